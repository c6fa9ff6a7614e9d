// The catalogue of management-system responsibilities (ISO 5.3) every organization may delegate,
// from prisma/data/responsibilities (sources, the meaning of "required" and doubts in
// docs/reference-data.md). Seeded once; a maintainer's later changes are kept.
import fs from "node:fs";
import path from "node:path";
import type { SeedClient } from "./client";
import { parseCsv } from "./csv";

const file = path.join(__dirname, "..", "data", "responsibilities", "responsibilities.csv");

export async function seedResponsibilities(db: SeedClient) {
  const rows = parseCsv(fs.readFileSync(file, "utf8"));
  if ((await db.responsibility.count({ where: { organizationId: null } })) >= rows.length) return 0;
  await db.responsibility.createMany({
    data: rows.map((row, index) => ({
      code: row.code,
      nameEn: row.name_en,
      nameDa: row.name_da,
      descriptionEn: row.description_en || null,
      descriptionDa: row.description_da || null,
      basis: row.basis || null,
      required: row.required_by_default === "true",
      position: index,
    })),
    skipDuplicates: true,
  });
  return rows.length;
}
