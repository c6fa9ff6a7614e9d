// A holding's single sign-on settings (its managers set up its identity provider), which address
// signs in through which provider, and the holding's members refused a password once it requires
// the provider. The sign-in through a real provider is tests/process/single-sign-on.test.ts.
import { db } from "@/lib/platform/db";
import { as, call, DEMO_PASSWORD } from "../../support/api";
import { demo } from "../../support/demo";

const SETTINGS = {
  issuer: "https://login.microsoftonline.com/4a1b2c3d-0000-4000-8000-000000000001/v2.0",
  clientId: "6f1e0b2a-client",
  clientSecret: "a client secret that never comes back",
  domains: ["Demo.Example", "@nordic-demo.example"],
  required: false,
};

const password = (email: string) =>
  call("POST", "/api/v1/authentications", { form: { username: email, password: DEMO_PASSWORD } });

const methodOf = async (email: string) =>
  (await call("GET", `/api/v1/sign-in-methods?${new URLSearchParams({ email })}`)).body.singleSignOn;

describe("a holding's single sign-on", () => {
  let holding: string;
  let manager: Awaited<ReturnType<typeof as>>;
  const path = () => `/api/v1/organizations/${holding}/single-sign-on`;
  beforeAll(async () => {
    holding = await demo.holding();
    manager = await as("manager@demo.example");
  });
  afterEach(() => db().singleSignOn.deleteMany({}));

  it("is set up by a manager: the secret is sealed at rest and never answered; the domains are cleaned", async () => {
    expect((await manager.get(path())).status).toBe(404);
    expect(await methodOf("editor@demo.example")).toBeNull();

    const saved = await manager.put(path(), { body: SETTINGS });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      issuer: SETTINGS.issuer,
      clientId: SETTINGS.clientId,
      domains: ["demo.example", "nordic-demo.example"],
      required: false,
    });
    expect(saved.body.redirectUri).toMatch(new RegExp(`^https?://[^/]+/api/auth/callback/organization-${holding}$`));
    expect(saved.body.signInLink).toMatch(new RegExp(`^https?://[^/]+/\\?organization=${holding}$`));
    expect(JSON.stringify(saved.body)).not.toContain(SETTINGS.clientSecret);
    expect(JSON.stringify((await manager.get(path())).body)).not.toContain(SETTINGS.clientSecret);
    const row = await db().singleSignOn.findUniqueOrThrow({ where: { organizationId: holding } });
    expect(row.clientSecret).not.toContain(SETTINGS.clientSecret);
    expect(row.clientSecret).toMatch(/^v1\./);

    // an address of a claimed domain signs in through the holding's provider, any other by password
    expect(await methodOf(" Editor@DEMO.example ")).toEqual({ provider: `organization-${holding}` });
    expect(await methodOf("someone@nordic-demo.example")).toEqual({ provider: `organization-${holding}` });
    expect(await methodOf("someone@elsewhere.example")).toBeNull();
    expect(await methodOf("not an address")).toBeNull();
  });

  it("keeps the secret when a change leaves it out, and records the change (never the secret) in the holding's history", async () => {
    const start = new Date();
    const first = await manager.put(path(), { body: SETTINGS });
    const sealed = (await db().singleSignOn.findUniqueOrThrow({ where: { organizationId: holding } })).clientSecret;
    const changed = await manager.put(path(), {
      body: {
        ...SETTINGS,
        clientSecret: "",
        clientId: "another-client",
        lastModifiedDate: first.body.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.clientSecretChangedDate).toBe(first.body.clientSecretChangedDate);
    const row = await db().singleSignOn.findUniqueOrThrow({ where: { organizationId: holding } });
    expect(row.clientSecret).toBe(sealed);

    // a change based on what was there before the last one is refused, and changes nothing
    const stale = await manager.put(path(), {
      body: { ...SETTINGS, clientId: "stale", lastModifiedDate: first.body.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect((await manager.get(path())).body.clientId).toBe("another-client");

    const entries = await db().auditEntry.findMany({
      where: { entityType: "single_sign_on", organizationId: holding, occurredAt: { gte: start } },
    });
    expect(entries.map((entry) => entry.action).sort()).toEqual(["CREATE", "UPDATE"]);
    expect(JSON.stringify(entries)).not.toContain(sealed);
    const history = JSON.stringify((await manager.get(`/api/v1/organizations/${holding}/history`)).body);
    expect(history).toContain("Client ID");
    expect(history).toContain("another-client");
  });

  it("refuses what it cannot use, by field and in the person's language, and changes nothing", async () => {
    const cases: [object, string][] = [
      [{ ...SETTINGS, issuer: "http://login.example.com" }, "issuer"],
      [{ ...SETTINGS, issuer: "not a url" }, "issuer"],
      [{ ...SETTINGS, clientSecret: undefined }, "clientSecret"],
      [{ ...SETTINGS, domains: [] }, "domains"],
    ];
    for (const [body, field] of cases) {
      const answer = await manager.put(path(), { body });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.error.fields)).toEqual([expect.stringMatching(new RegExp(`^${field}`))]);
    }
    const bad = await manager.put(path(), { body: { ...SETTINGS, domains: ["demo.example", "not a domain"] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)[0]).toMatch(/^domains/);
    expect(await db().singleSignOn.count()).toBe(0);
    // a Danish manager is told in Danish
    await manager.patch("/api/v1/user", { body: { language: "da" } });
    try {
      const http = await manager.put(path(), { body: { ...SETTINGS, issuer: "http://login.example.com" } });
      expect(http.status).toBe(422);
      expect(http.body.error.fields.issuer).toBe("Udstederen skal være en https://-adresse.");
    } finally {
      await manager.patch("/api/v1/user", { body: { language: "en" } });
    }
  });

  it("is the holding's: a subsidiary has none, and another tenant cannot read or change it", async () => {
    await manager.put(path(), { body: SETTINGS });
    const subsidiary = await demo.subsidiary();
    const onSubsidiary = await manager.put(`/api/v1/organizations/${subsidiary}/single-sign-on`, { body: SETTINGS });
    expect(onSubsidiary.status).toBe(404);
    expect(onSubsidiary.body.error.code).toBe("not_a_holding");

    const other = await as("other@demo.example");
    expect((await other.get(path())).status).toBe(404);
    expect((await other.put(path(), { body: { ...SETTINGS, clientId: "stolen" } })).status).toBe(404);
    expect((await other.delete(path())).status).toBe(404);
    // nor can its own holding claim a domain this one signs in with
    const otherHolding = await demo.other();
    const claim = await other.put(`/api/v1/organizations/${otherHolding}/single-sign-on`, {
      body: { ...SETTINGS, domains: ["other.example", "demo.example"] },
    });
    expect(claim.status).toBe(422);
    expect(claim.body.error.fields.domains).toBe("demo.example already signs in through another organization.");
    expect((await manager.get(path())).body.clientId).toBe(SETTINGS.clientId);

    // and members without MANAGE may not see it
    const editor = await as("editor@demo.example");
    expect((await editor.get(path())).status).toBe(403);
  });

  it("when required, refuses the holding's members a password (after checking it), not its maintainers or other tenants", async () => {
    await manager.put(path(), { body: { ...SETTINGS, required: true } });
    const refused = await password("editor@demo.example");
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("single_sign_on_required");
    expect(refused.cookies.some((cookie) => cookie.startsWith("ehs.session-token="))).toBe(false);
    // a wrong password is answered as any wrong password: the requirement tells a stranger nothing
    const wrong = await call("POST", "/api/v1/authentications", {
      form: { username: "editor@demo.example", password: "Wrong-password-1" },
    });
    expect(wrong.status).toBe(401);
    // another tenant's members sign in as before; the maintainer keeps password and second factor
    expect((await password("other@demo.example")).status).toBe(200);
    expect((await password("admin@demo.example")).status).toBe(202);

    // removed, the password works again
    expect((await manager.delete(path())).status).toBe(204);
    expect((await password("editor@demo.example")).status).toBe(200);
    expect(await methodOf("editor@demo.example")).toBeNull();
  });
});
