// The per-account and per-address limits of password-reset requests.
import { db } from "@/lib/platform/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http/client-ip";
import { RESET_LIMITS } from "@/lib/platform/auth/reset-limits";
import { call } from "../../support/api";

const ask = (email: string, ip: string) =>
  call("POST", "/api/v1/user/password-reset", { body: { email }, headers: { [CLIENT_ADDRESS_HEADER]: ip } });

describe("password-reset request limits", () => {
  // the reset links go to the log without SMTP; keep the test output clean
  beforeEach(() => jest.spyOn(console, "log").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("limits one account, whatever the address, and sends no more links past the limit", async () => {
    for (let i = 0; i < RESET_LIMITS.perAccount; i++) {
      expect((await ask("reader@demo.example", `192.0.2.${i + 1}`)).status).toBe(204);
    }
    const tokensBefore = await db().userToken.count({ where: { user: { email: "reader@demo.example" } } });
    const limited = await ask("Reader@Demo.example ", "192.0.2.99");
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await db().userToken.count({ where: { user: { email: "reader@demo.example" } } })).toBe(tokensBefore);
    // another account is not affected
    expect((await ask("editor@demo.example", "192.0.2.99")).status).toBe(204);
  });

  it("limits an address across accounts, and another address is not affected", async () => {
    for (let i = 0; i < RESET_LIMITS.perAddress; i++) {
      expect((await ask(`someone${i}@demo.example`, "203.0.113.50")).status).toBe(204);
    }
    expect((await ask("manager@demo.example", "203.0.113.50")).status).toBe(429);
    expect((await ask("manager@demo.example", "203.0.113.51")).status).toBe(204);
  });

  it("answers alike for an unknown address: the limit says nothing about whether an account exists", async () => {
    for (let i = 0; i < RESET_LIMITS.perAccount; i++) {
      expect((await ask("nobody@demo.example", `198.51.100.${i + 1}`)).status).toBe(204);
    }
    const limited = await ask("nobody@demo.example", "198.51.100.99");
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
  });

  it("counts only requests of the last hour", async () => {
    await db().passwordResetRequest.createMany({
      data: Array.from({ length: 30 }, () => ({
        email: "limited@demo.example",
        ipAddress: "198.51.100.200",
        createdDate: new Date(Date.now() - 61 * 60 * 1000),
      })),
    });
    expect((await ask("limited@demo.example", "198.51.100.200")).status).toBe(204);
  });
});
