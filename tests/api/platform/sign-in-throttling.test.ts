// Sign-in that a stranger can neither guess nor block (OWASP's authentication guidance): failures
// from many addresses slow an account down to a bounded delay but never lock it; a browser where
// the owner signed in before (the device cookie) is not held at all; a password reset clears the
// account's counters.
import { db } from "@/lib/platform/db";
import { SIGN_IN_LIMITS } from "@/lib/platform/auth/sign-in-limits";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http/client-ip";
import { call, DEMO_PASSWORD } from "../../support/api";

const attempt = (username: string, password: string, ip: string, cookie?: string) =>
  call("POST", "/api/v1/authentications", {
    form: { username, password },
    headers: { [CLIENT_ADDRESS_HEADER]: ip },
    cookie,
  });
const deviceCookieOf = (answer: Awaited<ReturnType<typeof attempt>>) =>
  answer.cookies.find((cookie) => cookie.startsWith("ehs.device="))!.split(";")[0];

/** A patient attacker's failures: `count` of them, one a second up to now, each from its own address. */
const attackFromMany = (email: string, count: number) =>
  db().signInFailure.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      email,
      ipAddress: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      createdDate: new Date(Date.now() - (count - i) * 1000),
    })),
  });

describe("sign-in under attack", () => {
  it("refuses an attacker's rapid attempts without counting them, so an attack cannot lengthen the wait", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountBeforeDelay; i++) {
      expect((await attempt("reader@demo.example", "Wrong-password-x", `192.0.2.${i + 1}`)).status).toBe(401);
    }
    for (let i = 0; i < 5; i++) {
      expect((await attempt("reader@demo.example", "Wrong-password-x", `192.0.2.${50 + i}`)).status).toBe(429);
    }
    expect(await db().signInFailure.count({ where: { email: "reader@demo.example" } })).toBe(
      SIGN_IN_LIMITS.perAccountBeforeDelay,
    );
  });

  it("lets the owner in at once from a known browser after a hundred failures from a hundred addresses, and from a new one after the bounded delay", async () => {
    const before = await attempt("editor@demo.example", DEMO_PASSWORD, "192.0.2.10");
    expect(before.status).toBe(200);
    const device = deviceCookieOf(before);
    expect(before.cookies.find((cookie) => cookie.startsWith("ehs.device="))).toMatch(/HttpOnly/);

    await attackFromMany("editor@demo.example", 100);
    // the browser where the owner signed in before: at once
    expect((await attempt("editor@demo.example", DEMO_PASSWORD, "192.0.2.11", device)).status).toBe(200);

    await attackFromMany("editor@demo.example", 100);
    // a new browser: told to wait, never longer than the stated bound
    const waiting = await attempt("editor@demo.example", DEMO_PASSWORD, "192.0.2.12");
    expect(waiting.status).toBe(429);
    const retryAfter = Number(waiting.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.maxDelaySeconds);
    // after that wait (the clock moved on by moving the failures back), the owner is in
    await db()
      .$executeRaw`UPDATE "SignInFailure" SET "createdDate" = "createdDate" - make_interval(secs => ${retryAfter})
      WHERE email = 'editor@demo.example'`;
    expect((await attempt("editor@demo.example", DEMO_PASSWORD, "192.0.2.12")).status).toBe(200);
  });

  it("trusts a device cookie only for its own account, only as signed, and not after its own failures", async () => {
    const managerDevice = deviceCookieOf(await attempt("manager@demo.example", DEMO_PASSWORD, "192.0.2.20"));
    await attackFromMany("admin@demo.example", 40);
    // another account's device cookie is no trusted device of this one
    expect((await attempt("admin@demo.example", DEMO_PASSWORD, "192.0.2.21", managerDevice)).status).toBe(429);
    // a forged signature neither
    const forged = managerDevice.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    await attackFromMany("manager@demo.example", 40);
    expect((await attempt("manager@demo.example", DEMO_PASSWORD, "192.0.2.22", forged)).status).toBe(429);
    // the device's own failures end its trust
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      expect((await attempt("manager@demo.example", "Wrong-password-x", "192.0.2.23", managerDevice)).status).toBe(401);
    }
    expect((await attempt("manager@demo.example", DEMO_PASSWORD, "192.0.2.23", managerDevice)).status).toBe(429);
  });

  it("keeps a device's failures off its client address, so a colleague behind the same office address is not held", async () => {
    const owner = await attempt("other@demo.example", DEMO_PASSWORD, "198.51.100.60");
    const device = deviceCookieOf(owner);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      await attempt("other@demo.example", "Wrong-password-x", "198.51.100.60", device);
    }
    expect(await db().signInFailure.count({ where: { ipAddress: "198.51.100.60" } })).toBe(0);
  });

  it("clears the account's counters when its password is reset", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      await attempt("limited@demo.example", "Wrong-password-x", "192.0.2.30");
    }
    expect((await attempt("limited@demo.example", DEMO_PASSWORD, "192.0.2.30")).status).toBe(429);
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    await call("POST", "/api/v1/user/password-reset", { body: { email: "limited@demo.example" } });
    const line = log.mock.calls.map((args) => args.join(" ")).find((text) => text.includes("/reset-password?token="))!;
    log.mockRestore();
    const token = decodeURIComponent(/token=([^\s]+)/.exec(line)![1]);
    const reset = await call("POST", "/api/v1/user/password", {
      body: { token, password: "Harbour-crane-signal-2029" },
    });
    expect(reset.status).toBe(204);
    expect((await attempt("limited@demo.example", "Harbour-crane-signal-2029", "192.0.2.30")).status).toBe(200);
  });
});
