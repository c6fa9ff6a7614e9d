import { db } from "@/lib/platform/db";
import { call, DEMO_PASSWORD, signIn } from "../../support/api";
import { SIGN_IN_LIMITS } from "@/lib/platform/auth/sign-in-limits";
import { CLIENT_ADDRESS_HEADER } from "@/lib/platform/http/client-ip";

// the address as the app server hands it on (see scripts/server.mjs)
const attempt = (username: string, password: string, ip = "198.51.100.1") =>
  call("POST", "/api/v1/authentications", { form: { username, password }, headers: { [CLIENT_ADDRESS_HEADER]: ip } });

describe("POST /api/v1/authentications", () => {
  it("signs in and lists the user's organizations, the holding first", async () => {
    const answer = await attempt("manager@demo.example", DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.totalElements).toBe(3);
    expect(answer.body.content[0]).toEqual({
      id: expect.any(String),
      name: "Nordic Demo Holding A/S",
      parentId: null,
      type: "holding",
      featureAccess: "FULL",
    });
    expect(answer.body.content.slice(1).map((o: { name: string; type: string }) => [o.name, o.type])).toEqual([
      ["Nordic Demo Production ApS", "subsidiary"],
      ["Maintenance", "department"],
    ]);
    const cookie = answer.cookies.find((c) => c.startsWith("ehs.session-token="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("accepts the e-mail in any letter case", async () => {
    expect((await attempt("Manager@Demo.Example", DEMO_PASSWORD)).status).toBe(200);
  });

  it("opens a new session at every sign-in", async () => {
    const before = await db().session.count();
    const first = await signIn("editor@demo.example");
    const second = await signIn("editor@demo.example");
    expect(first).not.toEqual(second);
    expect(await db().session.count()).toBe(before + 2);
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const wrong = await attempt("reader@demo.example", "Not-the-password-1", "198.51.100.2");
    const unknown = await attempt("nobody@demo.example", "Not-the-password-1", "198.51.100.2");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe("bad_credentials");
    expect(wrong.cookies.some((c) => c.startsWith("ehs.session-token="))).toBe(false);
  });

  it("refuses a disabled user", async () => {
    await db().user.update({ where: { email: "other@demo.example" }, data: { disabled: true } });
    const answer = await attempt("other@demo.example", DEMO_PASSWORD, "198.51.100.4");
    expect(answer.status).toBe(401);
    await db().user.update({ where: { email: "other@demo.example" }, data: { disabled: false } });
  });

  it("spaces out attempts on an account under attack instead of locking it", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountBeforeDelay; i++) {
      expect((await attempt("limited@demo.example", "Wrong-password-x", `192.0.2.${i + 1}`)).status).toBe(401);
    }
    const limited = await attempt("limited@demo.example", DEMO_PASSWORD, "192.0.2.200");
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(SIGN_IN_LIMITS.maxDelaySeconds);
    // the wait is over: the owner signs in, from an address the attack never used
    await db().signInFailure.updateMany({
      where: { email: "limited@demo.example" },
      data: { createdDate: new Date(Date.now() - SIGN_IN_LIMITS.maxDelaySeconds * 1000) },
    });
    expect((await attempt("limited@demo.example", DEMO_PASSWORD, "192.0.2.201")).status).toBe(200);
  });

  it("rate-limits a client address after its failures, whatever the account", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      await attempt(`guess${i}@demo.example`, "Wrong-password-x", "203.0.113.99");
    }
    expect((await attempt("editor@demo.example", DEMO_PASSWORD, "203.0.113.99")).status).toBe(429);
    expect((await attempt("editor@demo.example", DEMO_PASSWORD, "203.0.113.100")).status).toBe(200);
  });

  it("counts only failures inside the window", async () => {
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await db().signInFailure.createMany({
      data: Array.from({ length: 12 }, () => ({
        email: "reader@demo.example",
        ipAddress: "192.0.2.250",
        createdDate: old,
      })),
    });
    expect((await attempt("reader@demo.example", DEMO_PASSWORD, "192.0.2.250")).status).toBe(200);
  });

  it("validates the form", async () => {
    const answer = await call("POST", "/api/v1/authentications", { form: { username: "" } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(["password", "username"]);
  });

  it.each([
    ["neither cookie nor header", false],
    ["a header but no cookie", "header-only"],
    ["a wrong header", "wrong"],
  ] as const)("refuses a sign-in with %s with 403", async (_label, csrf) => {
    const answer = await call("POST", "/api/v1/authentications", {
      form: { username: "manager@demo.example", password: DEMO_PASSWORD },
      csrf,
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("csrf_token_invalid");
  });
});
