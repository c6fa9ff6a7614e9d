// The wire format: snake_case in, camelCase out.

const snakeToCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const camelToSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Renames snake_case keys to camelCase at every depth. */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [snakeToCamel(key), camelizeKeys(inner)]));
}

/**
 * Query parameters as a camelCase object; empty values are left out and a name
 * given more than once (`sort=a,asc&sort=b,desc`) becomes an array.
 */
export function queryToObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    if (value.trim() === "" || value === "null" || value === "undefined") continue;
    const name = snakeToCamel(key);
    const previous = result[name];
    result[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return result;
}

/** A calendar date on the wire: YYYY-MM-DD (also from a date already serialised as a timestamp). */
export function toWireDate(date: Date | string | null | undefined): string | null {
  return date ? new Date(date).toISOString().slice(0, 10) : null;
}

const bigintAsNumber = (_key: string, inner: unknown) => (typeof inner === "bigint" ? Number(inner) : inner);

/** Serialises a handler's result: Dates become ISO 8601 UTC timestamps, keys stay camelCase. */
export function toJson(value: unknown): string {
  // a replacer runs for every value of every answer; only a BigInt (a count from raw SQL) needs it,
  // and JSON.stringify says so by throwing
  try {
    return JSON.stringify(value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return JSON.stringify(value, bigintAsNumber);
  }
}
