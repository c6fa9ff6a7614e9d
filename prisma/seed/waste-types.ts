// The European List of Waste and the recovery and disposal operations from prisma/data/waste (sources,
// licences and doubts in docs/reference-data.md). Loaded as they are: the Danish titles stay empty
// until a maintainer enters them, nothing is translated here.
import fs from "node:fs";
import path from "node:path";
import { treatmentGroupOf } from "../../lib/modules/admin/waste-types/treatment";
import type { SeedClient } from "./client";
import { parseCsv } from "./csv";

const dataDir = path.join(__dirname, "..", "data", "waste");
const read = (name: string) => parseCsv(fs.readFileSync(path.join(dataDir, name), "utf8"));

export async function seedWasteTypes(db: SeedClient) {
  const rows = read("waste-catalogue.csv");
  if ((await db.wasteType.count()) >= rows.length) return 0;
  await db.wasteType.createMany({
    data: rows.map((row) => ({
      code: row.code,
      chapter: row.chapter,
      hazardous: row.hazardous === "true",
      nameEn: row.description_en,
    })),
    skipDuplicates: true,
  });
  return rows.length;
}

export async function seedTreatmentOperations(db: SeedClient) {
  const rows = read("recovery-disposal-operations.csv");
  if ((await db.treatmentOperation.count()) >= rows.length) return 0;
  await db.treatmentOperation.createMany({
    data: rows.map((row, index) => ({
      code: row.code,
      kind: row.kind as "R" | "D",
      group: treatmentGroupOf(row.code),
      titleEn: row.title_en,
      titleDa: row.title_da || null,
      sortOrder: index,
    })),
    skipDuplicates: true,
  });
  return rows.length;
}
