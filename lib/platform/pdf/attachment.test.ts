import { pdfAttachment } from "./attachment";

describe("pdfAttachment", () => {
  it("answers a PDF to download under its Danish name, in ASCII and in UTF-8, never cached nor sniffed", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("%PDF-1.3\n"));
        controller.close();
      },
    });
    const response = pdfAttachment(stream, "Kemikalieregister Ærø 2026-11-28");
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": "application/pdf",
      "content-disposition":
        "attachment; filename=\"Kemikalieregister _r_ 2026-11-28.pdf\"; filename*=UTF-8''Kemikalieregister%20%C3%86r%C3%B8%202026-11-28.pdf",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    expect(await response.text()).toBe("%PDF-1.3\n");
  });

  it("answers a document held as bytes", async () => {
    const response = pdfAttachment(Buffer.from("%PDF-1.3\n"), "Audit log");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="Audit log.pdf"');
    expect(await response.text()).toBe("%PDF-1.3\n");
  });
});
