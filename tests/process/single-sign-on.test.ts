// Single sign-on against a real OpenID Connect provider (oidc-provider, started here) and the built
// app: the demo holding's provider signs its members in, with the session, cookies, active
// organization and return address a password sign-in gives; and refuses a token for another
// audience, an unverified address, another domain, a stranger, a maintainer, an expired code and a
// code used twice, each without a session.
import { Client } from "pg";
import { providerIdOf } from "@/lib/platform/auth/single-sign-on/provider-id";
import { ensureBuild, startAppServer, type AppServer } from "../support/app-server";
import { Browser, startOidcProvider, untilCallback, type OidcProvider } from "../support/oidc";
import { dropScratchDatabases, scratchDatabase } from "../support/scratch-database";

const CLIENT = { client_id: "ehs-compass", client_secret: "provider-issued-secret-0123456789" };

let database: string;
let holding: string;
let app: AppServer;
let origin: string;
let provider: OidcProvider;
const providerId = () => providerIdOf(holding);

async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: database });
  await client.connect();
  return (await client.query(sql, values).finally(() => client.end())).rows as T[];
}

beforeAll(
  async () => {
    ensureBuild();
    database = await scratchDatabase("single_sign_on");
    [{ id: holding }] = await query<{ id: string }>(
      `SELECT id FROM "Organization" WHERE name = 'Nordic Demo Holding A/S'`,
    );
    app = await startAppServer((port) => ({
      DATABASE_URL: database,
      NEXTAUTH_URL: `http://127.0.0.1:${port}`,
      SINGLE_SIGN_ON_HTTP_ISSUERS: "true",
      EHS_DATA_DIR: "",
    }));
    origin = `http://127.0.0.1:${app.port}`;
    provider = await startOidcProvider([
      { ...CLIENT, redirect_uris: [`${origin}/api/auth/callback/${providerId()}`] },
      // another app at the same provider, whose tokens must not open ours
      {
        client_id: "another-app",
        client_secret: "another-secret-0123456789abcdef",
        redirect_uris: [`${origin}/other`],
      },
    ]);
    // the holding's manager sets the provider up through the API, as the holding's screen does
    const manager = await signInWithPassword("manager@demo.example");
    const saved = await manager.fetch(`${origin}/api/v1/organizations/${holding}/single-sign-on`, {
      method: "PUT",
      headers: manager.json,
      body: JSON.stringify({
        issuer: provider.issuer,
        clientId: CLIENT.client_id,
        clientSecret: CLIENT.client_secret,
        domains: ["demo.example"],
      }),
    });
    expect(saved.status).toBe(200);
  },
  25 * 60 * 1000,
);

afterAll(async () => {
  await provider?.stop();
  await app?.stop();
  await dropScratchDatabases();
});

beforeEach(() => provider.change({ unverified: [], codeSeconds: 60, audience: null }));

async function signInWithPassword(email: string) {
  const browser = new Browser();
  await browser.fetch(`${origin}/`);
  const xsrf = browser.cookies(origin).get("XSRF-TOKEN")!;
  const answer = await browser.fetch(`${origin}/api/v1/authentications`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-xsrf-token": xsrf },
    body: new URLSearchParams({ username: email, password: "Demo-password-1" }),
  });
  expect(answer.status).toBe(200);
  const token = browser.cookies(origin).get("XSRF-TOKEN")!;
  return Object.assign(browser, { json: { "content-type": "application/json", "x-xsrf-token": token } });
}

/** The whole way as `login` at the provider; answers the app's last answer and the browser. */
async function signInThroughProvider(login: string, returnTo = "/dashboard") {
  const browser = new Browser();
  const callback = await untilCallback(browser, origin, providerId(), login, returnTo);
  const answer = await browser.fetch(callback);
  return { browser, answer, location: answer.headers.get("location") ?? "" };
}

const sessionsOf = (email: string) =>
  query<{ id: string; expiresDate: Date }>(
    `SELECT s.id, s."expiresDate" FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE u.email = $1`,
    [email],
  );

const user = (browser: Browser) => browser.fetch(`${origin}/api/v1/user`);

