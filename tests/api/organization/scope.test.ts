import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PDF } from "../../support/uploads";

const scopeUrl = (orgId: string) => `/api/v1/organizations/${orgId}/scope`;
const revisionsUrl = (orgId: string) => `${scopeUrl(orgId)}/revisions`;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("scope", () => {
  let holding: string;
  let subsidiary: string;
  let department: string;
  let otherHolding: string;
  beforeAll(async () => {
    [holding, subsidiary, department, otherHolding] = await Promise.all([
      demo.holding(),
      demo.subsidiary(),
      demo.department(),
      demo.other(),
    ]);
  });

  it("answers 404 before the first save, then records every save as a revision with its version and author", async () => {
    const editor = await as("editor@demo.example");
    const manager = await as("manager@demo.example");
    const missing = await editor.get(scopeUrl(holding));
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not_found");
    expect((await editor.get(revisionsUrl(holding))).body).toEqual({ totalElements: 0, content: [] });

    const first = await editor.put(scopeUrl(holding), {
      body: { content: "<p>Production of steel parts in Aarhus.</p>", iso_standards: ["ISO_14001"], file_ids: [] },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      content: "<p>Production of steel parts in Aarhus.</p>",
      isoStandards: ["ISO_14001"],
      files: [],
      version: 1,
    });
    expect(first.body.createdDate).toMatch(ISO_TIMESTAMP);
    expect(first.body.lastModifiedDate).toMatch(ISO_TIMESTAMP);

    const second = await manager.put(scopeUrl(holding), {
      body: {
        content: "<p>Production and painting of steel parts in Aarhus.</p>",
        iso_standards: ["ISO_45001", "ISO_14001", "ISO_45001"],
        last_modified_date: first.body.lastModifiedDate,
      },
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ id: first.body.id, version: 2, isoStandards: ["ISO_14001", "ISO_45001"] });
    expect((await editor.get(scopeUrl(holding))).body).toEqual(second.body);

    const revisions = await editor.get(revisionsUrl(holding));
    expect(revisions.status).toBe(200);
    expect(revisions.body.totalElements).toBe(2);
    expect(
      revisions.body.content.map((revision: { version: number; authorName: string }) => [
        revision.version,
        revision.authorName,
      ]),
    ).toEqual([
      [2, "Mette Manager"],
      [1, "Erik Editor"],
    ]);
    expect(Object.keys(revisions.body.content[0]).sort()).toEqual(
      ["authorName", "content", "createdDate", "id", "isoStandards", "version"].sort(),
    );

    const olderPage = await editor.get(`${revisionsUrl(holding)}?page=1&size=1`);
    expect(olderPage.body).toMatchObject({
      totalElements: 2,
      content: [{ version: 1, content: "<p>Production of steel parts in Aarhus.</p>", isoStandards: ["ISO_14001"] }],
    });
    expect((await editor.get(`${revisionsUrl(holding)}?sort=version,asc`)).body.content[0].version).toBe(1);
    expect((await editor.get(`${revisionsUrl(holding)}?sort=authorName,asc`)).status).toBe(400);
  });

  it("removes scripts, event handlers and javascript links from the text, in the scope and its revision", async () => {
    const editor = await as("editor@demo.example");
    const saved = await editor.put(scopeUrl(subsidiary), {
      body: {
        content:
          '<h2 style="color:red">Scope</h2><p onclick="steal()">Welding <strong>and</strong> bending' +
          '<img src="x" onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">more</a> ' +
          '<a href="https://mst.dk">MST</a></p>',
        iso_standards: ["ISO_45001"],
      },
    });
    expect(saved.status).toBe(200);
    const expected =
      '<h2>Scope</h2><p>Welding <strong>and</strong> bending <a rel="noopener noreferrer">more</a> ' +
      '<a href="https://mst.dk" rel="noopener noreferrer">MST</a></p>';
    expect(saved.body.content).toBe(expected);
    const [revision] = (await editor.get(revisionsUrl(subsidiary))).body.content;
    expect(revision.content).toBe(expected);
  });

  it("attaches the organization's files and refuses another tenant's file with 422", async () => {
    const editor = await as("editor@demo.example");
    const other = await as("other@demo.example");
    const { body: file } = await editor.post(`/api/v1/organizations/${subsidiary}/files`, {
      raw: multipart(PDF, "Scope map.pdf"),
    });
    const { body: foreign } = await other.post(`/api/v1/organizations/${otherHolding}/files`, {
      raw: multipart(PDF, "x.pdf"),
    });

    const attached = await editor.put(scopeUrl(subsidiary), {
      body: { content: "<p>With map</p>", iso_standards: [], file_ids: [file.id] },
    });
    expect(attached.status).toBe(200);
    expect(attached.body.files).toEqual([expect.objectContaining({ id: file.id, name: "Scope map.pdf" })]);
    // in the history the link is named by the file alone: the scope has no name to put before it
    const history = await editor.get(`${scopeUrl(subsidiary)}/history?size=100`);
    expect(
      history.body.content.find((entry: { entityType: string }) => entry.entityType === "scope_file"),
    ).toMatchObject({
      action: "CREATE",
      entityName: "Scope map.pdf",
    });

    const refused = await editor.put(scopeUrl(subsidiary), {
      body: { content: "<p>With a foreign map</p>", iso_standards: [], file_ids: [file.id, foreign.id] },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.fields)).toEqual(["fileIds"]);

    const detached = await editor.put(scopeUrl(subsidiary), { body: { content: "<p>Without</p>", file_ids: [] } });
    expect(detached.body.files).toEqual([]);
  });

  it("validates the body with field errors", async () => {
    const editor = await as("editor@demo.example");
    const answer = await editor.put(scopeUrl(department), {
      body: { content: 42, iso_standards: ["ISO_9001"], file_ids: ["not-a-uuid"], last_modified_date: "yesterday" },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(
      ["content", "fileIds.0", "isoStandards.0", "lastModifiedDate"].sort(),
    );
    const tooLong = await editor.put(scopeUrl(department), { body: { content: "x".repeat(200_001) } });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.error.fields)).toEqual(["content"]);
    expect((await editor.get(scopeUrl(department))).status).toBe(404);
  });

  it("refuses a stale save with 409 and keeps the stored version", async () => {
    const editor = await as("editor@demo.example");
    const first = await editor.put(scopeUrl(department), { body: { content: "<p>One</p>" } });
    const second = await editor.put(scopeUrl(department), {
      body: { content: "<p>Two</p>", last_modified_date: first.body.lastModifiedDate },
    });
    expect(second.status).toBe(200);
    const stale = await editor.put(scopeUrl(department), {
      body: { content: "<p>Older view</p>", last_modified_date: first.body.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("stale_update");
    expect((await editor.get(scopeUrl(department))).body).toMatchObject({ content: "<p>Two</p>", version: 2 });
    expect((await editor.get(revisionsUrl(department))).body.totalElements).toBe(2);
  });
});
