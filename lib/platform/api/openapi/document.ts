// The OpenAPI 3.1 document of /api/v1, built from the route kit's own metadata: the zod schemas each
// route validates with and the response schema it declares (the module's DTO schema, which its
// mappers are typed by), its operation with scopes and LIMITED, its organization parameter, its
// success status, whether it reads an upload; the summary is the route file's first comment
// (route-modules.ts, written by scripts/openapi.mjs). Nothing here is written by hand per route.
import { z } from "zod";
import { routeInfo, isIdParam, type RouteInfo } from "@/lib/platform/api/route";
import { errorSchema, isFileAnswer } from "@/lib/platform/api/response";
import { camelToSnake } from "@/lib/platform/api/wire";
import { ORGANIZATION_FIELD, type OrgSourceInfo } from "@/lib/platform/api/org-source";
import { MAX_JSON_DEPTH } from "@/lib/platform/api/input-limits";
import { MEDIA_TYPES } from "@/lib/platform/lists/export/format";

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof HTTP_METHODS)[number];

/**
 * A route file: its path under /api/v1 in Next's folder form (`organizations/[orgId]/members`), its
 * summary (the file's first comment) and its exports.
 */
export type RouteModule = { folder: string; summary: string; exports: Partial<Record<Method, unknown>> };

type JsonSchema = Record<string, unknown>;

/** `organizations/[orgId]/members` → `/organizations/{orgId}/members`. */
export const openApiPath = (folder: string) => `/${folder}`.replace(/\[([^\]]+)\]/g, "{$1}").replace(/\/$/, "") || "/";

/** The JSON Schema of a zod schema, as the client sends (`input`) or receives (`output`) it. */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      // an answer's Dates go over the wire as ISO 8601 timestamps, its BigInts as numbers (toJson)
      const type = zodSchema._zod.def.type;
      if (type === "date") Object.assign(jsonSchema, { type: "string", format: "date-time" });
      if (type === "bigint") Object.assign(jsonSchema, { type: "integer" });
    },
  }) as JsonSchema;
  delete json.$schema; // the document's own dialect (OpenAPI 3.1 is JSON Schema 2020-12)
  return json;
}

/**
 * An answer's JSON Schema. Schemas with a name of their own (`.meta({ id })`, which a recursive
 * schema needs) go to the document's components, where `$ref`s find them.
 */
function answerSchemaOf(schema: z.ZodType, components: Record<string, JsonSchema>): JsonSchema {
  const json = JSON.stringify(jsonSchemaOf(schema, "output"));
  if (json.includes('"$ref":"#"')) throw new Error(`A recursive answer schema needs a name: .meta({ id }) (${json})`);
  const { $defs, ...answer } = JSON.parse(json.replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  Object.assign(components, $defs);
  return answer;
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

function requestBodyOf(info: RouteInfo) {
  if (info.schemas.upload) {
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

function successOf(info: RouteInfo, components: Record<string, JsonSchema>) {
  const { response } = info.schemas;
  if (isFileAnswer(response)) {
    const { mediaType, description } = response.file;
    return {
      [info.status]: { description, content: { [mediaType]: { schema: { type: "string", format: "binary" } } } },
    };
  }
  if (!response) return { "204": { description: "Done; no content" } };
  const json = { "application/json": { schema: answerSchemaOf(response, components) } };
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

function errorsOf(folder: string, info: RouteInfo) {
  const { upload } = info.schemas;
  const hasInput = Boolean(info.schemas.query || info.schemas.body || upload);
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
    ...(info.schemas.body || upload ? { "413": errorAnswer("The body is too large") } : {}),
    ...(hasInput ? { "422": errorAnswer("Fields that do not validate, named in error.fields") } : {}),
    "429": errorAnswer("Too many attempts; see Retry-After"),
    "500": errorAnswer("Unexpected error; nothing is revealed"),
    "503": errorAnswer("The database is unavailable; see Retry-After"),
  };
}

function operationOf(
  { folder, summary }: RouteModule,
  method: Method,
  info: RouteInfo,
  components: Record<string, JsonSchema>,
) {
  const { scope, text } = requiredScope(info);
  const tag = folder.replace(/^organizations\/\[orgId\]\/?/, "").split("/")[0] || "organizations";
  const security = [...(info.kind === "public" ? [] : ["session"]), ...(method === "GET" ? [] : ["antiForgery"])];
  return {
    operationId: `${method.toLowerCase()}_${folder.replace(/\[|\]/g, "").replace(/[^a-zA-Z0-9]+/g, "_")}`,
    summary,
    description: text,
    tags: [tag],
    "x-required-scope": scope,
    security: security.length ? [Object.fromEntries(security.map((name) => [name, []]))] : [],
    parameters: parametersOf(folder, info),
    ...(requestBodyOf(info) ? { requestBody: requestBodyOf(info) } : {}),
    responses: { ...successOf(info, components), ...errorsOf(folder, info) },
  };
}

/** The document for the given route files; exports that the kit did not make are left out (the catch-all 404). */
export function openApiDocument(routes: RouteModule[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: Record<string, JsonSchema> = {};
  for (const route of [...routes].sort((a, b) => a.folder.localeCompare(b.folder))) {
    for (const method of HTTP_METHODS) {
      const info = routeInfo(route.exports[method]);
      if (!info) continue;
      try {
        (paths[openApiPath(route.folder)] ??= {})[method.toLowerCase()] = operationOf(route, method, info, components);
      } catch (error) {
        // a schema the document cannot write (one read before its module finished loading is undefined)
        throw new Error(`The OpenAPI document cannot describe ${method} /${route.folder}: ${error}`, { cause: error });
      }
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
      schemas: { Error: jsonSchemaOf(errorSchema, "output"), ...components },
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
