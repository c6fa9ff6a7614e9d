// The OpenAPI document covers every route file of /api/v1, and what it documents is what each route
// validates and answers: the body and query schemas, the scopes, the success status, and the answer's
// shape, the response schema the route declares, checked against real answers of the demo data.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { HTTP_METHODS, jsonSchemaOf, openApiPath, snakeCaseSchema } from "@/lib/platform/api/openapi/document";
import { isFileAnswer } from "@/lib/platform/api/response";
import { routeInfo, type RouteInfo } from "@/lib/platform/api/route";
import type { Operation } from "@/lib/platform/auth/access";
import { MODULES } from "@/lib/modules/registry";
import { as, call, type CallOptions } from "../../support/api";
import { demo } from "../../support/demo";
import { RESPONSIBLE_MEMBER } from "../../support/fixtures/common";
import { BODY_FIXTURES, ID_FIXTURES, prepareOrganization } from "../../support/fixtures";
import { schemaErrors } from "../../support/json-schema";

const apiRoot = path.join(__dirname, "../../../app/api/v1");

/** Route files on disk, as folders under app/api/v1 (the catch-all 404 and the document itself aside). */
function routeFolders(dir = apiRoot): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeFolders(path.join(dir, entry.name));
    return entry.name === "route.ts" ? [path.relative(apiRoot, dir).split(path.sep).join("/")] : [];
  });
}

const folders = routeFolders().filter((folder) => !folder.startsWith("[...") && folder !== "openapi.json");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const routeModuleOf = (folder: string): Record<string, unknown> => require(path.join(apiRoot, folder, "route.ts"));

/** Every method of every route file with the kit's metadata. */
const kitMethods = folders.flatMap((folder) =>
  HTTP_METHODS.filter((method) => routeModuleOf(folder)[method]).map((method) => ({
    folder,
    method,
    info: routeInfo(routeModuleOf(folder)[method]),
  })),
);

/** The source of each exported method of a route file (`export const GET = …` up to the next export). */
function methodSources(folder: string): Record<string, string> {
  const text = fs.readFileSync(path.join(apiRoot, folder, "route.ts"), "utf8");
  return Object.fromEntries(
    text
      .split(/^(?=export )/m)
      .map((chunk) => [/^export const (\w+)/.exec(chunk)?.[1], chunk])
      .filter((entry): entry is [string, string] => entry[0] !== undefined),
  );
}

/** The area of the menu (the module's manifest) whose operation a route performs; "platform" for the platform's own. */
const areaOfOperation = new Map<Operation, string>(
  MODULES.flatMap((manifest) =>
    Object.values(manifest.operations).flatMap((operations) =>
      Object.values(operations).map((operation) => [operation, manifest.area] as const),
    ),
  ),
);
const areaOf = (info: RouteInfo) => (info.kind === "public" ? undefined : areaOfOperation.get(info.access));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = { openapi: string; paths: Record<string, Record<string, any>>; components: any };

