// Secure cookies follow the request's scheme, the anti-forgery cookie is `__Host-` over HTTPS, and
// no API answer may be cached.
import { CLIENT_SCHEME_HEADER } from "@/lib/platform/http/client-ip";
import { as, call, DEMO_PASSWORD } from "../../support/api";
import { demo } from "../../support/demo";

const TOKEN = "0123456789abcdef0123456789abcdef";
const signInOver = (scheme: "http" | "https", cookie: string, headers: Record<string, string> = {}) =>
  call("POST", `${scheme}://app.example/api/v1/authentications`, {
    form: { username: "reader@demo.example", password: DEMO_PASSWORD },
    csrf: false,
    cookie,
    headers: { host: "app.example", "x-xsrf-token": TOKEN, ...headers },
  });
const named = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`));

describe("cookies", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("over HTTPS: the session cookie is Secure and the anti-forgery cookie is renewed as __Host-XSRF-TOKEN", async () => {
    const answer = await signInOver("https", `__Host-XSRF-TOKEN=${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(named(answer.cookies, "ehs.session-token")).toMatch(/; Secure/);
    const csrf = named(answer.cookies, "__Host-XSRF-TOKEN")!;
    expect(csrf).toMatch(/; Path=\/; .*Secure/);
    expect(csrf).not.toMatch(/Domain=/i);
    expect(csrf.split(";")[0]).not.toBe(`__Host-XSRF-TOKEN=${TOKEN}`);
  });

  it("over HTTPS a plain XSRF-TOKEN cookie (which a sibling site could plant) is not accepted", async () => {
    const answer = await signInOver("https", `XSRF-TOKEN=${TOKEN}`);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("csrf_token_invalid");
  });

  it("the app server's word on the scheme counts, not the URL: HTTPS behind a trusted proxy", async () => {
    const answer = await signInOver("http", `__Host-XSRF-TOKEN=${TOKEN}`, { [CLIENT_SCHEME_HEADER]: "https" });
    expect(answer.status).toBe(200);
    expect(named(answer.cookies, "ehs.session-token")).toMatch(/; Secure/);
  });

  it("over plain HTTP (the machine's address on the network) nothing is Secure, so sign-in works", async () => {
    process.env.APP_URL = "https://ehs.example";
    const answer = await signInOver("http", `XSRF-TOKEN=${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(named(answer.cookies, "ehs.session-token")).not.toMatch(/Secure/);
    expect(named(answer.cookies, "XSRF-TOKEN")).not.toMatch(/Secure/);
  });

  it("Secure for the host of an https APP_URL even when the proxy's scheme is not trusted", async () => {
    process.env.APP_URL = "https://app.example";
    const answer = await signInOver("http", `__Host-XSRF-TOKEN=${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(named(answer.cookies, "ehs.session-token")).toMatch(/; Secure/);
  });

  it("says what is wrong when the cookie cannot come back: Secure cookies on a plain-HTTP page", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    process.env.APP_URL = "https://app.example";
    const answer = await signInOver("http", "");
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("csrf_cookie_blocked");
    expect(answer.body.error.message).toContain("open it at https://app.example");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("open it at https://app.example"));
    warn.mockRestore();
  });
});

describe("Cache-Control", () => {
  it("is no-store on API answers: success, client error and the kit's own refusals", async () => {
    const reader = await as("reader@demo.example");
    const holding = await demo.holding();
    const answers = [
      await reader.get(`/api/v1/organizations/${holding}/members`),
      await reader.get("/api/v1/user"),
      await reader.get(`/api/v1/organizations/${holding}/members/not-a-uuid`),
      await call("GET", "/api/v1/user"),
      await reader.post("/api/v1/logout", { csrf: "wrong" }),
      await call("GET", "/api/v1/no-such-thing"),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 404, 401, 403, 404]);
    for (const answer of answers) expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});
