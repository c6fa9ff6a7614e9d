// PostgreSQL being away (stopped, restarting, unreachable) is not a bug of the request: the API
// answers 503 with Retry-After, and the screens show a page that says so, instead of a bare 500.
// The connection pool reconnects by itself once the database is back.

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// node's socket errors, PostgreSQL's connection-exception class (08…) and shutdown codes (57P01
// admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now), and Prisma's own words for them
const CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "P1001",
  "P1002",
  "P1017",
  "P2024",
]);
const MESSAGES = [
  /connection terminated/i,
  /terminating connection/i,
  /can't reach database server/i,
  /server closed the connection unexpectedly/i,
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
  // Prisma's words for a driver error it passes on: "Database error. Code: `57P03`. …"
  /Code: `(57P0[123]|08\d{3})`/,
  /timeout exceeded when trying to connect/i,
  /connection (refused|reset)/i,
  /ECONNREFUSED/,
];
// the pg driver adapter's kinds (`DriverAdapterError.cause.kind`) for a database it cannot reach
const ADAPTER_KINDS = new Set(["ConnectionClosed", "DatabaseNotReachable", "SocketTimeout"]);

/** True when the error, or any error it wraps, says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 6) return false;
  const { kind, code, message, cause, errors, meta } = error as {
    kind?: unknown;
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  if (typeof code === "string" && CODES.has(code)) return true;
  if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
  if (typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Prisma keeps the driver's error in `meta.driverAdapterError` or `cause`; AggregateError lists every attempt
  if (isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(meta?.driverAdapterError, depth + 1))
    return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
