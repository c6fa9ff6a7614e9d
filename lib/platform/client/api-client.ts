// THE client helper for /api/v1: anti-forgery header, snake_case bodies,
// 401 → sign in again, 403 → forbidden toast, 503 → "briefly unavailable" toast, other failures →
// generic toast (and a report in production), Content-Language → language switch, and the loading bar.
import { camelToSnake } from "@/lib/platform/api/wire";
import { languageOf } from "@/lib/platform/i18n/config";
import { antiForgeryToken } from "./browser-cookies";
import { emit } from "./events";

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** With a duplicate: the record that already exists. */
    readonly existing?: { id: string; name: string },
  ) {
    super(message);
  }
}

/** Answers the caller handles itself: field errors in forms, stale updates, rate limits. */
const HANDLED_BY_CALLER = new Set([409, 422, 429]);

/** The other refusals, told in the person's language rather than in the server's English text. */
const REFUSAL_WORDING: Record<number, string> = {
  400: "_global.error.badRequest",
  404: "_global.error.notFound",
  413: "_global.error.tooLarge",
  415: "_global.error.unsupported",
  500: "_global.error.unknown",
};

function snakeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeys);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [camelToSnake(key), snakeKeys(inner)]));
  }
  return value;
}

export type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Don't toast; the caller shows the error. */
  quiet?: boolean;
};

function buildUrl(path: string, query: ApiOptions["query"]) {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== "") url.searchParams.set(camelToSnake(key), String(value));
  }
  return url.toString();
}

function encodeBody(body: unknown): { body?: BodyInit; type?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData || body instanceof URLSearchParams) return { body };
  return { body: JSON.stringify(snakeKeys(body)), type: "application/json" };
}

function reportError(message: string, status?: number) {
  if (process.env.NODE_ENV !== "production") return;
  void fetch("/api/v1/errors", {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": antiForgeryToken() },
    body: JSON.stringify({ message, status, url: window.location.href }),
  }).catch(() => {});
}

function followLanguage(response: Response) {
  const language = response.headers.get("content-language");
  // the page's lang is the formatting locale ("en-GB"); the server names the language ("en")
  if (language && language !== languageOf(document.documentElement.lang)) emit("language-changed", language);
}

async function handleFailure(response: Response, options: ApiOptions): Promise<never> {
  const payload = await response.json().catch(() => null);
  const error = new ApiClientError(
    response.status,
    payload?.error?.code ?? "unknown",
    payload?.error?.message ?? response.statusText,
    payload?.error?.fields,
    payload?.error?.existing,
  );
  if (response.status === 401 && window.location.pathname !== "/") {
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.replace(`/?return_url=${encodeURIComponent(here)}`);
  } else if (response.status === 403 && !options.quiet) {
    emit("toast", { severity: "error", detailKey: "_global.error.forbidden" });
  } else if (response.status === 503 && !options.quiet) {
    // the database or file storage is away for a moment: nothing to report, say so in the person's language
    emit("toast", { severity: "error", detailKey: "_global.error.unavailable" });
  } else if (!HANDLED_BY_CALLER.has(response.status) && response.status !== 401 && !options.quiet) {
    const wording = REFUSAL_WORDING[response.status];
    emit("toast", wording ? { severity: "error", detailKey: wording } : { severity: "error", detail: error.message });
    reportError(error.message, response.status);
  }
  throw error;
}

export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const { body, type } = encodeBody(options.body);
  const headers: Record<string, string> = { accept: "application/json" };
  if (type) headers["content-type"] = type;
  if (method !== "GET") headers["x-xsrf-token"] = antiForgeryToken();
  emit("request-start", undefined);
  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), { method, headers, body, credentials: "same-origin" });
    } catch (cause) {
      if (!options.quiet) emit("toast", { severity: "error", detailKey: "_global.error.network" });
      reportError(String(cause));
      throw new ApiClientError(0, "network", String(cause));
    }
    followLanguage(response);
    if (!response.ok) return await handleFailure(response, options);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  } finally {
    emit("request-end", undefined);
  }
}
