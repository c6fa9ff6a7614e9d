// The few JSON Schema keywords the OpenAPI document's answers use, checked against a real answer:
// the paths where an answer departs from its documented shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Schema = Record<string, any>;

const typeOf = (value: unknown) =>
  value === null ? "null" : Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value;

const fits = (value: unknown, type: string) =>
  typeOf(value) === type || (type === "number" && typeof value === "number");

export function schemaErrors(schema: Schema, value: unknown, path = "$"): string[] {
  if (!schema || Object.keys(schema).length === 0) return [];
  if (schema.anyOf) {
    const each = schema.anyOf.map((inner: Schema) => schemaErrors(inner, value, path));
    return each.some((errors: string[]) => errors.length === 0)
      ? []
      : [`${path}: fits none of anyOf (${each.flat().join("; ")})`];
  }
  if (schema.type) {
    const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => fits(value, type))) return [`${path}: ${typeOf(value)} is not ${types.join("|")}`];
  }
  if (schema.enum && !schema.enum.includes(value))
    return [`${path}: ${JSON.stringify(value)} is not one of ${schema.enum}`];
  if (schema.format === "date-time" && typeof value === "string" && Number.isNaN(Date.parse(value)))
    return [`${path}: not a date-time`];
  if (Array.isArray(value)) {
    if (schema.prefixItems)
      return schema.prefixItems.flatMap((inner: Schema, index: number) =>
        schemaErrors(inner, value[index], `${path}[${index}]`),
      );
    return value.flatMap((item, index) => schemaErrors(schema.items ?? {}, item, `${path}[${index}]`));
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
          : schemaErrors(schema.additionalProperties ?? {}, record[name], `${path}.${name}`),
      );
    const inner = Object.entries(properties)
      .filter(([name]) => name in record && record[name] !== undefined)
      .flatMap(([name, propertySchema]) => schemaErrors(propertySchema, record[name], `${path}.${name}`));
    return [...missing, ...extra, ...inner];
  }
  return [];
}
