// Calls the app's route handlers in-process, the way Next would: a URL is matched against the
// app folder's route files, so tests read like HTTP and reach the catch-all 404 route too.
import fs from "node:fs";
import path from "node:path";
import { generate } from "otplib";
import { acceptedStepAfter, codeOfStep, currentStep, nextAcceptedStep } from "./totp-steps";
import { jobsQueuedInThisProcess } from "@/lib/platform/jobs/queued";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type RouteModule = Partial<
  Record<
    Method,
    (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>
  >
>;

const appRoot = path.join(__dirname, "../../app");
const XSRF = "test-xsrf-token-0123456789abcdef";

/**
 * After a request that queued a job, run every job that is due, as an idle worker would
 * (tests/support/jobs.ts). The queue's code loads only then, so other tests do not pay for it.
 */
let queuedAtLastRun = 0;
async function runJobsQueuedByRequest() {
  const queued = jobsQueuedInThisProcess();
  if (queued === queuedAtLastRun) return;
  queuedAtLastRun = queued;
  const { runQueuedJobs } = await import("./jobs");
  await runQueuedJobs();
}

type RouteFile = { segments: string[]; file: string };

function collectRoutes(dir: string, segments: string[] = []): RouteFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return collectRoutes(path.join(dir, entry.name), [...segments, entry.name]);
    return entry.name === "route.ts" ? [{ segments, file: path.join(dir, entry.name) }] : [];
  });
}

const routes = collectRoutes(appRoot);

function match(pathname: string): { file: string; params: Record<string, string | string[]> } | null {
  const parts = pathname.split("/").filter(Boolean);
  let best: { file: string; params: Record<string, string | string[]>; score: number } | null = null;
  for (const route of routes) {
    const params: Record<string, string | string[]> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < route.segments.length && ok; i++) {
      const segment = route.segments[i];
      const catchAll = /^\[\.\.\.(.+)\]$/.exec(segment);
      const dynamic = /^\[(.+)\]$/.exec(segment);
      if (catchAll) {
        params[catchAll[1]] = parts.slice(i);
        ok = parts.length > i;
        i = route.segments.length;
        score -= 100;
      } else if (i >= parts.length) ok = false;
      else if (dynamic) params[dynamic[1]] = decodeURIComponent(parts[i]);
      else if (segment === parts[i]) score += 1;
      else ok = false;
    }
    const exactLength = route.segments.some((s) => s.startsWith("[...")) || route.segments.length === parts.length;
    if (ok && exactLength && (!best || score > best.score)) best = { file: route.file, params, score };
  }
  return best;
}

export type CallOptions = {
  body?: unknown;
  form?: Record<string, string>;
  raw?: { body: BodyInit; contentType?: string };
  /** The answer's body as bytes (a PDF, a sheet), not as text or JSON. */
  bytes?: boolean;
  cookie?: string;
  /**
   * Send the anti-forgery cookie and header (default true); "wrong" sends a mismatching header,
   * "header-only" and "cookie-only" leave out the other half.
   */
  csrf?: boolean | "wrong" | "header-only" | "cookie-only";
  headers?: Record<string, string>;
  /** Run the jobs the request queued before answering (default true), as an idle worker would. */
  runJobs?: boolean;
};

