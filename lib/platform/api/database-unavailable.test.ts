import { isDatabaseUnavailable } from "./database-unavailable";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["PostgreSQL's admin shutdown", withCode("terminating connection due to administrator command", "57P01")],
    ["a connection cut midway", new Error("Connection terminated unexpectedly")],
    [
      "Prisma's wrapper of a driver error",
      Object.assign(new Error("\nInvalid `prisma.session.findFirst()` invocation:\n\nDatabase error."), {
        code: "P2039",
        meta: { driverAdapterError: new Error("the database system is not yet accepting connections") },
      }),
    ],
    ["Prisma's own text", new Error("Database error. Code: `57P03`. Message: `the database system is starting up`")],
    ["every attempt of several", new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")])],
    [
      "the pg driver adapter's closed connection",
      Object.assign(new Error("ConnectionClosed"), { name: "DriverAdapterError", cause: { kind: "ConnectionClosed" } }),
    ],
    [
      "Prisma's wrapper of the adapter's unreachable database",
      Object.assign(new Error("Invalid `prisma.member.findMany()` invocation"), {
        cause: { kind: "DatabaseNotReachable", host: "127.0.0.1", port: 5432 },
      }),
    ],
    ["a wrapped cause", new Error("query failed", { cause: withCode("read ECONNRESET", "ECONNRESET") })],
  ])("recognises %s", (_label, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ["a unique violation", withCode("Unique constraint failed", "P2002")],
    ["a bug", new TypeError("Cannot read properties of undefined")],
    [
      "another adapter error",
      Object.assign(new Error("UniqueConstraintViolation"), { cause: { kind: "UniqueConstraintViolation" } }),
    ],
    ["a syntax error", withCode('syntax error at or near "SELEC"', "42601")],
    ["nothing", undefined],
  ])("leaves %s alone", (_label, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});
