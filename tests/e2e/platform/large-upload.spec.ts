// The documented upload limit (FILE_MAX_BYTES, 25 MB) holds end to end through `next start`:
// proxy.ts sees every request, and Next hands a route only as much of a body as it buffered for it.
import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "../test";

const MB = 1024 * 1024;
const pdfOf = (size: number) => {
  const head = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n", "latin1");
  const tail = Buffer.from("\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
};
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function signIn(request: APIRequestContext) {
  await request.get("/");
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name.endsWith("XSRF-TOKEN"))!.value;
  const answer = await request.post("/api/v1/authentications", {
    form: { username: "editor@demo.example", password: "Demo-password-1" },
    headers: { "x-xsrf-token": xsrf },
  });
  expect(answer.status()).toBe(200);
  // signing in issues a fresh anti-forgery token
  const fresh = (await request.storageState()).cookies.find((cookie) => cookie.name.endsWith("XSRF-TOKEN"))!.value;
  return { xsrf: fresh, holding: (await answer.json()).content[0].id as string };
}

test("a 24 MB upload is stored whole and downloads byte for byte; 26 MB is refused with 413", async ({ request }) => {
  test.setTimeout(120_000);
  const { xsrf, holding } = await signIn(request);
  const files = `/api/v1/organizations/${holding}/files`;
  const content = pdfOf(24 * MB);

  const created = await request.post(files, {
    multipart: { file: { name: "site survey.pdf", mimeType: "application/pdf", buffer: content } },
    headers: { "x-xsrf-token": xsrf },
  });
  expect(created.status(), await created.text()).toBe(201);
  const file = await created.json();
  expect(file.size).toBe(content.length);

  const download = await request.get(`${files}/${file.id}/raw`);
  expect(download.status()).toBe(200);
  const body = await download.body();
  expect(body.length).toBe(content.length);
  expect(sha256(body)).toBe(sha256(content));

  const tooLarge = await request.post(files, {
    multipart: { file: { name: "too large.pdf", mimeType: "application/pdf", buffer: pdfOf(26 * MB) } },
    headers: { "x-xsrf-token": xsrf },
  });
  expect(tooLarge.status()).toBe(413);
  expect((await tooLarge.json()).error.code).toBe("file_too_large");
});
