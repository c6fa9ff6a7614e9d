// The production app server (scripts/server.mjs over a `next build`) in a child process, for the
// process tests that need real sockets: client addresses, schemes, a database that goes away.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

const root = path.join(__dirname, "../..");
const distDir = process.env.EHS_NEXT_DIST_DIR || ".next";

/** Builds the app once when there is no production build yet (npm test builds before the tests). */
export function ensureBuild() {
  if (fs.existsSync(path.join(root, distDir, "BUILD_ID"))) return;
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
    timeout: 20 * 60 * 1000,
  });
  if (result.status !== 0) throw new Error("next build failed");
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type AppServer = { port: number; output: () => string; stop: () => Promise<void> };

/** The secrets every started app gets unless the test gives its own. */
const TEST_SECRETS = {
  NEXTAUTH_SECRET: "process-test-secret-0123456789abcdef",
  ENCRYPTION_KEY: "cHJvY2Vzcy10ZXN0LWtleS0wMTIzNDU2Nzg5YWJjZGU",
};

/** Starts scripts/server.mjs with the given environment (or one made for its port) and resolves once it listens. */
export async function startAppServer(
  environment: Record<string, string> | ((port: number) => Record<string, string>),
): Promise<AppServer> {
  const port = await freePort();
  const env = typeof environment === "function" ? environment(port) : environment;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "scripts/server.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      ...TEST_SECRETS,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the app server did not start:\n${output}`)), 60_000);
    child.stdout!.on("data", () => {
      if (output.includes("[ehs] Ready on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`the app server exited with ${code}:\n${output}`)));
  });
  return {
    port,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One HTTP request from a chosen local address (the whole 127.0.0.0/8 is loopback). */
export function request(
  port: number,
  options: { method?: string; path: string; from?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path,
        localAddress: options.from ?? "127.0.0.1",
        headers: options.headers,
        agent: false,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

const XSRF = "process-test-anti-forgery-token";

/** A sign-in through the real server, with the double-submit anti-forgery pair. */
export function signInRequest(
  port: number,
  email: string,
  password: string,
  from: string,
  headers: Record<string, string> = {},
) {
  return request(port, {
    method: "POST",
    path: "/api/v1/authentications",
    from,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `XSRF-TOKEN=${XSRF}`,
      "x-xsrf-token": XSRF,
      ...headers,
    },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
}

/** Cookie header of a signed-in session plus the anti-forgery pair, for later requests. */
export function sessionHeaders(answer: Answer): Record<string, string> {
  const session = ([] as string[])
    .concat(answer.headers["set-cookie"] ?? [])
    .find((cookie) => cookie.startsWith("ehs.session-token="))!
    .split(";")[0];
  return { cookie: `${session}; XSRF-TOKEN=${XSRF}`, "x-xsrf-token": XSRF };
}