// An answer is whatever the API sent; tests assert on its shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiAnswer<T = any> = { status: number; body: T; headers: Headers; cookies: string[] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(method: Method, url: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const target = new URL(url, "http://localhost");
  const found = match(target.pathname);
  if (!found) throw new Error(`No route file for ${url}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const routeModule: RouteModule = require(found.file);
  const handler = routeModule[method];
  if (!handler) return { status: 405, body: null as T, headers: new Headers(), cookies: [] };

  const headers = new Headers(options.headers);
  const csrf = options.csrf ?? true;
  const cookies = [options.cookie, csrf && csrf !== "header-only" ? `XSRF-TOKEN=${XSRF}` : undefined].filter(Boolean);
  if (cookies.length) headers.set("cookie", cookies.join("; "));
  if (csrf && csrf !== "cookie-only") headers.set("x-xsrf-token", csrf === "wrong" ? `${XSRF}-wrong` : XSRF);
  let body: BodyInit | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers.set("content-type", "application/x-www-form-urlencoded");
  } else if (options.raw) {
    body = options.raw.body;
    if (options.raw.contentType) headers.set("content-type", options.raw.contentType);
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const response = await handler(new Request(target, { method, headers, body }), {
    params: Promise.resolve(found.params),
  });
  if (options.bytes) {
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      body: bytes as T,
      headers: response.headers,
      cookies: response.headers.getSetCookie(),
    };
  }
  const text = await response.text();
  if (options.runJobs ?? true) await runJobsQueuedByRequest();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return {
    status: response.status,
    body: parsed as T,
    headers: response.headers,
    cookies: response.headers.getSetCookie(),
  };
}

export const DEMO_PASSWORD = "Demo-password-1";

const sessionCookieOf = (answer: ApiAnswer) =>
  answer.cookies.find((c) => c.startsWith("ehs.session-token="))!.split(";")[0];

/**
 * The second factors of this test file's accounts (each file has a database of its own): the
 * secret and the recovery codes not used yet. A maintainer enrols at the first sign-in.
 */
const secondFactors = new Map<string, { secret: string; recoveryCodes: string[]; lastStep: number }>();

export const rememberSecondFactor = (email: string, secret: string, recoveryCodes: string[]) =>
  secondFactors.set(email, { secret, recoveryCodes: [...recoveryCodes], lastStep: currentStep() });

/**
 * A code the app would accept now: a recovery code while there are any (they need no waiting), then
 * the app's code of a step not used yet, waiting for it when this file used up the next one.
 */
async function nextCodeOf(email: string): Promise<string> {
  const known = secondFactors.get(email);
  if (!known) throw new Error(`${email} has a second factor this test file did not set up`);
  const recovery = known.recoveryCodes.shift();
  if (recovery) return recovery;
  known.lastStep = acceptedStepAfter(known.lastStep) ?? (await nextAcceptedStep(known.lastStep));
  return codeOfStep(known.secret, known.lastStep);
}

/** The second step of signing in: setting up the app (a maintainer's first sign-in) or a code. */
async function secondStep(email: string, password: ApiAnswer, headers: Record<string, string>) {
  const cookie = password.cookies.find((c) => c.startsWith("ehs.second-factor="))!.split(";")[0];
  const step = (code: string) =>
    call("POST", "/api/v1/authentications/second-factor", { body: { code }, cookie, headers });
  if ((password.body as { secondFactor: string }).secondFactor === "enrol") {
    const enrolment = await call("POST", "/api/v1/authentications/second-factor/enrolment", { cookie, headers });
    const secret = (enrolment.body as { secret: string }).secret;
    const answer = await step(await generate({ secret }));
    rememberSecondFactor(email, secret, (answer.body as { recoveryCodes: string[] }).recoveryCodes);
    return answer;
  }
  return step(await nextCodeOf(email));
}

/** Signs in through the real endpoints (the second factor too) and returns the session cookie ("name=value"). */
export async function signIn(email: string, password = DEMO_PASSWORD, ip = "203.0.113.10"): Promise<string> {
  // the client's address as the app server (scripts/server.mjs) hands it to the app
  const headers = { "x-ehs-client-address": ip };
  let answer = await call("POST", "/api/v1/authentications", { form: { username: email, password }, headers });
  if (answer.status === 202) answer = await secondStep(email, answer, headers);
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed with ${answer.status}`);
  return sessionCookieOf(answer);
}

/** A signed-in caller: `as.get(url)` etc. with the session and anti-forgery cookies. */
export async function as(email: string) {
  const cookie = await signIn(email);
  const bound =
    (method: Method) =>
    (url: string, options: Omit<CallOptions, "cookie"> = {}) =>
      call(method, url, { ...options, cookie });
  return {
    email,
    cookie,
    get: bound("GET"),
    post: bound("POST"),
    put: bound("PUT"),
    patch: bound("PATCH"),
    delete: bound("DELETE"),
  };
}
