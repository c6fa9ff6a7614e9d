// Reference data from prisma/data (sources and licences in docs/reference-data.md).
import fs from "node:fs";
import path from "node:path";
import type { SeedClient } from "./client";
import { parseCsv } from "./csv";

const dataDir = path.join(__dirname, "..", "data");

export async function seedNaceCodes(db: SeedClient) {
  const rows = parseCsv(fs.readFileSync(path.join(dataDir, "nace-rev2.csv"), "utf8"));
  const existing = await db.naceCode.count();
  if (existing === rows.length) return 0;
  await db.naceCode.createMany({
    data: rows.map((row, index) => ({
      code: row.code,
      level: row.level,
      parentCode: row.parent_code || null,
      nameEn: row.name_en,
      nameDa: row.name_da,
      sortOrder: index,
    })),
    skipDuplicates: true,
  });
  return rows.length;
}
