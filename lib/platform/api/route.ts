// THE route kit. A route file declares the operation it performs (a module's access.ts); the kit
// does the session, the anti-forgery check, the permission and feature-access check, snake_case in,
// zod validation, camelCase JSON out and the error shape. Every handler it returns carries its
// metadata (`routeInfo`), which the isolation matrix in tests/api and the OpenAPI document read.
import type { z } from "zod";
import { openUnder, requirementOf, type Operation, type UserOperation } from "@/lib/platform/auth/access";
import { mintOrgContext, type OrgContext } from "@/lib/platform/auth/org-context";
import { isUuid } from "@/lib/platform/auth/uuid";
import { satisfies } from "@/lib/platform/auth/scopes";
import { sessionUserFromCookieHeader } from "@/lib/platform/auth/session";
import type { SessionUser } from "@/lib/platform/auth/types";
import { csrfFailure, noStore } from "./answers";
import { passesCsrfCheck } from "./csrf";
import { forbidden, notFound, notUnderLimitedAccess, toErrorResponse, unauthorized } from "./errors";
import { organizationIdOf, orgSourceInfo, type OrgSource, type OrgSourceInfo } from "./org-source";
import { readBody } from "./request";
import { uniqueViolation } from "./unique-violation";
import type { AnswerOf, ResponseSpec } from "./response";
import { parseOrThrow } from "./validation";
import "./validation-language";
import { camelizeKeys, queryToObject, toJson } from "./wire";

type NextContext = { params: Promise<Record<string, string | string[]>> };
type Handler = (request: Request, context: NextContext) => Promise<Response>;

/** What the kit knows of a handler it made. */
export type RouteInfo = (
  | { kind: "public"; status: number }
  | { kind: "user"; access: UserOperation; status: number }
  | {
      kind: "org";
      access: Operation;
      /** The path parameter naming the organization; undefined when it comes from elsewhere (`orgFrom`). */
      orgParam: string | undefined;
      orgFrom: OrgSourceInfo;
      status: number;
    }
) & {
  /** The schemas the kit validates with and the answer it declares (the OpenAPI document reads them). */
  schemas: Pick<Schemas<z.ZodType, z.ZodType, ResponseSpec>, "query" | "body" | "maxBodyBytes" | "response" | "upload">;
};

const ROUTE_INFO = Symbol.for("ehs.route-info");
type KitHandler = Handler & { readonly [ROUTE_INFO]: RouteInfo };

/** The metadata of a handler made by the kit; undefined for any other function. */
export function routeInfo(handler: unknown): RouteInfo | undefined {
  return typeof handler === "function" ? (handler as Partial<KitHandler>)[ROUTE_INFO] : undefined;
}

function withInfo(handler: Handler, info: RouteInfo): KitHandler {
  return Object.assign(handler, { [ROUTE_INFO]: info });
}

/** Path parameters that hold ids: `id` and `…Id`. */
export const isIdParam = (name: string) => /^(id|.+Id)$/.test(name);

type Schemas<Q extends z.ZodType, B extends z.ZodType, S extends ResponseSpec | undefined> = {
  query?: Q;
  body?: B;
  /** Largest accepted body in bytes (default 1 MB). */
  maxBodyBytes?: number;
  /** Status of a successful answer with a body (default 200); 204 for a route that answers no body. */
  status?: number;
  /**
   * What a successful answer carries (response.ts): the zod schema of its JSON, whose output type the
   * handler must return (or a Response it builds, such as a list's CSV), or a file answer. Every
   * route that answers a body declares it; the OpenAPI document shows it.
   */
  response?: S;
  /** The handler reads a multipart upload (`readUpload`: `file` and text fields); the document shows the form. */
  upload?: true;
};

type Input<Q extends z.ZodType, B extends z.ZodType> = {
  request: Request;
  params: Record<string, string>;
  query: z.output<Q>;
  body: z.output<B>;
};

type Spec = ResponseSpec | undefined;
type PublicOptions<Q extends z.ZodType, B extends z.ZodType, S extends Spec> = Schemas<Q, B, S> & { auth: "public" };
type UserOptions<Q extends z.ZodType, B extends z.ZodType, S extends Spec> = Schemas<Q, B, S> & {
  auth?: "user";
  /** The operation: a system scope at most, since no organization is named. */
  access: UserOperation;
};
type OrgOptions<Q extends z.ZodType, B extends z.ZodType, S extends Spec> = Schemas<Q, B, S> & {
  /** The operation, from the module's access.ts: its organization scope and LIMITED availability. */
  access: Operation;
  /** The path parameter holding the organization id (default "orgId"). */
  orgParam?: string;
  /** Where else the organization comes from (org-source.ts): the query, the body or the record. */
  org?: OrgSource;
};

/** Path parameters; an id parameter (`id`, `…Id`) that is not a UUID cannot name anything: 404. */
async function flatParams(context: NextContext): Promise<Record<string, string>> {
  const raw = (await context?.params) ?? {};
  const params = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value.join("/") : value]),
  );
  for (const [key, value] of Object.entries(params)) {
    if (isIdParam(key) && !isUuid(value)) throw notFound();
  }
  return params;
}

function toResponse(result: unknown, status: number): Response {
  if (result instanceof Response) return result;
  if (result === undefined) return new Response(null, { status: 204 });
  return new Response(toJson(result), { status, headers: { "content-type": "application/json; charset=utf-8" } });
}

