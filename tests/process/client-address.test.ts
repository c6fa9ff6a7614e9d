// The per-address limits key on the client the server really saw: the socket's peer, or behind
// TRUSTED_PROXY_COUNT proxies the entry those proxies vouch for. Against the real app server from
// two loopback addresses (127.0.0.1 and 127.0.0.2).
import { SIGN_IN_LIMITS } from "@/lib/platform/auth/sign-in-limits";
import { ensureBuild, request, signInRequest, startAppServer, type AppServer } from "../support/app-server";
import { dropScratchDatabases, scratchDatabase } from "../support/scratch-database";

const PASSWORD = "Demo-password-1";
const WRONG = "Wrong-password-1";
async function appOn(trustedProxies: number): Promise<AppServer> {
  return startAppServer({
    DATABASE_URL: await scratchDatabase("client_address"),
    TRUSTED_PROXY_COUNT: String(trustedProxies),
    EHS_DATA_DIR: "",
  });
}

/** As many failed sign-ins as one client address may make, each against another account, each answered 401. */
async function failuresToTheAddressLimit(port: number, from: string, headersOf: (i: number) => Record<string, string>) {
  for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
    const answer = await signInRequest(port, `nobody${i}@demo.example`, WRONG, from, headersOf(i));
    expect(answer.status).toBe(401);
  }
}

beforeAll(() => ensureBuild(), 25 * 60 * 1000);

afterAll(() => dropScratchDatabases());

describe("without a trusted proxy (TRUSTED_PROXY_COUNT=0)", () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await appOn(0);
  }, 90_000);
  afterAll(() => app?.stop());

  it("a client cannot escape the limit with X-Forwarded-For or the internal header", async () => {
    await failuresToTheAddressLimit(app.port, "127.0.0.1", (i) => ({
      "x-forwarded-for": `203.0.113.${i}`,
      "x-ehs-client-address": `198.51.100.${i}`,
    }));
    const limited = await signInRequest(app.port, "editor@demo.example", PASSWORD, "127.0.0.1", {
      "x-forwarded-for": "203.0.113.200",
      "x-ehs-client-address": "198.51.100.200",
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  }, 60_000);

  it("one client's failures do not lock out another address", async () => {
    const answer = await signInRequest(app.port, "editor@demo.example", PASSWORD, "127.0.0.2");
    expect(answer.status).toBe(200);
  }, 30_000);

  it("API answers are not cacheable and plain HTTP gets cookies that are not Secure", async () => {
    const page = await request(app.port, { path: "/", from: "127.0.0.2", headers: { host: "192.168.1.20:3000" } });
    const xsrf = ([] as string[]).concat(page.headers["set-cookie"] ?? []).find((c) => c.startsWith("XSRF-TOKEN="));
    expect(xsrf).toBeDefined();
    expect(xsrf).not.toMatch(/Secure/i);
    const api = await request(app.port, { path: "/api/v1/user", from: "127.0.0.2" });
    expect(api.status).toBe(401);
    expect(api.headers["cache-control"]).toBe("no-store");
  }, 30_000);
});

describe("behind one trusted proxy (TRUSTED_PROXY_COUNT=1)", () => {
  let app: AppServer;
  beforeAll(async () => {
    app = await appOn(1);
  }, 90_000);
  afterAll(() => app?.stop());

  // the proxy (here: the test from 127.0.0.1) appends the address it was connected from
  const viaProxy = (client: string, claimed: string) => ({ "x-forwarded-for": `${claimed}, ${client}` });

  it("keys on the address the proxy appended, whatever the client put in front of it", async () => {
    await failuresToTheAddressLimit(app.port, "127.0.0.1", (i) => viaProxy("198.51.100.7", `203.0.113.${i}`));
    const limited = await signInRequest(
      app.port,
      "editor@demo.example",
      PASSWORD,
      "127.0.0.1",
      viaProxy("198.51.100.7", "203.0.113.200"),
    );
    expect(limited.status).toBe(429);
  }, 60_000);

  it("another client behind the same proxy, and a client from another address, still sign in", async () => {
    const sameProxy = await signInRequest(app.port, "editor@demo.example", PASSWORD, "127.0.0.1", {
      "x-forwarded-for": "198.51.100.8",
    });
    expect(sameProxy.status).toBe(200);
    const direct = await signInRequest(app.port, "reader@demo.example", PASSWORD, "127.0.0.2");
    expect(direct.status).toBe(200);
  }, 30_000);

  it("believes the proxy's X-Forwarded-Proto: HTTPS cookies are Secure and __Host- prefixed", async () => {
    const page = await request(app.port, {
      path: "/",
      from: "127.0.0.1",
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.9" },
    });
    const cookies = ([] as string[]).concat(page.headers["set-cookie"] ?? []);
    expect(cookies.find((c) => c.startsWith("__Host-XSRF-TOKEN="))).toMatch(/; Secure/);
  }, 30_000);
});