describe("single sign-on through the holding's provider", () => {
  it("signs a member in: a session like a password's, the return address, the active organization, sign-out", async () => {
    const before = (await sessionsOf("editor@demo.example")).length;
    const { browser, answer, location } = await signInThroughProvider(
      "editor@demo.example",
      "/organization/members-roles-and-competences",
    );
    expect(answer.status).toBe(302);
    expect(location).toBe(`${origin}/organization/members-roles-and-competences`);
    const cookies = browser.cookies(origin);
    expect(cookies.get("active-organization-id")).toBe(holding);
    expect(cookies.get("XSRF-TOKEN")).toMatch(/^[0-9a-f]{32}$/);
    expect(cookies.has("ehs.device")).toBe(true);
    const profile = await user(browser);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { email: string }).email).toBe("editor@demo.example");

    // one more Session row, with the lifetime of any session (12 hours by default)
    const sessions = await sessionsOf("editor@demo.example");
    expect(sessions).toHaveLength(before + 1);
    const newest = sessions.sort((a, b) => +b.expiresDate - +a.expiresDate)[0];
    expect(+newest.expiresDate - Date.now()).toBeGreaterThan(11.9 * 60 * 60 * 1000);
    expect(+newest.expiresDate - Date.now()).toBeLessThanOrEqual(12 * 60 * 60 * 1000);
    const [entry] = await query<{ action: string }>(
      `SELECT action FROM "AuditEntry" WHERE "entityType" = 'session' AND "entityName" = 'editor@demo.example'
       ORDER BY "occurredAt" DESC LIMIT 1`,
    );
    expect(entry.action).toBe("SIGN_IN");

    // signing out ends it as it ends a password's session
    const out = await browser.fetch(`${origin}/api/v1/logout`, {
      method: "POST",
      headers: { "x-xsrf-token": cookies.get("XSRF-TOKEN")! },
    });
    expect(out.status).toBe(204);
    expect((await user(browser)).status).toBe(401);
    expect(await sessionsOf("editor@demo.example")).toHaveLength(before);
  }, 60_000);

  it("does not follow a return address that leaves the site", async () => {
    const { answer, location } = await signInThroughProvider("reader@demo.example", "https://evil.example/steal");
    expect(answer.status).toBe(302);
    expect(new URL(location).origin).toBe(origin);
  }, 60_000);

  it.each([
    ["an address the provider does not call verified", "editor@demo.example", "unverified_email"],
    ["an address of a domain the holding does not claim", "editor@elsewhere.example", "other_domain"],
    ["an address of the domain without an account", "stranger@demo.example", "not_member"],
    ["another tenant's member with an address of the domain", "other@demo.example", "not_member"],
    ["a maintainer, who signs in with a password and a second factor", "admin@demo.example", "maintainer"],
  ])(
    "refuses %s, without a session",
    async (_case, login, reason) => {
      if (reason === "unverified_email") await provider.change({ unverified: [login] });
      const before = (await sessionsOf(login)).length;
      const { browser, location } = await signInThroughProvider(login);
      expect(location).toBe(`/?sso_error=${reason}`);
      expect(browser.cookies(origin).has("ehs.session-token")).toBe(false);
      expect((await user(browser)).status).toBe(401);
      expect(await sessionsOf(login)).toHaveLength(before);
    },
    60_000,
  );

  it("refuses an ID token issued for another app, though the provider signed it", async () => {
    await provider.change({ audience: "another-app" });
    const { browser, location } = await signInThroughProvider("editor@demo.example");
    expect(location).toBe(`${origin}/api/auth/error?error=OAuthCallback`);
    expect(browser.cookies(origin).has("ehs.session-token")).toBe(false);
    // the error page is the sign-in page, which says it did not work
    const onward = await browser.fetch(`${origin}/api/auth/error?error=OAuthCallback`);
    expect(onward.headers.get("location")).toBe("/?error=OAuthCallback");
    expect(app.output()).toMatch(/unexpected "aud" value|aud mismatch|audience/i);
  }, 60_000);

  it("refuses an authorization code that expired before it came back", async () => {
    await provider.change({ codeSeconds: 1 });
    const browser = new Browser();
    const callback = await untilCallback(browser, origin, providerId(), "editor@demo.example");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const answer = await browser.fetch(callback);
    expect(answer.headers.get("location")).toBe(`${origin}/api/auth/error?error=OAuthCallback`);
    expect(browser.cookies(origin).has("ehs.session-token")).toBe(false);
  }, 60_000);

  it("refuses an authorization code used a second time", async () => {
    const browser = new Browser();
    const callback = await untilCallback(browser, origin, providerId(), "reader@demo.example");
    const replaying = browser.copy();
    expect((await browser.fetch(callback)).headers.get("location")).toBe(`${origin}/dashboard`);
    const before = (await sessionsOf("reader@demo.example")).length;
    const replay = await replaying.fetch(callback);
    expect(replay.headers.get("location")).toBe(`${origin}/api/auth/error?error=OAuthCallback`);
    expect(replaying.cookies(origin).has("ehs.session-token")).toBe(false);
    expect(await sessionsOf("reader@demo.example")).toHaveLength(before);
  }, 60_000);

  it("once the holding requires it, refuses its members a password but still lets them in through the provider", async () => {
    const manager = await signInWithPassword("manager@demo.example");
    const path = `${origin}/api/v1/organizations/${holding}/single-sign-on`;
    const current = (await (await manager.fetch(path)).json()) as Record<string, unknown>;
    const required = await manager.fetch(path, {
      method: "PUT",
      headers: manager.json,
      body: JSON.stringify({ ...current, required: true }),
    });
    expect(required.status).toBe(200);
    try {
      const browser = new Browser();
      await browser.fetch(`${origin}/`);
      const refused = await browser.fetch(`${origin}/api/v1/authentications`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-xsrf-token": browser.cookies(origin).get("XSRF-TOKEN")!,
        },
        body: new URLSearchParams({ username: "editor@demo.example", password: "Demo-password-1" }),
      });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("single_sign_on_required");
      const { browser: signedIn } = await signInThroughProvider("editor@demo.example");
      expect((await user(signedIn)).status).toBe(200);
    } finally {
      await manager.fetch(path, {
        method: "PUT",
        headers: manager.json,
        body: JSON.stringify({ ...current, required: false }),
      });
    }
  }, 60_000);
});
