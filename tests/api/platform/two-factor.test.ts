// Two-factor sign-in (TOTP): enrolment with a QR code and ten recovery codes, signing in with a
// code or a recovery code (each accepted once), wrong codes limited like wrong passwords, and
// turning it off with the password and a code. Codes are made from the secret as an app would.
import { generate } from "otplib";
import { db } from "@/lib/platform/db";
import { SIGN_IN_LIMITS } from "@/lib/platform/auth/sign-in-limits";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http/client-ip";
import { as, call, DEMO_PASSWORD } from "../../support/api";
import { codeNow, enrolled } from "../../support/two-factor";

const EMAIL = "editor@demo.example";
const cookieOf = (answer: { cookies: string[] }, name: string) =>
  answer.cookies.find((cookie) => cookie.startsWith(`${name}=`))?.split(";")[0];

const signInWithPassword = (ip = "203.0.113.20", cookie?: string) =>
  call("POST", "/api/v1/authentications", {
    form: { username: EMAIL, password: DEMO_PASSWORD },
    headers: { [CLIENT_ADDRESS_HEADER]: ip },
    cookie,
  });

const secondStep = (pending: string | undefined, code: string, ip = "203.0.113.20") =>
  call("POST", "/api/v1/authentications/second-factor", {
    body: { code },
    headers: { [CLIENT_ADDRESS_HEADER]: ip },
    cookie: pending,
  });

/** The password step's pending cookie, after checking that it opened no session. */
async function passwordStep(ip?: string) {
  const answer = await signInWithPassword(ip);
  expect(answer.status).toBe(202);
  expect(answer.body).toEqual({ secondFactor: "code" });
  expect(cookieOf(answer, "ehs.session-token")).toBeUndefined();
  return cookieOf(answer, "ehs.second-factor")!;
}

