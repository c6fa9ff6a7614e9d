import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { EXE, multipart, PDF, PNG } from "../../support/uploads";

const base = (orgId: string) => `/api/v1/organizations/${orgId}/files`;

describe("files", () => {
  let holding: string;
  beforeAll(async () => {
    holding = await demo.holding();
  });

  it("uploads, lists, reads, downloads as an attachment and replaces", async () => {
    const editor = await as("editor@demo.example");
    const created = await editor.post(base(holding), {
      raw: multipart(PDF, "Førstehjælp bevis.pdf", { standalone: "true" }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Førstehjælp bevis.pdf",
      contentType: "application/pdf",
      size: PDF.length,
      standalone: true,
      deleted: false,
      date: null,
    });
    const id = created.body.id;

    const list = await editor.get(`${base(holding)}?name=førstehjælp&sort=name,asc`);
    expect(list.body.totalElements).toBe(1);
    expect(list.body.content[0].id).toBe(id);

    const download = await editor.get(`${base(holding)}/${id}/raw`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain("attachment;");
    expect(download.headers.get("content-disposition")).toContain("filename*=UTF-8''F%C3%B8rstehj%C3%A6lp%20bevis.pdf");
    expect(download.body).toContain("%PDF-1.4");

    const replaced = await editor.put(`${base(holding)}/${id}/raw`, { raw: multipart(PNG, "scan.png") });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id, contentType: "image/png", size: PNG.length });
    expect((await editor.get(`${base(holding)}/${id}/raw`)).headers.get("content-type")).toBe("image/png");
  });

  it("updates metadata, and refuses a stale update with 409", async () => {
    const editor = await as("editor@demo.example");
    const { body: file } = await editor.post(base(holding), { raw: multipart(PDF, "a.pdf") });
    const updated = await editor.put(`${base(holding)}/${file.id}`, {
      body: {
        name: "Certificate 2026.pdf",
        description: "First aid",
        date: "2026-03-05",
        deleted: false,
        last_modified_date: file.lastModifiedDate,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: "Certificate 2026.pdf", description: "First aid", date: "2026-03-05" });

    const stale = await editor.put(`${base(holding)}/${file.id}`, {
      body: { name: "Older view.pdf", last_modified_date: file.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("stale_update");
    expect((await editor.get(`${base(holding)}/${file.id}`)).body.name).toBe("Certificate 2026.pdf");
  });

  it("validates metadata with field errors", async () => {
    const editor = await as("editor@demo.example");
    const { body: file } = await editor.post(base(holding), { raw: multipart(PDF, "b.pdf") });
    const answer = await editor.put(`${base(holding)}/${file.id}`, { body: { name: "", date: "05-03-2026" } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(["date", "name"]);
  });

  it("refuses a file over the limit with 413 and stores nothing", async () => {
    const editor = await as("editor@demo.example");
    const before = await db().storedFile.count();
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const answer = await editor.post(base(holding), { raw: multipart(big, "big.pdf") });
    expect(answer.status).toBe(413);
    expect(await db().storedFile.count()).toBe(before);
  });

  it("refuses executables and types off the allow list with 415, whatever their name", async () => {
    const editor = await as("editor@demo.example");
    const exe = await editor.post(base(holding), { raw: multipart(EXE, "invoice.pdf") });
    expect(exe.status).toBe(415);
    expect(exe.body.error.code).toBe("executable_file");
    const html = await editor.post(base(holding), {
      raw: multipart(Buffer.from("<script>alert(1)</script>"), "page.html"),
    });
    expect(html.status).toBe(415);
    expect(html.body.error.code).toBe("executable_file");
    const data = await editor.post(base(holding), { raw: multipart(Buffer.from([0, 1, 2, 3]), "data.txt") });
    expect(data.status).toBe(415);
    expect(data.body.error.code).toBe("file_type_not_allowed");
  });
});

describe("the orphan sweep", () => {
  it("removes stored objects without a row once they are an hour old, and keeps the rest", async () => {
    const fs = await import("node:fs/promises");
    const path = await import("node:path");
    const { fileStorage } = await import("@/lib/platform/files/storage");
    const { sweepOrphanFiles } = await import("@/lib/platform/files/mutations");
    const editor = await as("editor@demo.example");
    const { body: kept } = await editor.post(base(await demo.holding()), { raw: multipart(PDF, "kept.pdf") });

    await fileStorage().put("orphan-old", PDF, "application/pdf");
    await fileStorage().put("orphan-new", PDF, "application/pdf");
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const root = path.join(process.env.EHS_DATA_DIR!, "files");
    await fs.utimes(path.join(root, "or", "orphan-old"), old, old);
    const keptRow = await db().storedFile.findUniqueOrThrow({ where: { id: kept.id } });
    await fs.utimes(path.join(root, keptRow.storageKey.slice(0, 2), keptRow.storageKey), old, old);

    expect(await sweepOrphanFiles()).toBe(1);
    const keys: string[] = [];
    for await (const object of fileStorage().list()) keys.push(object.key);
    expect(keys).not.toContain("orphan-old");
    expect(keys).toContain("orphan-new");
    expect(keys).toContain(keptRow.storageKey);
  });
});

describe("the sweep of files attached to nothing", () => {
  it("removes a form's upload that no record took a day after its last change, and keeps the rest", async () => {
    const { fileStorage } = await import("@/lib/platform/files/storage");
    const { sweepOrphanFiles } = await import("@/lib/platform/files/mutations");
    const editor = await as("editor@demo.example");
    const holding = await demo.holding();
    const upload = async (name: string, fields: Record<string, string> = {}) =>
      (await editor.post(base(holding), { raw: multipart(PDF, name, fields) })).body.id as string;

    const abandoned = await upload("refused-form.pdf");
    const attached = await upload("attached.pdf");
    const deleted = await upload("deleted.pdf");
    const standalone = await upload("standalone.pdf", { standalone: "true" });
    const recent = await upload("recent.pdf");
    const scope = await editor.put(`/api/v1/organizations/${holding}/scope`, {
      body: { content: "<p>Scope</p>", iso_standards: [], file_ids: [attached] },
    });
    expect(scope.status).toBe(200);
    await db().storedFile.update({ where: { id: deleted }, data: { deleted: true } });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await db().storedFile.updateMany({
      where: { id: { in: [abandoned, attached, deleted, standalone] } },
      data: { lastModifiedDate: twoDaysAgo },
    });
    const abandonedKey = (await db().storedFile.findUniqueOrThrow({ where: { id: abandoned } })).storageKey;

    expect(await sweepOrphanFiles()).toBe(1);
    const left = await db().storedFile.findMany({
      where: { id: { in: [abandoned, attached, deleted, standalone, recent] } },
      select: { id: true },
    });
    expect(left.map(({ id }) => id).sort()).toEqual([attached, deleted, standalone, recent].sort());
    const keys: string[] = [];
    for await (const object of fileStorage().list()) keys.push(object.key);
    expect(keys).not.toContain(abandonedKey);
    expect((await editor.get(`/api/v1/organizations/${holding}/scope`)).body.files).toEqual([
      expect.objectContaining({ id: attached }),
    ]);
  });
});
