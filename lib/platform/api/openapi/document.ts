// The OpenAPI 3.1 document of /api/v1, built from the route kit's own metadata (the zod schemas each
// route validates with, its operation with scopes and LIMITED, its organization parameter, its
// success status) and from what scripts/openapi.mjs derives from the route files (the summary, and
// the answer's shape from the handler's return type, i.e. the module's DTO types). Nothing here is
// written by hand per route, so the document cannot drift from what the routes do.
import { z } from "zod";
import derivedJson from "./derived.json";
import { routeInfo, isIdParam, type RouteInfo } from "@/lib/platform/api/route";
import { camelToSnake } from "@/lib/platform/api/wire";
import { ORGANIZATION_FIELD, type OrgSourceInfo } from "@/lib/platform/api/org-source";
import { MAX_JSON_DEPTH } from "@/lib/platform/api/input-limits";
import { MEDIA_TYPES } from "@/lib/platform/lists/export/format";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof HTTP_METHODS)[number];

/** A route file: its path under /api/v1 in Next's folder form (`organizations/[orgId]/members`) and its exports. */
export type RouteModule = { folder: string; exports: Partial<Record<Method, unknown>> };

type JsonSchema = Record<string, unknown>;

/** What scripts/openapi.mjs read from a method: its answer (JSON Schema, "none" for 204, null for a Response it builds). */
type Derived = { answer: JsonSchema | "none" | null; upload?: boolean; download?: boolean };
const derived = derivedJson as unknown as Record<
  string,
  { summary: string; methods: Partial<Record<Method, Derived>> }
>;

/** `organizations/[orgId]/members` → `/organizations/{orgId}/members`. */
export const openApiPath = (folder: string) => `/${folder}`.replace(/\[([^\]]+)\]/g, "{$1}").replace(/\/$/, "") || "/";

/** The JSON Schema of a zod schema, as the client sends (`input`) or receives (`output`) it. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  delete json.$schema; // the document's own dialect (OpenAPI 3.1 is JSON Schema 2020-12)
  return json;
}

/** Request bodies go over the wire in snake_case: the property names of every object are renamed. */
export function snakeCaseSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(snakeCaseSchema);
  if (!schema || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === "properties" && value && typeof value === "object") {
        return [
          key,
          Object.fromEntries(
            Object.entries(value).map(([name, inner]) => [camelToSnake(name), snakeCaseSchema(inner)]),
          ),
        ];
      }
      if (key === "required" && Array.isArray(value)) return [key, value.map((name: string) => camelToSnake(name))];
      return [key, snakeCaseSchema(value)];
    }),
  );
}

const errorSchema: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: {
        code: { type: "string", description: "Stable machine-readable code, e.g. validation_failed" },
        message: { type: "string", description: "A sentence for people" },
        fields: {
          type: "object",
          additionalProperties: { type: "string" },
          description:
            "The offending fields (camelCase paths such as memberAssignments.0.lastAcquisitionDate) with what is wrong",
        },
      },
    },
  },
};

const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/** Where the organization whose scope counts is named. */
function whereOrganization(from: OrgSourceInfo) {
  if (from.in === "path") return `in {${from.param}}`;
  if (from.in === "record") return `in the organization of the record {${from.param}}`;
  return `in the organization named by ${ORGANIZATION_FIELD} (${from.in})`;
}

/** The scopes an operation needs, in words and as an extension the isolation tests and clients can read. */
function requiredScope(info: RouteInfo) {
  if (info.kind === "public") return { scope: null, text: "Open to anyone." };
  const { org, system, limited } = info.access;
  const parts = [
    org && info.kind === "org" ? `organization scope ${org} ${whereOrganization(info.orgFrom)}` : undefined,
    system ? `system scope ${system}` : undefined,
  ].filter(Boolean);
  const text = `Needs ${parts.length ? parts.join(" and ") : "a signed-in user"}${
    info.kind === "org" ? (limited ? "; open under LIMITED feature access" : "; not under LIMITED feature access") : ""
  }.`;
  return {
    scope: { organization: org ?? null, system: system ?? null, ...(info.kind === "org" ? { limited } : {}) },
    text,
  };
}

function parametersOf(folder: string, info: RouteInfo) {
  const pathParams = [...folder.matchAll(/\[([^\]]+)\]/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: isIdParam(name) ? { type: "string", format: "uuid" } : { type: "string" },
  }));
  const query = info.schemas.query ? jsonSchemaOf(info.schemas.query, "input") : undefined;
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const queryParams = Object.entries(properties).map(([name, schema]) => ({
    name: camelToSnake(name),
    in: "query",
    required: required.has(name),
    schema,
    ...(schema.anyOf ? { explode: true } : {}),
  }));
  return [...pathParams, ...queryParams];
}

