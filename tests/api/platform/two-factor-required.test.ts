// Two-factor sign-in that a person must have: every maintainer, and the members with MANAGE of a
// holding that asks for it. Such a person without one sets up the app at sign-in before anything
// else (no session until then) and cannot turn it off.
import { generate } from "otplib";
import { db } from "@/lib/platform/db";
import { as, call, DEMO_PASSWORD } from "../../support/api";
import { demo } from "../../support/demo";

const cookieOf = (answer: { cookies: string[] }, name: string) =>
  answer.cookies.find((cookie) => cookie.startsWith(`${name}=`))?.split(";")[0];

const password = (email: string) =>
  call("POST", "/api/v1/authentications", { form: { username: email, password: DEMO_PASSWORD } });

const secondStep = (pending: string | undefined, code: string) =>
  call("POST", "/api/v1/authentications/second-factor", { body: { code }, cookie: pending });

describe("a maintainer without a second factor", () => {
  it("sets up the app at sign-in before anything else, and keeps it on", async () => {
    const answer = await password("admin@demo.example");
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ secondFactor: "enrol" });
    expect(cookieOf(answer, "ehs.session-token")).toBeUndefined();
    const pending = cookieOf(answer, "ehs.second-factor");
    // nothing opens before the app is set up: no session, and no code of a secret not yet made
    expect((await call("GET", "/api/v1/user", { cookie: pending })).status).toBe(401);
    expect((await secondStep(pending, "123456")).status).toBe(409);

    const enrolment = await call("POST", "/api/v1/authentications/second-factor/enrolment", { cookie: pending });
    expect(enrolment.status).toBe(200);
    const { secret, qrCode } = enrolment.body;
    expect(qrCode).toContain("<svg");
    const wrong = await secondStep(pending, "000000");
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe("bad_code");

    const done = await secondStep(pending, await generate({ secret }));
    expect(done.status).toBe(200);
    expect(done.body.content[0].name).toBe("Nordic Demo Holding A/S");
    expect(done.body.recoveryCodes).toHaveLength(10);
    const session = cookieOf(done, "ehs.session-token");
    const status = await call("GET", "/api/v1/user/two-factor", { cookie: session });
    expect(status.body).toMatchObject({ enabled: true, required: true, recoveryCodesLeft: 10 });
    const off = await call("DELETE", "/api/v1/user/two-factor", {
      cookie: session,
      body: { code: done.body.recoveryCodes[0], password: DEMO_PASSWORD },
    });
    expect(off.status).toBe(409);
    expect(off.body.error.code).toBe("two_factor_required");
    expect((await call("GET", "/api/v1/user/two-factor", { cookie: session })).body.enabled).toBe(true);

    // from now on the code is asked for, and the enrolment step is closed
    const next = await password("admin@demo.example");
    expect(next.body).toEqual({ secondFactor: "code" });
    const enrolAgain = await call("POST", "/api/v1/authentications/second-factor/enrolment", {
      cookie: cookieOf(next, "ehs.second-factor"),
    });
    expect(enrolAgain.status).toBe(401);
    expect(enrolAgain.body.error.code).toBe("second_factor_expired");
    expect((await secondStep(cookieOf(next, "ehs.second-factor"), done.body.recoveryCodes[1])).status).toBe(200);
  });

  it("cannot reach the enrolment with the cookie of a person who signs in without a second factor", async () => {
    const reader = await password("reader@demo.example");
    expect(reader.status).toBe(200);
    const forged = cookieOf(reader, "ehs.session-token")!.replace("ehs.session-token", "ehs.second-factor");
    const answer = await call("POST", "/api/v1/authentications/second-factor/enrolment", { cookie: forged });
    expect(answer.body.error.code).toBe("second_factor_expired");
  });
});

describe("a holding that asks its managers for two-factor sign-in", () => {
  it("is set by a manager on the holding, recorded in its history, and asks its managers (no one else) at sign-in", async () => {
    const holding = await demo.holding();
    const manager = await as("manager@demo.example");
    const current = (await manager.get(`/api/v1/organizations/${holding}`)).body;
    expect(current.requireTwoFactorForManagers).toBe(false);
    const changed = await manager.put(`/api/v1/organizations/${holding}`, {
      body: { ...current, requireTwoFactorForManagers: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.requireTwoFactorForManagers).toBe(true);
    const history = await manager.get(`/api/v1/organizations/${holding}/history`);
    expect(JSON.stringify(history.body)).toContain("Managers sign in with two factors");

    expect((await password("manager@demo.example")).body).toEqual({ secondFactor: "enrol" });
    // members without MANAGE, and another tenant's managers, sign in as before
    expect((await password("editor@demo.example")).status).toBe(200);
    expect((await password("other@demo.example")).status).toBe(200);
    // a manager's session already open goes on until it ends
    expect((await manager.get("/api/v1/user")).status).toBe(200);

    const off = await manager.put(`/api/v1/organizations/${holding}`, {
      body: { ...changed.body, requireTwoFactorForManagers: false },
    });
    expect(off.status).toBe(200);
    expect((await password("manager@demo.example")).status).toBe(200);
  });

  it("is a holding's setting: a subsidiary refuses it by field, in the person's language", async () => {
    const subsidiary = await demo.subsidiary();
    const manager = await as("manager@demo.example");
    const current = (await manager.get(`/api/v1/organizations/${subsidiary}`)).body;
    const answer = await manager.put(`/api/v1/organizations/${subsidiary}`, {
      body: { ...current, requireTwoFactorForManagers: true },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields.requireTwoFactorForManagers).toBe(
      "Only a holding asks its managers for two-factor sign-in",
    );
    const row = await db().organization.findUniqueOrThrow({ where: { id: subsidiary } });
    expect(row.requireTwoFactorForManagers).toBe(false);
  });
});