type RawInput = { params: Record<string, string>; query: Record<string, unknown>; body: unknown };

/** The request's parameters, query and body as plain camelCase values, before validation. */
async function readRaw(request: Request, context: NextContext, options: Schemas<z.ZodType, z.ZodType, Spec>) {
  const params = await flatParams(context);
  const query = queryToObject(new URL(request.url).searchParams);
  const body = options.body ? camelizeKeys(await readBody(request, options.maxBodyBytes)) : undefined;
  return { params, query, body } satisfies RawInput;
}

/** The input checked against the route's schemas; field errors in `language` (the signed-in person's). */
function validate<Q extends z.ZodType, B extends z.ZodType>(
  request: Request,
  raw: RawInput,
  options: Schemas<Q, B, Spec>,
  language?: string,
): Input<Q, B> {
  const query = options.query ? parseOrThrow(options.query, raw.query, "query", language) : undefined;
  const body = options.body ? parseOrThrow(options.body, raw.body, "body", language) : undefined;
  return { request, params: raw.params, query, body } as Input<Q, B>;
}

async function readInput<Q extends z.ZodType, B extends z.ZodType>(
  request: Request,
  context: NextContext,
  options: Schemas<Q, B, Spec>,
  language?: string,
): Promise<Input<Q, B>> {
  return validate(request, await readRaw(request, context, options), options, language);
}

function wrap(run: (request: Request, context: NextContext) => Promise<Response>): Handler {
  return async (request, context) => {
    try {
      if (!passesCsrfCheck(request)) throw csrfFailure(request);
      return noStore(await run(request, context));
    } catch (error) {
      return noStore(toErrorResponse(mapKnownErrors(error)));
    }
  };
}

/** Prisma's "record not found" and unique violations have a meaning for the client. */
export function mapKnownErrors(error: unknown): unknown {
  const code = (error as { code?: string })?.code;
  if (code === "P2025") return notFound();
  if (code === "P2002") return uniqueViolation((error as { meta?: Record<string, unknown> }).meta);
  return error;
}

async function requireUser(request: Request): Promise<SessionUser> {
  const user = await sessionUserFromCookieHeader(request.headers.get("cookie"));
  if (!user) throw unauthorized();
  return user;
}

/** A route open to anyone (still anti-forgery checked when it changes state). */
export function publicRoute<Q extends z.ZodType, B extends z.ZodType, S extends Spec = undefined>(
  options: Omit<PublicOptions<Q, B, S>, "auth">,
  handler: (input: Input<Q, B>) => Promise<AnswerOf<S>> | AnswerOf<S>,
): KitHandler {
  const status = options.status ?? 200;
  return withInfo(
    wrap(async (request, context) => toResponse(await handler(await readInput(request, context, options)), status)),
    { kind: "public", status, schemas: options },
  );
}

/** A route for any signed-in user, optionally needing a system scope. */
export function userRoute<Q extends z.ZodType, B extends z.ZodType, S extends Spec = undefined>(
  options: Omit<UserOptions<Q, B, S>, "auth">,
  handler: (input: Input<Q, B> & { user: SessionUser }) => Promise<AnswerOf<S>> | AnswerOf<S>,
): KitHandler {
  const status = options.status ?? 200;
  return withInfo(
    wrap(async (request, context) => {
      const user = await requireUser(request);
      if (!satisfies({ org: new Set(), system: user.systemScopes }, requirementOf(options.access))) throw forbidden();
      const input = await readInput(request, context, options, user.language);
      return toResponse(await handler({ ...input, user }), status);
    }),
    { kind: "user", access: options.access, status, schemas: options },
  );
}

/**
 * A route on one organization's data: a foreign or unknown organization is 404; in one's own
 * organization a missing scope is 403, and so is an operation that the organization's LIMITED
 * feature access does not include.
 */
export function orgRoute<Q extends z.ZodType, B extends z.ZodType, S extends Spec = undefined>(
  options: OrgOptions<Q, B, S>,
  handler: (input: Input<Q, B> & { user: SessionUser; org: OrgContext }) => Promise<AnswerOf<S>> | AnswerOf<S>,
): KitHandler {
  const status = options.status ?? 200;
  const source: OrgSource = options.org ?? { in: "path", param: options.orgParam ?? "orgId" };
  return withInfo(
    wrap(async (request, context) => {
      const user = await requireUser(request);
      // a path parameter names the organization before anything is read; the query, the body and
      // the record are read first, and checked only once the organization is known to be reached
      const raw =
        source.in === "path" || source.in === "record"
          ? { params: await flatParams(context), query: {}, body: undefined }
          : await readRaw(request, context, options);
      const org = await mintOrgContext(user, await organizationIdOf(source, raw));
      if (!org) throw notFound("Organization not found");
      if (!satisfies(org.grants, requirementOf(options.access))) throw forbidden();
      if (!openUnder(options.access, org.grants, org.featureAccess)) throw notUnderLimitedAccess();
      const input =
        source.in === "path" || source.in === "record"
          ? await readInput(request, context, options, user.language)
          : validate(request, raw, options, user.language);
      return toResponse(await handler({ ...input, user, org }), status);
    }),
    {
      kind: "org",
      access: options.access,
      orgParam: source.in === "path" ? source.param : undefined,
      orgFrom: orgSourceInfo(source),
      status,
      schemas: options,
    },
  );
}
