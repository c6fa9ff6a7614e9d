// Small real files for upload tests.
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);
export const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
export const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(256, 0x90)]);

export function multipart(content: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(content)]), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return { body: form };
}
