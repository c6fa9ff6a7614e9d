// The OpenAPI document covers every route file of /api/v1, and what it documents is what each route
// validates: the body and query schemas, the scopes, the success status.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { HTTP_METHODS, jsonSchemaOf, openApiPath, snakeCaseSchema } from "@/lib/platform/api/openapi/document";
import { routeInfo } from "@/lib/platform/api/route";
import { as, call } from "../../support/api";
import { demo } from "../../support/demo";
import { ID_FIXTURES } from "../../support/fixtures";
import { schemaErrors } from "../../support/json-schema";

const apiRoot = path.join(__dirname, "../../../app/api/v1");

/** Route files on disk, as folders under app/api/v1 (the catch-all 404 and the document itself aside). */
function routeFolders(dir = apiRoot): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeFolders(path.join(dir, entry.name));
    return entry.name === "route.ts" ? [path.relative(apiRoot, dir).split(path.sep).join("/")] : [];
  });
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const derivedJson = require("@/lib/platform/api/openapi/derived.json");
const derivedMethod = (folder: string, method: string) => derivedJson[folder]?.methods[method] ?? {};

const folders = routeFolders().filter((folder) => !folder.startsWith("[...") && folder !== "openapi.json");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Doc = { openapi: string; paths: Record<string, Record<string, any>>; components: any };

describe("the OpenAPI document", () => {
  let doc: Doc;
  beforeAll(async () => {
    const reader = await as("reader@demo.example");
    const answer = await reader.get("/api/v1/openapi.json");
    expect(answer.status).toBe(200);
    doc = answer.body;
  }, 120_000); // the first request loads every route module

  it("is OpenAPI 3.1 with the error shape and the two credentials", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.schemas.Error.properties.error.required).toEqual(["code", "message"]);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(["session", "antiForgery"]);
  });

  it("is derived from the route files as they are (scripts/openapi.mjs is up to date)", () => {
    const check = spawnSync(process.execPath, ["scripts/openapi.mjs", "--check"], { encoding: "utf8" });
    // the type checker's process may print "context canceled" as it is closed; anything else is a complaint
    const complaints = check.stderr.split("\n").filter((line) => line.trim() && line.trim() !== "context canceled");
    expect(complaints).toEqual([]);
    expect(check.status).toBe(0);
  }, 120_000);

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

  it.each(folders)("documents every method of %s as the route validates it", (folder) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const routeModule = require(path.join(apiRoot, folder, "route.ts"));
    const methods = HTTP_METHODS.filter((method) => routeModule[method]);
    expect(methods.length).toBeGreaterThan(0);
    const documented = doc.paths[openApiPath(folder)];
    if (!documented) throw new Error(`${folder} is missing from the document: run node scripts/openapi-routes.mjs`);
    expect(Object.keys(documented).sort()).toEqual(methods.map((method) => method.toLowerCase()).sort());
    for (const method of methods) {
      const info = routeInfo(routeModule[method]);
      if (!info) throw new Error(`${method} ${folder} is not made by the route kit`);
      const operation = documented[method.toLowerCase()];
      const { body, query } = info.schemas;
      const derived = derivedMethod(folder, method);
      if (body) {
        expect(operation.requestBody.content["application/json"].schema).toEqual(
          JSON.parse(JSON.stringify(snakeCaseSchema(jsonSchemaOf(body, "input")))),
        );
      } else if (!derived.upload) expect(operation.requestBody).toBeUndefined();
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
      const success = derived.download ? "200" : derived.answer === "none" ? "204" : String(info.status);
      expect(operation.responses[success]).toBeDefined();
    }
  });

  it("describes the answers the API really gives (every GET, as the demo manager and the admin)", async () => {
    const holding = await demo.holding();
    const values: Record<string, string> = { orgId: holding };
    for (const [name, fixture] of Object.entries(ID_FIXTURES)) {
      values[name] = await fixture.create(fixture.owner === "user" ? "admin@demo.example" : holding);
    }
    const callers = [await as("manager@demo.example"), await as("admin@demo.example")];
    const problems: string[] = [];
    let checked = 0;
    for (const [pattern, methods] of Object.entries(doc.paths)) {
      const get = methods.get;
      if (!get) continue;
      const url = `/api/v1${pattern.replace(/\{([^}]+)\}/g, (_, name: string) => values[name])}`;
      for (const caller of callers) {
        const answer = await caller.get(url);
        const documented = get.responses[String(answer.status)]?.content?.["application/json"]?.schema;
        if (answer.status !== 200 || !documented || !answer.headers.get("content-type")?.includes("json")) continue;
        checked++;
        problems.push(...schemaErrors(documented, answer.body).map((problem) => `GET ${pattern}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  }, 120_000);

  it("tells apart a body that does not validate from one the document allows", async () => {
    const reader = await as("reader@demo.example");
    const patch = doc.paths["/user"].patch;
    const { enum: languages } = patch.requestBody.content["application/json"].schema.properties.language;
    expect(languages).toEqual(["en", "da"]);
    expect((await reader.patch("/api/v1/user", { body: { language: "fr" } })).status).toBe(422);
    expect((await reader.patch("/api/v1/user", { body: { language: languages[1] } })).status).toBe(200);
  });
});
