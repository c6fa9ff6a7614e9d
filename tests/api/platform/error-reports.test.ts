import { db } from "@/lib/platform/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http/client-ip";
import { as, call } from "../../support/api";

// the address as the app server hands it on (see scripts/server.mjs)
const report = (body: unknown, ip = "198.51.100.50", cookie?: string) =>
  call("POST", "/api/v1/errors", { body, cookie, headers: { [CLIENT_ADDRESS_HEADER]: ip } });

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

  it("logs a report as one line of JSON, so a reported newline cannot forge log lines", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const forged = 'boom\n[api] unexpected error {"user":"admin@demo.example"}\r\n[ehs] forged';
    expect((await report({ message: forged, url: "http://localhost/x\ny" }, "198.51.100.70")).status).toBe(204);
    const logged = warn.mock.calls.map((args) => args.join(" ")).join("\n");
    expect(logged.split(/\r?\n|\r/)).toHaveLength(1);
    expect(JSON.parse(logged)).toMatchObject({
      event: "client_error",
      message: forged,
      url: "http://localhost/x\ny",
      address: "198.51.100.70",
    });
  });

  it("counts a client-sent X-Forwarded-For as nothing: the limit is on the address the server saw", async () => {
    for (let i = 0; i < 20; i++) {
      const answer = await call("POST", "/api/v1/errors", {
        body: { message: `spoofed ${i}` },
        headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.80", "x-forwarded-for": `192.0.2.${i}` },
      });
      expect(answer.status).toBe(204);
    }
    const limited = await call("POST", "/api/v1/errors", {
      body: { message: "one too many" },
      headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.80", "x-forwarded-for": "192.0.2.200" },
    });
    expect(limited.status).toBe(429);
  });
});
