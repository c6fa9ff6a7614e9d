// The JSON Schema keywords the OpenAPI document's answers use (z.toJSONSchema's output), checked
// against a real answer: the paths where an answer departs from its documented shape. `$ref`s are
// read in `root`, the document whose components they point into.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = Record<string, any>;

const typeOf = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value;

const fits = (value: unknown, type: string) =>
  typeOf(value) === type || (type === "number" && typeof value === "number");

/** `#/components/schemas/Organization` in the root document. */
function resolve(ref: string, root: Schema): Schema {
  if (!ref.startsWith("#/")) throw new Error(`Only local references are read: ${ref}`);
  const found = ref
    .slice(2)
    .split("/")
    .reduce<Schema | undefined>((node, key) => node?.[key], root);
  if (!found) throw new Error(`${ref} names nothing in the document`);
  return found;
}

export function schemaErrors(schema: Schema, value: unknown, path = "$", root: Schema = schema): string[] {
  if (!schema || Object.keys(schema).length === 0) return [];
  if (schema.$ref) return schemaErrors(resolve(schema.$ref, root), value, path, root);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const each: string[][] = union.map((inner: Schema) => schemaErrors(inner, value, path, root));
    const fitting = each.filter((errors) => errors.length === 0).length;
    if (fitting === 0) return [`${path}: fits none of ${schema.anyOf ? "anyOf" : "oneOf"} (${each.flat().join("; ")})`];
    return schema.oneOf && fitting > 1 ? [`${path}: fits ${fitting} of oneOf, not one`] : [];
  }
  if (schema.allOf) return schema.allOf.flatMap((inner: Schema) => schemaErrors(inner, value, path, root));
  if (schema.type) {
    const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => fits(value, type))) return [`${path}: ${typeOf(value)} is not ${types.join("|")}`];
  }
  if ("const" in schema && value !== schema.const)
    return [`${path}: ${JSON.stringify(value)} is not ${JSON.stringify(schema.const)}`];
  if (schema.enum && !schema.enum.includes(value))
    return [`${path}: ${JSON.stringify(value)} is not one of ${schema.enum}`];
  if (typeof value === "string") {
    if (schema.format === "date-time" && Number.isNaN(Date.parse(value))) return [`${path}: not a date-time`];
    if (schema.pattern && !new RegExp(schema.pattern, "u").test(value))
      return [`${path}: ${JSON.stringify(value)} does not match ${schema.pattern}`];
  }
  if (Array.isArray(value)) {
    if (schema.prefixItems)
      return schema.prefixItems.flatMap((inner: Schema, index: number) =>
        schemaErrors(inner, value[index], `${path}[${index}]`, root),
      );
    return value.flatMap((item, index) => schemaErrors(schema.items ?? {}, item, `${path}[${index}]`, root));
  }
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const properties: Record<string, Schema> = schema.properties ?? {};
    const missing = (schema.required ?? [])
      .filter((name: string) => !(name in record))
      .map((name: string) => `${path}.${name}: missing`);
    const extra = Object.keys(record)
      .filter((name) => !(name in properties))
      .flatMap((name) =>
        schema.additionalProperties === false
          ? [`${path}.${name}: not documented`]
          : schemaErrors(schema.additionalProperties ?? {}, record[name], `${path}.${name}`, root),
      );
    const inner = Object.entries(properties)
      .filter(([name]) => name in record && record[name] !== undefined)
      .flatMap(([name, propertySchema]) => schemaErrors(propertySchema, record[name], `${path}.${name}`, root));
    return [...missing, ...extra, ...inner];
  }
  return [];
}