/** The JSON Schema the document gives a route's answer with this status, if the answer is JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const answerSchemaIn = (doc: Doc, folder: string, method: string, status: number): any =>
  doc.paths[openApiPath(folder)]?.[method.toLowerCase()]?.responses[String(status)]?.content?.["application/json"]
    ?.schema;

describe("the OpenAPI document", () => {
  let doc: Doc;
  beforeAll(async () => {
    const reader = await as("reader@demo.example");
    const answer = await reader.get("/api/v1/openapi.json");
    expect(answer.status).toBe(200);
    doc = answer.body;
  }, 120_000); // the first request loads every route module

  /** The ids the demo data and the fixtures give every path parameter, made once. */
  let ids: Record<string, string> | undefined;
  async function idValues() {
    if (ids) return ids;
    const holding = await demo.holding();
    ids = { orgId: holding };
    for (const [name, fixture] of Object.entries(ID_FIXTURES)) {
      ids[name] = await fixture.create(fixture.owner === "user" ? "manager@demo.example" : holding);
    }
    return ids;
  }
  const fill = (folder: string, values: Record<string, string>) =>
    `/api/v1/${folder.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(values[name]))}`;

  it("is OpenAPI 3.1 with the error shape and the two credentials", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.schemas.Error.properties.error.required).toEqual(["code", "message"]);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(["session", "antiForgery"]);
  });

  it("names every route file of /api/v1, and nothing else", () => {
    expect(Object.keys(doc.paths).sort()).toEqual(folders.map(openApiPath).sort());
  });

  it("lists the route files as they are (scripts/openapi.mjs is up to date)", () => {
    const check = spawnSync(process.execPath, ["scripts/openapi.mjs", "--check"], { encoding: "utf8" });
    expect(check.stderr.split("\n").filter((line) => line.trim())).toEqual([]);
    expect(check.status).toBe(0);
  });

  it("declares the CSV and XLSX answers of every list that exports, and only of those", () => {
    const answers = (route: string) => Object.keys(doc.paths[route].get.responses["200"].content);
    const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    expect(answers("/organizations/{orgId}/members")).toEqual(["application/json", "text/csv", xlsx]);
    expect(answers("/organizations/{orgId}/audit-entries")).toEqual(["application/json", "text/csv", xlsx]);
    expect(answers("/organizations/{orgId}/members/{memberId}")).toEqual(["application/json"]);
  });

  it("is for signed-in callers", async () => {
    expect((await call("GET", "/api/v1/openapi.json")).status).toBe(401);
  });

  it("knows the answer of every route of the kit: a response schema, a file, or nothing (204)", () => {
    const problems = kitMethods.flatMap(({ folder, method, info }) => {
      if (!info) return [`${method} ${folder} is not made by the route kit`];
      const { response } = info.schemas;
      if (info.status === 204 && response) return [`${method} ${folder} answers 204 but declares a response`];
      if (info.status !== 204 && !response)
        return [
          `${method} ${folder} answers ${info.status}: name its answer's schema in the kit's \`response\` option`,
        ];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it("declares the uploads and file answers the routes' code reads and gives", () => {
    const problems = kitMethods.flatMap(({ folder, method, info }) => {
      const code = methodSources(folder)[method] ?? "";
      const reads = code.includes("readUpload(");
      const gives = code.includes("attachmentResponse(");
      return [
        ...(reads !== Boolean(info?.schemas.upload)
          ? [`${method} ${folder}: upload ${reads ? "not " : ""}declared`]
          : []),
        ...(gives && !isFileAnswer(info?.schemas.response) ? [`${method} ${folder}: file answer not declared`] : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it.each(folders)("documents every method of %s as the route validates it", (folder) => {
    const routeModule = routeModuleOf(folder);
    const methods = HTTP_METHODS.filter((method) => routeModule[method]);
    expect(methods.length).toBeGreaterThan(0);
    const documented = doc.paths[openApiPath(folder)];
    if (!documented) throw new Error(`${folder} is missing from the document: run node scripts/openapi.mjs`);
    expect(Object.keys(documented).sort()).toEqual(methods.map((method) => method.toLowerCase()).sort());
    for (const method of methods) {
      const info = routeInfo(routeModule[method]);
      if (!info) throw new Error(`${method} ${folder} is not made by the route kit`);
      const operation = documented[method.toLowerCase()];
      const { body, query, response, upload } = info.schemas;
      if (body) {
        expect(operation.requestBody.content["application/json"].schema).toEqual(
          JSON.parse(JSON.stringify(snakeCaseSchema(jsonSchemaOf(body, "input")))),
        );
      } else if (upload) expect(Object.keys(operation.requestBody.content)).toEqual(["multipart/form-data"]);
      else expect(operation.requestBody).toBeUndefined();
      const queryParams = operation.parameters.filter((parameter: { in: string }) => parameter.in === "query");
      const expected = query ? jsonSchemaOf(query, "input") : { properties: {} };
      expect(Object.fromEntries(queryParams.map((p: { name: string; schema: unknown }) => [p.name, p.schema]))).toEqual(
        JSON.parse(JSON.stringify((snakeCaseSchema(expected) as { properties?: object }).properties ?? {})),
      );
      const pathParams = operation.parameters.filter((parameter: { in: string }) => parameter.in === "path");
      expect(pathParams.map((p: { name: string }) => p.name)).toEqual(
        [...folder.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]),
      );
      if (info.kind === "public") expect(operation["x-required-scope"]).toBeNull();
      else
        expect(operation["x-required-scope"]).toMatchObject({
          organization: info.access.org ?? null,
          system: info.access.system ?? null,
        });
      expect(operation.summary).toEqual(expect.stringMatching(/\w/));
      const success = response ? String(info.status) : "204";
      expect(operation.responses[success]).toBeDefined();
      const content = operation.responses[success].content ?? {};
      if (isFileAnswer(response)) expect(Object.keys(content)).toEqual([response.file.mediaType]);
      else if (response) expect(Object.keys(content["application/json"].schema).length).toBeGreaterThan(0);
      else expect(content).toEqual({});
    }
  });

  /** Answers checked against the document, by area and kind, to show what the samples cover. */
  const covered = new Map<string, Set<"list" | "detail" | "create">>();
  const cover = (area: string | undefined, kind: "list" | "detail" | "create") => {
    if (area) covered.set(area, (covered.get(area) ?? new Set()).add(kind));
  };

  it("describes the answers the API really gives (every GET, as the demo manager and the admin)", async () => {
    const values = await idValues();
    const callers = [await as("manager@demo.example"), await as("admin@demo.example")];
    const problems: string[] = [];
    let checked = 0;
    for (const { folder, method, info } of kitMethods) {
      if (method !== "GET" || !info) continue;
      const query = info.kind === "org" && info.orgFrom.in === "query" ? `?organization_id=${values.orgId}` : "";
      for (const caller of callers) {
        const answer = await caller.get(`${fill(folder, values)}${query}`);
        const documented = answerSchemaIn(doc, folder, method, answer.status);
        if (answer.status !== 200 || !documented || !answer.headers.get("content-type")?.includes("json")) continue;
        checked++;
        problems.push(
          ...schemaErrors(documented, answer.body, "$", doc).map((problem) => `GET ${openApiPath(folder)}: ${problem}`),
        );
        const pattern = openApiPath(folder);
        cover(areaOf(info), /Id\}$/.test(pattern) ? "detail" : Array.isArray(answer.body?.content) ? "list" : "detail");
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  }, 120_000);

  it("describes the answers the API really gives to writes (every create, change and restore with a JSON answer)", async () => {
    // invitations of members added here go to the server log
    jest.spyOn(console, "log").mockImplementation(() => {});
    const values = await idValues();
    await prepareOrganization(values.orgId);
    const manager = await as("manager@demo.example");
    const admin = await as("admin@demo.example");
    // what is one's own alone (a delegation to accept) is done by the member the fixtures give it to
    const responsible = await as(RESPONSIBLE_MEMBER);
    const problems: string[] = [];
    let checked = 0;
    // the sign-in answers JSON too, with the session cookie
    const signIn = await call("POST", "/api/v1/authentications", {
      form: { username: "reader@demo.example", password: "Demo-password-1" },
    });
    expect(signIn.status).toBe(200);
    problems.push(...schemaErrors(answerSchemaIn(doc, "authentications", "POST", 200), signIn.body, "$", doc));
    checked++;
    for (const { folder, method, info } of kitMethods) {
      if (method === "GET" || !info || info.kind === "public") continue;
      const { response } = info.schemas;
      if (!response || isFileAnswer(response)) continue;
      const key = `${method} /api/v1/${folder}`;
      const fixture = BODY_FIXTURES[key];
      if (!fixture) throw new Error(`No body for ${key}: add one to the bodies of its area in tests/support/fixtures/`);
      const url = fill(folder, values);
      // a person's own routes (and rows) as a manager: a maintainer may not turn two-factor sign-in off
      const caller =
        info.kind === "org" && info.access.ownOnly
          ? responsible
          : info.kind === "org" || (info.kind === "user" && !info.access.system)
            ? manager
            : admin;
      const options: CallOptions = await fixture(url, caller.email);
      const orgFrom = info.kind === "org" ? info.orgFrom.in : undefined;
      if (orgFrom === "body") options.body = { ...(options.body as object), organization_id: values.orgId };
      const target = orgFrom === "query" ? `${url}?organization_id=${values.orgId}` : url;
      const answer = await call(method, target, { ...options, cookie: caller.cookie });
      if (answer.status !== info.status) {
        problems.push(`${key}: answered ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`);
        continue;
      }
      checked++;
      const documented = answerSchemaIn(doc, folder, method, answer.status);
      problems.push(...schemaErrors(documented, answer.body, "$", doc).map((problem) => `${key}: ${problem}`));
      if (method === "POST" && info.status === 201) cover(areaOf(info), "create");
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(50);
    jest.restoreAllMocks();
  }, 180_000);

  it("has checked a list, a detail and a create answer of every area with routes", () => {
    const areas = [...new Set(kitMethods.flatMap(({ info }) => (info ? [areaOf(info)] : [])))].filter(
      (area): area is string => area !== undefined,
    );
    expect(areas.length).toBeGreaterThan(5);
    // an area offers a detail when it reads a record by its id, a create when it answers 201 (the
    // dashboard's area has its due list alone)
    const offers = (area: string, kind: "list" | "detail" | "create") =>
      kitMethods.some(({ folder, method, info }) => {
        if (!info || areaOf(info) !== area) return false;
        if (kind === "create") return method === "POST" && info.status === 201;
        return method === "GET" && (kind === "list" || /Id\}$/.test(openApiPath(folder)));
      });
    const missing = areas.flatMap((area) =>
      (["list", "detail", "create"] as const)
        .filter((kind) => offers(area, kind) && !covered.get(area)?.has(kind))
        .map((kind) => `${area}: no ${kind} answer checked`),
    );
    expect(missing).toEqual([]);
  });

  it("tells apart a body that does not validate from one the document allows", async () => {
    const reader = await as("reader@demo.example");
    const patch = doc.paths["/user"].patch;
    const { enum: languages } = patch.requestBody.content["application/json"].schema.properties.language;
    expect(languages).toEqual(["en", "da"]);
    expect((await reader.patch("/api/v1/user", { body: { language: "fr" } })).status).toBe(422);
    expect((await reader.patch("/api/v1/user", { body: { language: languages[1] } })).status).toBe(200);
  });
});