/** A code of the step after the last accepted one (an app shows one every 30 seconds). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe("setting up two-factor sign-in", () => {
  it("shows a QR code and the secret, and turns on with a code of that secret and the password", async () => {
    const editor = await as(EMAIL);
    expect((await editor.get("/api/v1/user/two-factor")).body).toEqual({
      enabled: false,
      required: false,
      enabledDate: null,
      recoveryCodesLeft: 0,
    });
    const started = await editor.post("/api/v1/user/two-factor/enrolment");
    expect(started.status).toBe(200);
    const { secret, uri, qrCode } = started.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/EHS%20Compass:${encodeURIComponent(EMAIL)}?secret=${secret}&issuer=EHS%20Compass`);
    expect(qrCode).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // only the sealed secret is stored
    const stored = await db().user.findUniqueOrThrow({ where: { email: EMAIL } });
    expect(stored.totpPendingSecret).not.toContain(secret);
    expect(stored.totpSecret).toBeNull();

    const wrongCode = await editor.put("/api/v1/user/two-factor", {
      body: { code: "000000", password: DEMO_PASSWORD },
    });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.error.fields).toHaveProperty("code");
    const wrongPassword = await editor.put("/api/v1/user/two-factor", {
      body: { code: await codeNow(secret), password: "Not-the-password-1" },
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.error.fields).toHaveProperty("password");
    expect((await editor.get("/api/v1/user/two-factor")).body.enabled).toBe(false);

    const on = await editor.put("/api/v1/user/two-factor", {
      body: { code: await codeNow(secret), password: DEMO_PASSWORD },
    });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    for (const code of on.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = (await editor.get("/api/v1/user/two-factor")).body;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(Date.parse(status.enabledDate)).toBeGreaterThan(Date.now() - 60_000);
    const after = await db().user.findUniqueOrThrow({ where: { email: EMAIL } });
    expect(after.totpSecret).not.toContain(secret);
    expect(after.totpPendingSecret).toBeNull();
    const hashes = await db().recoveryCode.findMany({ where: { userId: after.id } });
    expect(hashes.map((row) => row.codeHash)).not.toContain(on.body.recoveryCodes[0]);
    const audit = await db().auditEntry.findFirst({ where: { action: "TWO_FACTOR_ON", entityId: after.id } });
    expect(audit?.actorId).toBe(after.id);
  });

  it("cannot be confirmed without a secret started first", async () => {
    const manager = await as("manager@demo.example");
    const nothing = await manager.put("/api/v1/user/two-factor", { body: { code: "123456", password: DEMO_PASSWORD } });
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.code).toBe("no_enrolment");
  });
});

describe("signing in with a second factor", () => {
  it("asks for the code after the password, and opens a session for a code of the app", async () => {
    const { secret } = await enrolled(EMAIL);
    const pending = await passwordStep();
    // the pending cookie alone is no session
    expect((await call("GET", "/api/v1/user", { cookie: pending })).status).toBe(401);
    const answer = await secondStep(pending, await nextCode(secret));
    expect(answer.status).toBe(200);
    expect(answer.body.content.length).toBeGreaterThan(0);
    const session = cookieOf(answer, "ehs.session-token")!;
    expect((await call("GET", "/api/v1/user", { cookie: session })).status).toBe(200);
    expect(answer.cookies.some((cookie) => cookie.startsWith("ehs.second-factor=;"))).toBe(true);
    expect(await db().auditEntry.count({ where: { action: "SIGN_IN", entityName: EMAIL } })).toBeGreaterThan(0);
  });

  it("accepts a code once: the same code again, even at once, is refused", async () => {
    const { secret } = await enrolled(EMAIL);
    const code = await nextCode(secret);
    expect((await secondStep(await passwordStep(), code)).status).toBe(200);
    const again = await secondStep(await passwordStep(), code);
    expect(again.status).toBe(401);
    expect(again.body.error).toMatchObject({ code: "bad_code", fields: { code: expect.any(String) } });
  });

  it("accepts a recovery code once, and counts what is left", async () => {
    const { recoveryCodes } = await enrolled(EMAIL);
    // typed in capitals and without the hyphen, as a person might
    const typed = recoveryCodes[3].toUpperCase().replace("-", " ");
    expect((await secondStep(await passwordStep(), typed)).status).toBe(200);
    expect((await secondStep(await passwordStep(), recoveryCodes[3])).status).toBe(401);
    const user = await db().user.findUniqueOrThrow({ where: { email: EMAIL } });
    expect(await db().recoveryCode.count({ where: { userId: user.id, usedDate: null } })).toBe(9);
  });

  it("refuses a wrong code, and a code without the password step (no, a forged or another account's cookie)", async () => {
    const { secret } = await enrolled(EMAIL);
    const failuresBefore = await db().signInFailure.count({ where: { email: EMAIL, step: "SECOND_FACTOR" } });
    const pending = await passwordStep();
    expect((await secondStep(pending, "000000")).status).toBe(401);
    expect((await secondStep(undefined, await codeNow(secret))).body.error.code).toBe("second_factor_expired");
    expect((await secondStep("ehs.second-factor=forged", await codeNow(secret))).body.error.code).toBe(
      "second_factor_expired",
    );
    // the session cookie is not a pending cookie, and the pending cookie of another account
    // (one without a second factor) opens nothing
    const reader = await call("POST", "/api/v1/authentications", {
      form: { username: "reader@demo.example", password: DEMO_PASSWORD },
    });
    const readerSession = cookieOf(reader, "ehs.session-token")!.replace("ehs.session-token", "ehs.second-factor");
    expect((await secondStep(readerSession, await codeNow(secret))).body.error.code).toBe("second_factor_expired");
    const failures = await db().signInFailure.count({ where: { email: EMAIL, step: "SECOND_FACTOR" } });
    expect(failures).toBe(failuresBefore + 1);
  });

  it("limits wrong codes like wrong passwords; a right password does not wipe their count; the owner's browser is not held", async () => {
    const { secret, recoveryCodes } = await enrolled(EMAIL);
    // the owner signs in on their own browser first, which makes it known
    const owner = "203.0.113.99";
    const first = await secondStep(await passwordStep(owner), await nextCode(secret), owner);
    expect(first.status).toBe(200);
    const device = cookieOf(first, "ehs.device")!;

    const attacker = "198.51.100.77";
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      expect((await secondStep(await passwordStep(attacker), "111111", attacker)).status).toBe(401);
    }
    const refused = await secondStep(await passwordStep(attacker), recoveryCodes[0], attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // the password step passed every time, yet the wrong codes still count
    expect(await db().signInFailure.count({ where: { email: EMAIL, step: "SECOND_FACTOR" } })).toBe(
      SIGN_IN_LIMITS.perAccountAndAddress,
    );
    // and more from many addresses: the account's codes are now spaced out for unknown browsers
    await db().signInFailure.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        email: EMAIL,
        ipAddress: `198.18.0.${i + 1}`,
        step: "SECOND_FACTOR" as const,
      })),
    });
    const stranger = "203.0.113.150";
    expect((await secondStep(await passwordStep(stranger), recoveryCodes[0], stranger)).status).toBe(429);
    // the owner's known browser signs in at once
    const password = await signInWithPassword(owner, device);
    expect(password.status).toBe(202);
    const known = await secondStep(`${cookieOf(password, "ehs.second-factor")}; ${device}`, recoveryCodes[0], owner);
    expect(known.status).toBe(200);
  });
});

describe("keeping and turning off two-factor sign-in", () => {
  it("renews the recovery codes for a code; the earlier ones stop working", async () => {
    const { recoveryCodes } = await enrolled(EMAIL);
    const editor = await signedInWithRecoveryCode(recoveryCodes[0]);
    const renewed = await editor.post("/api/v1/user/two-factor/recovery-codes", { body: { code: recoveryCodes[1] } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect((await secondStep(await passwordStep(), recoveryCodes[2])).status).toBe(401);
    expect((await secondStep(await passwordStep(), renewed.body.recoveryCodes[0])).status).toBe(200);
    expect(await db().auditEntry.count({ where: { action: "RECOVERY_CODES_NEW", entityName: EMAIL } })).toBe(1);
  });

  it("turns off with the password and a code, and the password alone signs in again", async () => {
    const { recoveryCodes, user } = await enrolled(EMAIL);
    const editor = await signedInWithRecoveryCode(recoveryCodes[0]);
    const noPassword = await editor.delete("/api/v1/user/two-factor", {
      body: { code: recoveryCodes[1], password: "Not-the-password-1" },
    });
    expect(noPassword.status).toBe(422);
    const noCode = await editor.delete("/api/v1/user/two-factor", {
      body: { code: "000000", password: DEMO_PASSWORD },
    });
    expect(noCode.status).toBe(422);
    expect((await editor.get("/api/v1/user/two-factor")).body.enabled).toBe(true);
    const off = await editor.delete("/api/v1/user/two-factor", {
      body: { code: recoveryCodes[1], password: DEMO_PASSWORD },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false, required: false, enabledDate: null, recoveryCodesLeft: 0 });
    expect(await db().recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await signInWithPassword()).status).toBe(200);
    expect(await db().auditEntry.count({ where: { action: "TWO_FACTOR_OFF", entityId: user.id } })).toBe(1);
  });
});

describe("the profile's checks of the password and the code", () => {
  it("are throttled like sign-in, so an open session is no way to guess either", async () => {
    const { recoveryCodes } = await enrolled(EMAIL);
    const editor = await signedInWithRecoveryCode(recoveryCodes[0]);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      const wrong = await editor.delete("/api/v1/user/two-factor", {
        body: { code: recoveryCodes[1], password: `Wrong-password-${i}` },
      });
      expect(wrong.status).toBe(422);
    }
    const held = await editor.delete("/api/v1/user/two-factor", {
      body: { code: recoveryCodes[1], password: DEMO_PASSWORD },
    });
    expect(held.status).toBe(429);
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAndAddress; i++) {
      const wrong = await editor.post("/api/v1/user/two-factor/recovery-codes", { body: { code: "222222" } });
      expect(wrong.status).toBe(422);
    }
    expect(
      (await editor.post("/api/v1/user/two-factor/recovery-codes", { body: { code: recoveryCodes[1] } })).status,
    ).toBe(429);
  });
});

/** A session of the editor opened with a recovery code, for the calls a signed-in person makes. */
async function signedInWithRecoveryCode(code: string) {
  const answer = await secondStep(await passwordStep(), code);
  expect(answer.status).toBe(200);
  const cookie = cookieOf(answer, "ehs.session-token")!;
  const bound =
    (method: "GET" | "POST" | "PUT" | "DELETE") =>
    (url: string, options: Parameters<typeof call>[2] = {}) =>
      call(method, url, { ...options, cookie });
  return { get: bound("GET"), post: bound("POST"), put: bound("PUT"), delete: bound("DELETE") };
}
