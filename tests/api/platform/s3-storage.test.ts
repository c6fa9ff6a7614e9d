// The S3 storage adapter against a real S3-compatible HTTP server, through the same AWS SDK calls
// that production makes: upload, replace, download, deletion, the orphan sweeps, and a storage
// that fails midway through an upload.
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { startTestS3, type TestS3 } from "../../support/s3";
import { multipart, PDF, PNG } from "../../support/uploads";

const base = (orgId: string) => `/api/v1/organizations/${orgId}/files`;
// the first request loads the route modules, which takes seconds on a busy machine
jest.setTimeout(30_000);
const HOUR = 60 * 60 * 1000;

let s3: TestS3;
let holding: string;

beforeAll(async () => {
  s3 = await startTestS3();
  // the adapter is chosen on first use, which comes after this
  Object.assign(process.env, s3.env);
  holding = await demo.holding();
});

afterAll(async () => {
  for (const name of Object.keys(s3.env)) delete process.env[name];
  await s3.stop();
});

afterEach(() => {
  s3.cutUploadsAfter(undefined);
  jest.restoreAllMocks();
});

/** The failure is logged for the operators; the test keeps its output clean and checks that it was. */
const expectStorageFailureLogged = () => {
  const log = jest.spyOn(console, "error").mockImplementation(() => {});
  return () => expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[files\] storing .* failed/));
};

const storageKeyOf = async (id: string) =>
  (await db().storedFile.findUniqueOrThrow({ where: { id }, select: { storageKey: true } })).storageKey;

async function objectBytes(key: string) {
  const answer = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `files/${key}` }));
  return Buffer.from(await answer.Body!.transformToByteArray());
}

/** Every row's object is in the bucket: no metadata points at nothing. */
async function expectNoRowWithoutObject() {
  const keys = new Set(await s3.keys());
  const rows = await db().storedFile.findMany({ select: { storageKey: true } });
  expect(rows.filter((row) => !keys.has(row.storageKey))).toEqual([]);
}

describe("files on S3", () => {
  it("uploads into the bucket, downloads from it, and replaces under a new key removing the old object", async () => {
    const editor = await as("editor@demo.example");
    const created = await editor.post(base(holding), { raw: multipart(PDF, "audit report.pdf") });
    expect(created.status).toBe(201);
    const firstKey = await storageKeyOf(created.body.id);
    expect(await s3.keys()).toContain(firstKey);
    expect((await objectBytes(firstKey)).equals(PDF)).toBe(true);

    const download = await editor.get(`${base(holding)}/${created.body.id}/raw`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.body).toBe(PDF.toString("utf8"));

    const replaced = await editor.put(`${base(holding)}/${created.body.id}/raw`, { raw: multipart(PNG, "scan.png") });
    expect(replaced.status).toBe(200);
    const secondKey = await storageKeyOf(created.body.id);
    expect(secondKey).not.toBe(firstKey);
    const keys = await s3.keys();
    expect(keys).toContain(secondKey);
    expect(keys).not.toContain(firstKey);
    expect((await objectBytes(secondKey)).equals(PNG)).toBe(true);
  });

  it("deletes a file's object with its row, and a row whose object went missing downloads as 404", async () => {
    const { fileStorage } = await import("@/lib/platform/files/storage");
    const editor = await as("editor@demo.example");
    const { body: deleted } = await editor.post(base(holding), { raw: multipart(PDF, "withdrawn.pdf") });
    const deletedKey = await storageKeyOf(deleted.id);
    expect(await s3.keys()).toContain(deletedKey);
    expect((await editor.delete(`${base(holding)}/${deleted.id}`)).status).toBe(204);
    expect(await db().storedFile.count({ where: { id: deleted.id } })).toBe(0);
    expect(await s3.keys()).not.toContain(deletedKey);

    const { body: file } = await editor.post(base(holding), { raw: multipart(PDF, "gone.pdf") });
    const key = await storageKeyOf(file.id);
    await fileStorage().remove(key);
    expect(await s3.keys()).not.toContain(key);
    const download = await editor.get(`${base(holding)}/${file.id}/raw`);
    expect(download.status).toBe(404);
    await db().storedFile.delete({ where: { id: file.id } });
  });

  it("sweeps objects that no row points at once they are an hour old and files attached to nothing, and keeps the rest", async () => {
    const { sweepOrphanFiles } = await import("@/lib/platform/files/mutations");
    const editor = await as("editor@demo.example");
    const { body: kept } = await editor.post(base(holding), {
      raw: multipart(PDF, "kept.pdf", { standalone: "true" }),
    });
    await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: "files/left-by-a-failed-request", Body: PDF }));
    const { body: abandoned } = await editor.post(base(holding), { raw: multipart(PDF, "form never saved.pdf") });
    const abandonedKey = await storageKeyOf(abandoned.id);
    await db().storedFile.update({
      where: { id: abandoned.id },
      data: { lastModifiedDate: new Date(Date.now() - 2 * 24 * HOUR) },
    });

    // now: the orphan is younger than an hour and stays
    await sweepOrphanFiles(new Date());
    expect(await s3.keys()).toContain("left-by-a-failed-request");

    // two hours on: it goes, the row's object stays
    await sweepOrphanFiles(new Date(Date.now() + 2 * HOUR));
    const keys = await s3.keys();
    expect(keys).not.toContain("left-by-a-failed-request");
    // a form's upload that no record took: row and object
    expect(keys).not.toContain(abandonedKey);
    expect(await db().storedFile.count({ where: { id: abandoned.id } })).toBe(0);
    expect(keys).toContain(await storageKeyOf(kept.id));
    await expectNoRowWithoutObject();
  });

  it("answers 503 when the storage fails midway through an upload, and leaves no row pointing at nothing", async () => {
    const editor = await as("editor@demo.example");
    const rowsBefore = await db().storedFile.count();
    const large = Buffer.concat([PDF, Buffer.alloc(300 * 1024, 0x20)]);
    s3.cutUploadsAfter(64 * 1024);
    const logged = expectStorageFailureLogged();

    const answer = await editor.post(base(holding), { raw: multipart(large, "big scan.pdf") });
    expect(answer.status).toBe(503);
    expect(answer.body.error.code).toBe("storage_unavailable");
    expect(answer.headers.get("retry-after")).toBeTruthy();
    expect(await db().storedFile.count()).toBe(rowsBefore);
    logged();

    s3.cutUploadsAfter(undefined);
    await expectNoRowWithoutObject();
  });

  it("keeps the old content when a replacement fails midway", async () => {
    const editor = await as("editor@demo.example");
    const { body: file } = await editor.post(base(holding), { raw: multipart(PDF, "contract.pdf") });
    const before = await db().storedFile.findUniqueOrThrow({ where: { id: file.id } });
    s3.cutUploadsAfter(64 * 1024);
    const logged = expectStorageFailureLogged();

    const answer = await editor.put(`${base(holding)}/${file.id}/raw`, {
      raw: multipart(Buffer.concat([PDF, Buffer.alloc(300 * 1024, 0x20)]), "contract v2.pdf"),
    });
    expect(answer.status).toBe(503);
    logged();
    s3.cutUploadsAfter(undefined);
    const after = await db().storedFile.findUniqueOrThrow({ where: { id: file.id } });
    expect(after).toMatchObject({ storageKey: before.storageKey, size: before.size, name: before.name });
    const download = await editor.get(`${base(holding)}/${file.id}/raw`);
    expect(download.status).toBe(200);
    expect(download.body).toBe(PDF.toString("utf8"));
    await expectNoRowWithoutObject();
  });
});
