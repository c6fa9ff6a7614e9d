// fast-check arbitraries read from the OpenAPI document's JSON Schemas: values that fit the schema,
// values that do not (wrong types, NUL characters, huge strings, deep nesting, numbers and dates out
// of range), and bodies and queries that mix them, so that every field meets both.
import fc from "fast-check";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonSchema = Record<string, any>;

const HOSTILE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "x".repeat(70_000),
  "\uD800",
  '\'; DROP TABLE "User"; --',
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "0000-01-01",
  "9999-12-31",
  "2026-02-30",
  "1899-12-31T23:59:59Z",
  "+275760-09-13T00:00:00Z",
  "00000000-0000-0000-0000-000000000000",
  "NaN",
  "-1",
  "1e308",
  "__proto__",
  "true",
  "",
  " ",
];

const HOSTILE_NUMBERS = [-1, 0, 1e308, -1e308, 2 ** 53, 2 ** 31, -(2 ** 31) - 1, 0.5, 1e-300];

/** A nested array or object of the given depth, as a value (JSON.stringify of it stays iterative enough at 40). */
const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
  return value;
};

/** Any JSON value of any type, small. */
const anyJson = fc.jsonValue({ maxDepth: 3 });

/** A value that is hostile for any field: wrong type, NUL, huge, deep, out of range. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, nested(40)),
  fc.string().map((text) => `${text}\u0000${text}`),
  anyJson,
);

const dateIn = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((day) => new Date(day * 86_400_000).toISOString());

/** A value that fits the schema (as far as JSON Schema tells; refinements may still refuse it). */
function fitting(schema: JsonSchema, ids: string[] = []): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== "object") return anyJson;
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((inner: JsonSchema) => fitting(inner, ids)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => fitting({ ...schema, type }, ids)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e6), max: Math.min(schema.maximum ?? 1000, 1e6) });
    case "number":
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
    case "string":
      if (schema.format === "uuid") return ids.length ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
      if (schema.format === "date") return dateIn(-25_000, 84_000).map((iso) => iso.slice(0, 10));
      if (schema.format === "date-time") return dateIn(-25_000, 84_000);
      if (schema.format === "email") return fc.emailAddress();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case "array":
      return fc.array(fitting(schema.items ?? {}, ids), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case "object": {
      const properties: Record<string, JsonSchema> = schema.properties ?? {};
      const arbitraries = Object.fromEntries(
        Object.entries(properties).map(([name, inner]) => [name, fitting(inner, ids)]),
      );
      return fc.record(arbitraries, {
        requiredKeys: (schema.required ?? []).filter((name: string) => name in properties),
      });
    }
    default:
      return anyJson;
  }
}

/** A body for the schema: mostly fitting, with one or more fields hostile, sometimes hostile as a whole. */
export function body(schema: JsonSchema, ids: string[] = []): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema.properties ?? {});
  const spoiled = properties.length
    ? fc
        .tuple(
          fitting(schema, ids),
          fc.subarray(properties, { minLength: 1 }),
          fc.array(hostileValue, { minLength: properties.length, maxLength: properties.length }),
        )
        .map(([value, names, hostile]) => ({
          ...(value as object),
          ...Object.fromEntries(names.map((name, index) => [name, hostile[index]])),
        }))
    : hostileValue;
  return fc.oneof(
    { weight: 2, arbitrary: spoiled },
    { weight: 1, arbitrary: fitting(schema, ids) },
    { weight: 1, arbitrary: hostileValue },
  );
}

type Parameter = { name: string; in: string; schema: JsonSchema };

/** Query parameters for the operation: fitting or hostile values, as strings, sometimes repeated. */
export function query(parameters: Parameter[], ids: string[] = []): fc.Arbitrary<[string, string][]> {
  const names = parameters.filter((parameter) => parameter.in === "query");
  if (!names.length) return fc.constant([]);
  const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
  const pair = fc
    .constantFrom(...names)
    .chain((parameter) =>
      fc
        .oneof(fitting(parameter.schema, ids), hostileValue)
        .map((value) => [parameter.name, asText(value)] as [string, string]),
    );
  return fc.array(pair, { maxLength: 4 });
}

/** A raw JSON text nested beyond any limit, or just within it. */
export const deepText = fc.constantFrom(30, 33, 1_000, 50_000).map((depth) => "[".repeat(depth) + "]".repeat(depth));
