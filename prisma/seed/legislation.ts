// The legislation catalogue from prisma/data/legislation.csv and its topics (sources, licences and
// caveats in docs/reference-data.md). The rows are loaded as they are; nothing is added to them.
import fs from "node:fs";
import path from "node:path";
import type { LegislationKind } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";
import { parseCsv } from "./csv";

/** The topics the data is tagged with, under stable keys, with their names in both languages. */
const TOPICS: { key: string; tag: string; nameEn: string; nameDa: string }[] = [
  { key: "chemicals", tag: "chemicals", nameEn: "Chemicals", nameDa: "Kemikalier" },
  { key: "waste", tag: "waste", nameEn: "Waste", nameDa: "Affald" },
  { key: "emissions", tag: "emissions", nameEn: "Emissions", nameDa: "Emissioner" },
  { key: "energy", tag: "energy", nameEn: "Energy", nameDa: "Energi" },
  { key: "water", tag: "water", nameEn: "Water", nameDa: "Vand" },
  { key: "noise", tag: "noise", nameEn: "Noise", nameDa: "Støj" },
  {
    key: "ohs",
    tag: "occupational health and safety",
    nameEn: "Occupational health and safety",
    nameDa: "Arbejdsmiljø",
  },
  { key: "machinery", tag: "machinery", nameEn: "Machinery", nameDa: "Maskiner" },
  { key: "ems", tag: "environmental management", nameEn: "Environmental management", nameDa: "Miljøledelse" },
  { key: "reporting", tag: "reporting", nameEn: "Reporting", nameDa: "Rapportering" },
];

const KINDS: Record<string, LegislationKind> = {
  regulation: "REGULATION",
  directive: "DIRECTIVE",
  decision: "DECISION",
  act: "ACT",
  "executive order/bekendtgørelse": "EXECUTIVE_ORDER",
};

const text = (value: string) => value.trim() || null;

/** The title the catalogue sorts by: the short name, else the English, else the Danish title. */
const sortTitleOf = (act: { shortName: string | null; titleEn: string | null; titleDa: string | null }) =>
  act.shortName ?? act.titleEn ?? act.titleDa ?? "";

export async function seedLegislation(db: SeedClient) {
  const rows = parseCsv(fs.readFileSync(path.join(__dirname, "..", "data", "legislation.csv"), "utf8"));
  if ((await db.legislation.count()) >= rows.length) return 0;
  for (const topic of TOPICS) {
    await db.topic.upsert({
      where: { key: topic.key },
      create: { key: topic.key, nameEn: topic.nameEn, nameDa: topic.nameDa },
      update: {},
    });
  }
  const topicIds = new Map(
    (await db.topic.findMany({ select: { id: true, key: true } })).map((topic) => [topic.key, topic.id]),
  );
  for (const row of rows) {
    const kind = KINDS[row.kind];
    if (!kind) throw new Error(`legislation.csv: unknown kind "${row.kind}" (${row.number})`);
    const tags = row.topics.split(";").map((tag) => tag.trim());
    const topics = tags.map((tag) => {
      const topic = TOPICS.find((candidate) => candidate.tag === tag);
      if (!topic) throw new Error(`legislation.csv: unknown topic "${tag}" (${row.number})`);
      return { id: topicIds.get(topic.key)! };
    });
    const act = { shortName: text(row.short_name), titleEn: text(row.title_en), titleDa: text(row.title_da) };
    await db.legislation.upsert({
      where: { officialNumber: row.number },
      update: {},
      create: {
        ...act,
        sortTitle: sortTitleOf(act),
        jurisdiction: row.jurisdiction,
        kind,
        officialNumber: row.number,
        celexNumber: text(row.celex),
        officialUrl: text(row.eli_or_url),
        documentDate: row.date_of_document ? new Date(`${row.date_of_document}T00:00:00Z`) : null,
        sources: text(row.source),
        notes: text(row.notes),
        topics: { connect: topics },
      },
    });
  }
  return rows.length;
}
