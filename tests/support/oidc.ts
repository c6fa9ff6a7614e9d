// The single sign-on tests' side: the OpenID Connect provider (tests/support/oidc-provider.mjs) as a
// child process, and a small browser that walks a sign-in through the app, the provider's own login
// page and back, keeping each site's cookies as a browser would.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "./app-server";

export type OidcClient = { client_id: string; client_secret: string; redirect_uris: string[] };
type OidcSettings = { unverified?: string[]; codeSeconds?: number; audience?: string | null };

export type OidcProvider = {
  issuer: string;
  change(settings: OidcSettings): Promise<void>;
  stop(): Promise<void>;
};

export async function startOidcProvider(clients: OidcClient[]): Promise<OidcProvider> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, "oidc-provider.mjs")], {
    env: { ...process.env, NODE_ENV: "test", OIDC_PORT: String(port), OIDC_CLIENTS: JSON.stringify(clients) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (chunk) => (output += chunk));
  const issuer = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /oidc-provider listening (\S+)/.exec(String(chunk));
      if (match) resolve(match[1]);
    });
    child.on("exit", (code) => reject(new Error(`the OpenID Connect provider exited with ${code}:\n${output}`)));
  });
  return {
    issuer,
    async change(settings) {
      const answer = await fetch(`${issuer}/test/settings`, { method: "POST", body: JSON.stringify(settings) });
      if (answer.status !== 204) throw new Error(`provider settings: ${answer.status}`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** Cookies per origin, sent back to the origin that set them (enough for two local servers). */
export class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  cookies(origin: string): Map<string, string> {
    if (!this.jars.has(origin)) this.jars.set(origin, new Map());
    return this.jars.get(origin)!;
  }

  cookieHeader(origin: string) {
    return [...this.cookies(origin)].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** One request, no redirects followed; its Set-Cookie lines are kept (or forgotten when expired). */
  async fetch(url: string, init: RequestInit = {}) {
    const { origin } = new URL(url);
    const headers = new Headers(init.headers);
    if (this.cookies(origin).size) headers.set("cookie", this.cookieHeader(origin));
    const answer = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of answer.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const expired = attributes.some(
        (part) => /^\s*max-age=0\s*$/i.test(part) || /expires=thu, 01 jan 1970/i.test(part),
      );
      if (expired) this.cookies(origin).delete(name);
      else this.cookies(origin).set(name, pair.slice(pair.indexOf("=") + 1));
    }
    return answer;
  }

  copy(): Browser {
    const twin = new Browser();
    for (const [origin, jar] of this.jars) twin.jars.set(origin, new Map(jar));
    return twin;
  }
}

/**
 * From the app's sign-in (as the sign-in page starts it) through the provider's login page, typed
 * in with `login`, to the provider's way back: answers the app's callback address, not yet
 * followed, so a test can wait or keep a copy of the browser first.
 */
export async function untilCallback(
  browser: Browser,
  app: string,
  provider: string,
  login: string,
  returnTo = "/dashboard",
) {
  const { csrfToken } = (await (await browser.fetch(`${app}/api/auth/csrf`)).json()) as { csrfToken: string };
  const start = await browser.fetch(`${app}/api/auth/signin/${provider}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: returnTo, json: "true" }),
  });
  if (start.status !== 200) throw new Error(`sign-in start answered ${start.status}`);
  let next = ((await start.json()) as { url: string }).url;
  for (let step = 0; step < 10; step++) {
    if (next.startsWith(`${app}/api/auth/callback/`)) return next;
    const answer = await browser.fetch(next);
    if (answer.status >= 300 && answer.status < 400) {
      next = new URL(answer.headers.get("location")!, next).toString();
      continue;
    }
    // the provider's login page: its form, filled in
    const action = /<form[^>]*action="([^"]+)"/.exec(await answer.text())?.[1];
    if (answer.status !== 200 || !action) throw new Error(`unexpected answer ${answer.status} from ${next}`);
    const submitted = await browser.fetch(new URL(action.replace(/&amp;/g, "&"), next).toString(), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ prompt: "login", login, password: "any" }),
    });
    next = new URL(submitted.headers.get("location")!, next).toString();
  }
  throw new Error("the provider never sent the browser back");
}