function requestBodyOf(info: RouteInfo, more: Derived) {
  if (more.upload) {
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: ["file"],
            properties: {
              file: { type: "string", format: "binary" },
              standalone: { type: "string", enum: ["true", "false"] },
            },
          },
        },
      },
    };
  }
  if (!info.schemas.body) return undefined;
  const schema = snakeCaseSchema(jsonSchemaOf(info.schemas.body, "input"));
  return {
    required: true,
    description: `JSON (or form-encoded) in snake_case; at most ${info.schemas.maxBodyBytes ?? 1024 * 1024} bytes and ${MAX_JSON_DEPTH} levels of nesting.`,
    content: { "application/json": { schema }, "application/x-www-form-urlencoded": { schema } },
  };
}

function successOf(info: RouteInfo, more: Derived) {
  if (more.download) {
    return {
      "200": {
        description: "The file, as an attachment",
        content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
      },
    };
  }
  if (more.answer === "none") return { "204": { description: "Done; no content" } };
  const json = { "application/json": { schema: more.answer ?? {} } };
  if (!exportsRows(info)) return { [info.status]: { description: "camelCase JSON", content: json } };
  const file = { schema: { type: "string", format: "binary" } };
  return {
    [info.status]: {
      description:
        "The page as camelCase JSON; with format=csv|xlsx, or an Accept header that prefers text/csv or the XLSX " +
        "media type, every row of the list in the query's filter and sort, as an attachment",
      content: { ...json, "text/csv": file, [MEDIA_TYPES.xlsx]: file },
    },
  };
}

/** A list whose query takes `format`: the kit's export answers it as CSV or XLSX too. */
function exportsRows(info: RouteInfo) {
  const query = info.schemas.query ? jsonSchemaOf(info.schemas.query, "input") : undefined;
  return Boolean((query?.properties as Record<string, unknown> | undefined)?.format);
}

function errorsOf(folder: string, info: RouteInfo, more: Derived) {
  const hasInput = Boolean(info.schemas.query || info.schemas.body || more.upload);
  return {
    ...(hasInput
      ? { "400": errorAnswer("Malformed input: bad JSON, too deep nesting, a query that does not validate") }
      : {}),
    ...(info.kind !== "public" ? { "401": errorAnswer("Not signed in") } : {}),
    "403": errorAnswer("Missing scope, outside the organization's feature access, or a missing anti-forgery token"),
    ...(info.kind === "org" || folder.includes("[")
      ? { "404": errorAnswer("No such record in an organization the caller reaches") }
      : {}),
    ...(info.schemas.body
      ? { "409": errorAnswer("Changed by someone else since lastModifiedDate, or a duplicate") }
      : {}),
    ...(info.schemas.body || more.upload ? { "413": errorAnswer("The body is too large") } : {}),
    ...(hasInput ? { "422": errorAnswer("Fields that do not validate, named in error.fields") } : {}),
    "429": errorAnswer("Too many attempts; see Retry-After"),
    "500": errorAnswer("Unexpected error; nothing is revealed"),
    "503": errorAnswer("The database is unavailable; see Retry-After"),
  };
}

function operationOf(folder: string, method: Method, info: RouteInfo) {
  const { scope, text } = requiredScope(info);
  const more: Derived = derived[folder]?.methods[method] ?? { answer: null };
  const tag = folder.replace(/^organizations\/\[orgId\]\/?/, "").split("/")[0] || "organizations";
  const security = [...(info.kind === "public" ? [] : ["session"]), ...(method === "GET" ? [] : ["antiForgery"])];
  return {
    operationId: `${method.toLowerCase()}_${folder.replace(/\[|\]/g, "").replace(/[^a-zA-Z0-9]+/g, "_")}`,
    summary: derived[folder]?.summary,
    description: text,
    tags: [tag],
    "x-required-scope": scope,
    security: security.length ? [Object.fromEntries(security.map((name) => [name, []]))] : [],
    parameters: parametersOf(folder, info),
    ...(requestBodyOf(info, more) ? { requestBody: requestBodyOf(info, more) } : {}),
    responses: { ...successOf(info, more), ...errorsOf(folder, info, more) },
  };
}

/** The document for the given route files; exports that the kit did not make are left out (the catch-all 404). */
export function openApiDocument(routes: RouteModule[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...routes].sort((a, b) => a.folder.localeCompare(b.folder))) {
    for (const method of HTTP_METHODS) {
      const info = routeInfo(route.exports[method]);
      if (!info) continue;
      (paths[openApiPath(route.folder)] ??= {})[method.toLowerCase()] = operationOf(route.folder, method, info);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "EHS Compass API",
      version,
      description:
        "Request bodies and query names in snake_case, answers in camelCase JSON. State-changing requests carry the " +
        "X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie. Errors share one shape (Error).",
    },
    servers: [{ url: "/api/v1" }],
    paths,
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "ehs.session-token",
          description: "Set by POST /authentications",
        },
        antiForgery: {
          type: "apiKey",
          in: "header",
          name: "X-XSRF-TOKEN",
          description: "The value of the XSRF-TOKEN cookie",
        },
      },
    },
  };
}
