// A few documents for the demo holding: certificates on competences and a permit on the scope;
// `storePdf` also makes the files of other demo records.
// Each is a small, valid one-page PDF, stored through the same storage adapter the app uses.
import { randomUUID } from "node:crypto";
import { fileStorage } from "../../lib/platform/files/storage";
import type { SeedClient } from "./client";

/** A one-page PDF showing `lines` (ASCII), with a correct cross-reference table. */
function textPdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 14 Tf 72 760 Td 18 TL ${lines.map((line) => `(${escape(line)}) '`).join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export async function storePdf(
  db: SeedClient,
  organizationId: string | null,
  name: string,
  date: Date,
  lines: string[],
) {
  const bytes = textPdf(lines);
  const storageKey = randomUUID();
  await fileStorage().put(storageKey, bytes, "application/pdf");
  return db.storedFile.create({
    data: { organizationId, name, date, size: bytes.length, contentType: "application/pdf", storageKey },
  });
}

export async function seedDemoFiles(db: SeedClient, holdingId: string) {
  const year = new Date().getUTCFullYear();
  const firstAid = await db.competence.findFirst({ where: { organizationId: holdingId, name: "First aid" } });
  const forklift = await db.competence.findFirst({
    where: { organizationId: holdingId, name: "Forklift certificate" },
  });
  const scope = await db.scope.findUnique({ where: { organizationId: holdingId } });
  if (firstAid) {
    const file = await storePdf(
      db,
      holdingId,
      "First aid course - attendance list.pdf",
      new Date(Date.UTC(year - 1, 9, 16)),
      [
        "Certificate of attendance: First aid (12 hours)",
        "Nordic Demo Holding A/S, production staff",
        "Includes CPR and use of an AED",
      ],
    );
    await db.competence.update({ where: { id: firstAid.id }, data: { files: { connect: { id: file.id } } } });
  }
  if (forklift) {
    const file = await storePdf(
      db,
      holdingId,
      "Forklift certificates - warehouse.pdf",
      new Date(Date.UTC(year - 2, 2, 3)),
      ["Forklift certificate (truckcertifikat B)", "Warehouse operators of Nordic Demo Holding A/S"],
    );
    await db.competence.update({ where: { id: forklift.id }, data: { files: { connect: { id: file.id } } } });
  }
  if (scope) {
    const file = await storePdf(
      db,
      holdingId,
      "Environmental permit (miljoegodkendelse).pdf",
      new Date(Date.UTC(year - 3, 5, 1)),
      [
        "Environmental permit for the surface treatment line",
        "Issued by the municipality under the Environmental Protection Act",
      ],
    );
    await db.scope.update({ where: { id: scope.id }, data: { files: { connect: { id: file.id } } } });
  }
}
