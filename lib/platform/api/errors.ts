// The error shape of every /api/v1 answer: { error: { code, message, fields? } }.
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./database-unavailable";

export type FieldErrors = Record<string, string>;

// Next bundles server code per entry: the database layer of a page may throw the ApiError of another
// bundle's copy of this file. The brand lets `instanceof` recognise every copy.
const BRAND = Symbol.for("ehs.api-error");

export class ApiError extends Error {
  readonly [BRAND] = true;

  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && BRAND in value;
  }

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  /** With a duplicate: the record that already exists, so that the person can open it instead. */
  existing?: { id: string; name: string };
}

export const badRequest = (code: string, message: string, fields?: FieldErrors) =>
  new ApiError(400, code, message, fields);
export const unauthorized = (message = "Sign in to continue") => new ApiError(401, "unauthenticated", message);
export const forbidden = (message = "You do not have permission to do this") => new ApiError(403, "forbidden", message);
export const notUnderLimitedAccess = (message = "This is not part of the organization's feature access") =>
  new ApiError(403, "feature_not_available", message);
export const notFound = (message = "Not found") => new ApiError(404, "not_found", message);
export const conflict = (message = "Someone else changed this in the meantime; reload and try again") =>
  new ApiError(409, "stale_update", message);
/** A value that must be unique is taken: told apart from a stale update, with the fields that clash. */
export const duplicate = (fields: FieldErrors, message = "Something with these values already exists") =>
  new ApiError(409, "duplicate", message, Object.keys(fields).length ? fields : undefined);
/** A second record of what the organization may hold once, naming the one it holds. */
export function duplicateOf(existing: { id: string; name: string }, fields: FieldErrors, message: string) {
  const error = duplicate(fields, message);
  error.existing = existing;
  return error;
}
/** A restore refused while what the record belongs to (`field` names it) is still archived. */
export const parentArchived = (field: string, message: string) =>
  new ApiError(409, "parent_archived", message, { [field]: "archived" });
export const validationFailed = (fields: FieldErrors, message = "Some fields are not valid") =>
  new ApiError(422, "validation_failed", message, fields);
export const tooManyRequests = (retryAfterSeconds: number, message = "Too many attempts; try again later") =>
  new ApiError(429, "rate_limited", message, undefined, {
    "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** 503 while PostgreSQL cannot be reached; the client may retry after a few seconds. */
const databaseUnavailable = () =>
  new ApiError(
    503,
    "database_unavailable",
    "The database cannot be reached right now; try again in a moment",
    undefined,
    {
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    },
  );

function errorBody(error: ApiError) {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.existing ? { existing: error.existing } : {}),
    },
  };
}

export function errorResponse(error: ApiError): Response {
  return Response.json(errorBody(error), {
    status: error.status,
    headers: { "cache-control": "no-store", ...error.headers },
  });
}

/**
 * Anything that is not an ApiError is logged and answered with a 500 that says nothing about the
 * inside, except a database that cannot be reached: 503 with Retry-After.
 */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return errorResponse(error);
  if (isDatabaseUnavailable(error)) {
    const reason = String((error as Error).message ?? error)
      .split("\n")
      .find((line) => line.trim());
    console.error(`[api] the database cannot be reached: ${reason?.trim()}`);
    return errorResponse(databaseUnavailable());
  }
  console.error("[api] unexpected error", error);
  return errorResponse(new ApiError(500, "internal_error", "Something went wrong on our side"));
}
