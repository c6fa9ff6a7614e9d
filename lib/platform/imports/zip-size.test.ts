import ExcelJS from "exceljs";
import { UnreadableZip, unpackedZipBytes } from "./zip-size";

/** A real XLSX file holding `text` in one cell: highly repetitive, so it packs small. */
async function workbookWith(text: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet("Sheet").addRow([text]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The sizes each directory entry declares for its unpacked bytes, set to `size` (an archive that lies). */
function declareUnpackedSizes(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at + 4 <= copy.length; at++) {
    if (copy.readUInt32LE(at) === 0x02014b50) copy.writeUInt32LE(size, at + 24);
    if (copy.readUInt32LE(at) === 0x04034b50) copy.writeUInt32LE(size, at + 22);
  }
  return copy;
}

describe("unpackedZipBytes", () => {
  it("counts what an XLSX file unpacks to, far more than it weighs", async () => {
    const file = await workbookWith("x".repeat(2_000_000));
    const unpacked = unpackedZipBytes(file, 50_000_000);
    expect(file.length).toBeLessThan(100_000);
    expect(unpacked).toBeGreaterThan(2_000_000);
    expect(unpacked).toBeLessThan(2_100_000);
  });

  it("stops past the ceiling without unpacking the rest", async () => {
    const file = await workbookWith("x".repeat(2_000_000));
    const counted = unpackedZipBytes(file, 1_000_000);
    expect(counted).toBeGreaterThan(1_000_000);
    expect(counted).toBeLessThanOrEqual(1_000_001);
  });

  it("does not believe the sizes the archive declares", async () => {
    const file = await workbookWith("x".repeat(2_000_000));
    expect(unpackedZipBytes(declareUnpackedSizes(file, 1), 50_000_000)).toBe(unpackedZipBytes(file, 50_000_000));
  });

  it("refuses what is no ZIP archive or is cut short", async () => {
    expect(() => unpackedZipBytes(Buffer.from("Name,E-mail\nA,a@example.com\n"), 1_000)).toThrow(UnreadableZip);
    const file = await workbookWith("cell");
    expect(() => unpackedZipBytes(file.subarray(0, file.length - 30), 1_000_000)).toThrow(UnreadableZip);
  });
});
