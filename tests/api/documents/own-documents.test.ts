import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { multipart, PDF } from "../../support/uploads";
import { seedDemoOwnDocuments } from "@/prisma/seed/demo-own-documents";
import type { SeedClient } from "@/prisma/seed/client";

type Caller = Awaited<ReturnType<typeof as>>;

const documents = (orgId: string) => `/api/v1/organizations/${orgId}/own-documents`;
const search = (params: Record<string, string>) => new URLSearchParams(params).toString();
const ids = (page: { content: { id: string }[] }) => page.content.map((row) => row.id);

describe("own documents", () => {
  let holding: string;
  let otherHolding: string;
  let editor: Caller;
  let reader: Caller;
  let other: Caller;
  let ownerId: string;
  let counter = 0;

  const create = async (body: Record<string, unknown> = {}) => {
    const answer = await editor.post(documents(holding), {
      body: { title: `Emergency plan ${++counter}`, category: "PLAN", ...body },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  beforeAll(async () => {
    [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    [editor, reader, other] = await Promise.all([
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("other@demo.example"),
    ]);
    const membership = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, userEmail: "manager@demo.example" },
      select: { id: true },
    });
    ownerId = membership.id;
    // the API tests start from the demo accounts only; the demo documents come from the seed's own code
    const user = (email: string) => db().user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    await seedDemoOwnDocuments(db() as unknown as SeedClient, holding, {
      manager: (await user("manager@demo.example")).id,
      editor: (await user("editor@demo.example")).id,
    });
  });

  it("has the demo holding's five own documents, each with its owner and file", async () => {
    const seeded = (await reader.get(`${documents(holding)}?size=100`)).body.content as { id: string }[];
    expect(seeded).toHaveLength(5);
    for (const { id } of seeded) {
      const document = (await reader.get(`${documents(holding)}/${id}`)).body;
      expect(document).toMatchObject({
        owner: { id: expect.any(String) },
        files: [{ contentType: "application/pdf" }],
      });
      expect(document.nextReviewDate > document.validFrom).toBe(true);
    }
  });

  it("creates a document with its owner, version, dates, ISO clause and files", async () => {
    const file = (await editor.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PDF, "plan.pdf") }))
      .body;
    const created = await editor.post(documents(holding), {
      body: {
        title: "  Emergency preparedness plan ",
        category: "PLAN",
        description: "Evacuation, fire and spill response for the main site.",
        owner_id: ownerId,
        version_label: "3.1",
        valid_from: "2026-02-01",
        review_recurrence: "P1Y",
        iso_standards: ["ISO_45001", "ISO_14001"],
        iso_clause: "8.2",
        file_ids: [file.id],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: "Emergency preparedness plan",
      category: "PLAN",
      owner: { id: ownerId },
      versionLabel: "3.1",
      validFrom: "2026-02-01",
      reviewRecurrence: "P1Y",
      // one recurrence after the valid-from date when no date is entered
      nextReviewDate: "2027-02-01",
      isoStandards: ["ISO_14001", "ISO_45001"],
      isoClause: "8.2",
      files: [{ id: file.id, name: "plan.pdf" }],
    });
    const read = await reader.get(`${documents(holding)}/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it("keeps an entered next review date", async () => {
    const created = await create({
      valid_from: "2026-02-01",
      review_recurrence: "P1Y",
      next_review_date: "2026-09-30",
    });
    expect(created.nextReviewDate).toBe("2026-09-30");
  });

  it("answers 422 naming the field for bad input, and writes nothing", async () => {
    const before = await db().ownDocument.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: " ", category: "PLAN" }, "title"],
      [{ title: "Plan", category: "POSTER" }, "category"],
      [{ title: "Plan" }, "category"],
      [{ title: "Plan", category: "PLAN", iso_clause: "clause seven" }, "isoClause"],
      [{ title: "Plan", category: "PLAN", valid_from: "2026-13-01" }, "validFrom"],
      [{ title: "Plan", category: "PLAN", review_recurrence: "weekly" }, "reviewRecurrence"],
    ];
    for (const [body, field] of cases) {
      const answer = await editor.post(documents(holding), { body });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.error.fields)).toEqual([field]);
    }
    expect(await db().ownDocument.count()).toBe(before);
  });

  it("answers 409 to a stale update and changes nothing", async () => {
    const document = await create();
    const first = await editor.put(`${documents(holding)}/${document.id}`, {
      body: { title: "Newer title", category: "PLAN", last_modified_date: document.lastModifiedDate },
    });
    expect(first.status).toBe(200);
    const stale = await editor.put(`${documents(holding)}/${document.id}`, {
      body: { title: "Older form's title", category: "FORM", last_modified_date: document.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect((await reader.get(`${documents(holding)}/${document.id}`)).body).toMatchObject({
      title: "Newer title",
      category: "PLAN",
    });
  });

  it("refuses another tenant's member as owner and another tenant's file (422), and writes nothing", async () => {
    const foreignMember = await db().membership.findFirstOrThrow({
      where: { organizationId: otherHolding },
      select: { id: true },
    });
    const foreignFile = (
      await other.post(`/api/v1/organizations/${otherHolding}/files`, { raw: multipart(PDF, "x.pdf") })
    ).body;
    const before = await db().ownDocument.count();
    const owner = await editor.post(documents(holding), {
      body: { title: "Plan", category: "PLAN", owner_id: foreignMember.id },
    });
    expect(owner.status).toBe(422);
    expect(owner.body.error.fields).toEqual({ ownerId: expect.any(String) });
    const file = await editor.post(documents(holding), {
      body: { title: "Plan", category: "PLAN", file_ids: [foreignFile.id] },
    });
    expect(file.status).toBe(422);
    expect(file.body.error.fields).toEqual({ fileIds: expect.any(String) });
    expect(await db().ownDocument.count()).toBe(before);
  });

  it("keeps one tenant's documents from another: reading, changing, archiving and history answer 404", async () => {
    const document = await create();
    const path = `${documents(holding)}/${document.id}`;
    const foreignPath = `${documents(otherHolding)}/${document.id}`;
    expect((await other.get(path)).status).toBe(404);
    expect((await other.get(foreignPath)).status).toBe(404);
    expect((await other.get(`${foreignPath}/history`)).status).toBe(404);
    expect((await other.put(foreignPath, { body: { title: "Taken over", category: "PLAN" } })).status).toBe(404);
    expect((await other.delete(foreignPath)).status).toBe(404);
    expect(ids((await other.get(documents(otherHolding))).body)).not.toContain(document.id);
    expect((await reader.get(path)).body).toMatchObject({ title: document.title, archivedDate: null });
  });

  it("lets readers read and refuses their writes", async () => {
    const document = await create();
    const path = `${documents(holding)}/${document.id}`;
    expect((await reader.get(path)).status).toBe(200);
    expect((await reader.post(documents(holding), { body: { title: "Mine", category: "PLAN" } })).status).toBe(403);
    expect((await reader.put(path, { body: { title: "Mine", category: "PLAN" } })).status).toBe(403);
    expect((await reader.delete(path)).status).toBe(403);
    expect((await reader.get(path)).body).toMatchObject({ title: document.title, archivedDate: null });
  });

  it("lists documents server-side: search, category filter, sort, archive and export", async () => {
    const marker = `Quokka${Date.now()}`;
    const a = await create({ title: `${marker} A`, category: "MANUAL" });
    const b = await create({ title: `${marker} B`, category: "FORM" });
    const page = (await reader.get(`${documents(holding)}?${search({ q: marker, sort: "title,desc" })}`)).body;
    expect(ids(page)).toEqual([b.id, a.id]);
    const forms = (await reader.get(`${documents(holding)}?${search({ q: marker, category: "FORM" })}`)).body;
    expect(ids(forms)).toEqual([b.id]);
    expect((await editor.delete(`${documents(holding)}/${a.id}`)).status).toBe(204);
    expect(ids((await reader.get(`${documents(holding)}?${search({ q: marker })}`)).body)).toEqual([b.id]);
    const archived = (await reader.get(`${documents(holding)}?${search({ q: marker, archived: "true" })}`)).body;
    expect(ids(archived)).toEqual([a.id]);
    const csv = await reader.get(`${documents(holding)}?${search({ q: marker, format: "csv" })}`);
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(`${marker} B`);
    expect(csv.body).toContain("Form");
  });

  it("records changes in the document's history, its files included", async () => {
    const document = await create();
    const file = (await editor.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PDF, "v2.pdf") })).body;
    const changed = await editor.put(`${documents(holding)}/${document.id}`, {
      body: {
        title: "Renamed plan",
        category: "PLAN",
        file_ids: [file.id],
        last_modified_date: document.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    const history = (await reader.get(`${documents(holding)}/${document.id}/history`)).body;
    const entries = history.content as { action: string; entityType: string; changes: unknown }[];
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: "UPDATE",
        entityType: "own_document",
        changes: expect.objectContaining({ title: { before: document.title, after: "Renamed plan" } }),
      }),
    );
    expect(entries.map((entry) => entry.entityType)).toContain("own_document_file");
    expect(entries.map((entry) => entry.action)).toContain("CREATE");
  });

  it("keeps an own document's files out of the sweep of files attached to nothing, and out of deletion", async () => {
    const { sweepOrphanFiles } = await import("@/lib/platform/files/mutations");
    const file = (await editor.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PDF, "kept.pdf") }))
      .body;
    const document = await create({ file_ids: [file.id] });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await db().storedFile.update({ where: { id: file.id }, data: { lastModifiedDate: twoDaysAgo } });
    await sweepOrphanFiles();
    expect((await reader.get(`${documents(holding)}/${document.id}`)).body.files).toEqual([
      expect.objectContaining({ id: file.id }),
    ]);
    const removal = await editor.delete(`/api/v1/organizations/${holding}/files/${file.id}`);
    expect(removal.status).toBe(409);
    expect(await db().storedFile.count({ where: { id: file.id } })).toBe(1);
  });
});
