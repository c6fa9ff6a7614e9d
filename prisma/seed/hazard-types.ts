// The hazard catalogue for risk assessments, from prisma/data/hazards (sources and doubts in
// docs/reference-data.md). Seeded once; later changes are kept.
import fs from "node:fs";
import path from "node:path";
import type { HazardCategory } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";
import { parseCsv } from "./csv";

const file = path.join(__dirname, "..", "data", "hazards", "hazard-catalogue.csv");

export async function seedHazardTypes(db: SeedClient) {
  const rows = parseCsv(fs.readFileSync(file, "utf8"));
  if ((await db.hazardType.count()) >= rows.length) return 0;
  await db.hazardType.createMany({
    data: rows.map((row, index) => ({
      code: row.code,
      category: row.category as HazardCategory,
      nameEn: row.name_en,
      nameDa: row.name_da,
      descriptionEn: row.description_en || null,
      descriptionDa: row.description_da || null,
      source: row.source || null,
      position: index,
    })),
    skipDuplicates: true,
  });
  return rows.length;
}
