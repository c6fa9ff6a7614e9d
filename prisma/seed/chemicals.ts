// The chemicals reference data from prisma/data/chemicals (sources, licences and caveats in
// docs/reference-data.md), loaded as it is, and the substance catalogue's first rows: the
// substances of the Annex VI entries in force that have a CAS number. Batched inserts, so the
// 4,441 entries and the 2,939 ADR rows load in a few seconds.
import fs from "node:fs";
import path from "node:path";
import type { SeedClient } from "./client";
import { parseCsv } from "./csv";
import { identifiersOf, pipeList, statementCode, versionsInForce } from "../../lib/modules/admin/hazard-data/annex-vi";

const dataDir = path.join(__dirname, "..", "data", "chemicals");
const csv = (file: string) => parseCsv(fs.readFileSync(path.join(dataDir, file), "utf8"));
const json = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"));
const day = (text: string) => new Date(`${text}T00:00:00Z`);
const optional = (cell: string) => (cell.trim() === "" || cell.trim() === "-" ? null : cell);

/** The combined class found on safety data sheets; the SPEC lists it beside the TRGS 510 classes. */
const COMBINED_STORAGE_CLASS = {
  code: "10-13",
  nameDe: "Lagerklassen 10 bis 13",
  nameEn: "Storage classes 10 to 13",
};

/** The data's codes (nwg, WGK 1 …) under the codes of the product's field: 1, 2, 3, NWG, AWG. */
const waterHazardCode = (code: string) => code.replace(/^WGK /, "").toUpperCase();

async function seedStatements(db: SeedClient) {
  const rows = json<{ code: string; kind: "H" | "EUH" | "P"; en: string; da: string }[]>("hazard-statements.json");
  if ((await db.hazardStatement.count()) === rows.length) return 0;
  await db.hazardStatement.createMany({
    data: rows.map((row, index) => ({
      code: row.code,
      kind: row.kind,
      textEn: row.en,
      textDa: row.da,
      sortOrder: index,
    })),
    skipDuplicates: true,
  });
  const pictograms = json<{ code: string; name_en: string; symbol_en: string }[]>("ghs-pictograms.json");
  await db.ghsPictogram.createMany({
    data: pictograms.map((row, index) => ({
      code: row.code,
      nameEn: row.name_en,
      symbolEn: row.symbol_en,
      sortOrder: index,
    })),
    skipDuplicates: true,
  });
  return rows.length;
}

const annexRow = (row: Record<string, string>) => ({
  indexNo: row.index_no,
  chemicalName: row.chemical_name,
  ecNo: row.ec_no,
  casNo: row.cas_no,
  ecNumbers: identifiersOf(row.ec_no),
  casNumbers: identifiersOf(row.cas_no),
  hazardClassCategories: pipeList(row.hazard_class_category),
  hazardStatements: pipeList(row.hazard_statements),
  pictograms: pipeList(row.pictograms),
  signalWord: optional(row.signal_word),
  labellingHazardStatements: pipeList(row.labelling_hazard_statements),
  supplementaryHazardStatements: pipeList(row.supplementary_hazard_statements),
  sclMFactorsAte: pipeList(row.scl_m_factors_ate),
  notes: pipeList(row.notes),
  atp: row.atp,
  celex: row.celex,
  inApplicationFrom: day(row.in_application_from),
});

type AnnexRow = ReturnType<typeof annexRow>;

async function seedAnnexVi(db: SeedClient) {
  const rows = [...csv("clp-annex-vi.csv"), ...csv("clp-annex-vi-prior-versions.csv")].map(annexRow);
  if ((await db.annexViEntry.count()) === rows.length) return { count: 0, rows };
  for (let start = 0; start < rows.length; start += 1000) {
    await db.annexViEntry.createMany({ data: rows.slice(start, start + 1000), skipDuplicates: true });
  }
  // A GIN index keeps bulk-inserted entries in a pending list that every look-up scans until a
  // vacuum merges it (19 pages a look-up instead of 2 here, the register's flags 10 times slower):
  // merge it now rather than whenever autovacuum comes by.
  await db.$executeRaw`SELECT gin_clean_pending_list('"AnnexViEntry_casNumbers_idx"'::regclass),
                              gin_clean_pending_list('"AnnexViEntry_ecNumbers_idx"'::regclass)`;
  return { count: rows.length, rows };
}

