import { db } from "@/lib/platform/db";
import { as, call } from "../../support/api";

const report = (body: unknown, ip = "198.51.100.50", cookie?: string) =>
  call("POST", "/api/v1/errors", { body, cookie, headers: { "x-forwarded-for": ip } });

describe("POST /api/v1/errors", () => {
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("stores a report with the signed-in user", async () => {
    const reader = await as("reader@demo.example");
    const answer = await report(
      { message: "TypeError: x is undefined", url: "http://localhost/dashboard" },
      "198.51.100.51",
      reader.cookie,
    );
    expect(answer.status).toBe(204);
    const stored = await db().errorReport.findFirstOrThrow({
      where: { message: "TypeError: x is undefined" },
      include: { user: true },
    });
    expect(stored.user?.email).toBe("reader@demo.example");
    expect(stored.details).toMatchObject({ url: "http://localhost/dashboard" });
  });

  it("refuses bodies over 16 KB with 413", async () => {
    const answer = await report({ message: "big", stack: "x".repeat(20_000) });
    expect(answer.status).toBe(413);
  });

  it("validates the report", async () => {
    expect((await report({ stack: "no message" })).status).toBe(422);
  });

  it("rate-limits one address to 20 reports a minute", async () => {
    for (let i = 0; i < 20; i++) expect((await report({ message: `error ${i}` }, "198.51.100.60")).status).toBe(204);
    const limited = await report({ message: "one too many" }, "198.51.100.60");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await db().errorReport.count({ where: { ipAddress: "198.51.100.60" } })).toBe(20);
  });
});