async function seedReach(db: SeedClient) {
  const svhc = csv("svhc-candidate-list.csv");
  if ((await db.svhcListing.count()) === svhc.length) return 0;
  await db.svhcListing.createMany({
    data: svhc.map((row, index) => ({
      substanceName: row.substance_name,
      description: optional(row.description),
      ecNo: optional(row.ec_no),
      casNo: optional(row.cas_no),
      reasons: pipeList(row.reason_for_inclusion),
      dateOfInclusion: day(row.date_of_inclusion),
      decisionUrl: row.decision_url,
      remarks: optional(row.remarks),
      sortOrder: index,
    })),
  });
  await db.restrictionEntry.createMany({
    data: csv("reach-annex-xvii-entries.csv").map((row, index) => ({
      entryNo: row.entry_no,
      title: row.entry_title,
      conditionsUrl: row.conditions_url,
      legalHistory: pipeList(row.legal_history),
      firstPublished: day(row.first_published),
      sortOrder: index,
    })),
    skipDuplicates: true,
  });
  await db.restrictionSubstance.createMany({
    data: csv("reach-annex-xvii.csv").map((row, index) => ({
      entryNo: row.entry_no,
      substanceName: row.substance_name,
      description: optional(row.description),
      ecNo: optional(row.ec_no),
      casNo: optional(row.cas_no),
      appendices: pipeList(row.appendices),
      standards: pipeList(row.standards),
      remarks: optional(row.remarks),
      sortOrder: index,
    })),
  });
  return svhc.length;
}

async function seedTransportAndStorage(db: SeedClient) {
  const goods = csv("adr-un-numbers.csv");
  if ((await db.dangerousGood.count()) === goods.length) return 0;
  await db.dangerousGood.createMany({
    data: goods.map((row, index) => ({
      unNumber: row.un_number,
      properShippingName: row.proper_shipping_name_en,
      hazardClass: row.class,
      classificationCode: optional(row.classification_code),
      packingGroup: optional(row.packing_group),
      labels: optional(row.labels),
      specialProvisions: optional(row.special_provisions),
      limitedQuantity: optional(row.limited_quantity),
      exceptedQuantity: optional(row.excepted_quantity),
      packingInstructions: optional(row.packing_instructions),
      tankCode: optional(row.tank_code),
      transportCategory: optional(row.transport_category),
      tunnelCode: optional(row.tunnel_code),
      hazardNumber: optional(row.hazard_number),
      adrStatus: optional(row.adr_status),
      sortOrder: index,
    })),
  });
  const classes = csv("storage-classes.csv");
  await db.storageClass.createMany({
    data: [
      ...classes.map((row) => ({
        code: row.lgk,
        nameDe: row.name_de,
        nameEn: row.name_en,
        sortOrder: Number(row.sort_order),
      })),
      { ...COMBINED_STORAGE_CLASS, sortOrder: classes.length + 1 },
    ],
    skipDuplicates: true,
  });
  const order = ["1", "2", "3", "NWG", "AWG"];
  await db.waterHazardClass.createMany({
    data: csv("water-hazard-classes.csv").map((row) => ({
      code: waterHazardCode(row.code),
      nameDe: row.name_de,
      nameEn: row.name_en,
      legalBasis: row.legal_basis,
      sortOrder: order.indexOf(waterHazardCode(row.code)) + 1,
    })),
    skipDuplicates: true,
  });
  return goods.length;
}

const marker = (text: string) => /\[(\d+)\]\s*$/.exec(text)?.[1] ?? null;
const withoutMarker = (text: string) => text.replace(/\s*\[\d+\]\s*$/, "").trim();

/** The substances of one entry: one per CAS number, named by the line of the entry with its marker. */
function substancesOf(entry: AnnexRow, known: Set<string>) {
  const names = entry.chemicalName.split("|");
  const ecs = pipeList(entry.ecNo);
  const codes = (printed: string[]) => [...new Set(printed.map(statementCode))].filter((code) => known.has(code));
  return pipeList(entry.casNo).map((cas) => {
    const tag = marker(cas);
    const name = tag === null ? entry.chemicalName : (names.find((line) => marker(line) === tag) ?? names[0]);
    const ec = tag === null ? ecs[0] : ecs.find((value) => marker(value) === tag);
    return {
      nameEn: withoutMarker(name),
      casNumber: withoutMarker(cas),
      ecNumber: ec ? withoutMarker(ec) : null,
      indexNo: entry.indexNo,
      hazardStatements: codes(entry.hazardStatements),
      euHazardStatements: codes(entry.supplementaryHazardStatements),
    };
  });
}

async function seedSubstances(db: SeedClient, entries: AnnexRow[]) {
  if (await db.substance.count()) return 0;
  const known = new Set((await db.hazardStatement.findMany({ select: { code: true } })).map((row) => row.code));
  const today = day(new Date().toISOString().slice(0, 10));
  const substances = versionsInForce(entries, today).flatMap((entry) => substancesOf(entry, known));
  // reference data, not a maintainer's change: the audit trail records no 4,000 creations
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT set_config('ehs.audit', 'off', true)`;
      for (let start = 0; start < substances.length; start += 1000) {
        await tx.substance.createMany({ data: substances.slice(start, start + 1000) });
      }
    },
    { timeout: 120_000 },
  );
  return substances.length;
}

export async function seedChemicals(db: SeedClient) {
  const statements = await seedStatements(db);
  const annex = await seedAnnexVi(db);
  const svhc = await seedReach(db);
  const goods = await seedTransportAndStorage(db);
  const substances = await seedSubstances(db, annex.rows);
  return { statements, annexVi: annex.count, svhc, goods, substances };
}
