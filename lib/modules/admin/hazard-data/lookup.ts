import "server-only";
// What the reference data says of substances by their CAS and EC numbers: the harmonised
// classification in force on a day (Annex VI), the Candidate List (SVHC) and the Annex XVII
// restrictions. One query per list for any number of substances.
import { db } from "@/lib/platform/db";
import { celexUrl, versionsInForce } from "./annex-vi";
import { cmrRestrictionEntries } from "./cmr";

export type Identified = { casNumber: string | null; ecNumber: string | null };

const numbersOf = (substances: readonly Identified[]) => ({
  cas: [...new Set(substances.flatMap((substance) => (substance.casNumber ? [substance.casNumber] : [])))],
  ec: [...new Set(substances.flatMap((substance) => (substance.ecNumber ? [substance.ecNumber] : [])))],
});

/** An entry names the substance by its CAS number or by its EC number. */
const matches = (substance: Identified, cas: readonly string[], ec: readonly string[]) =>
  (!!substance.casNumber && cas.includes(substance.casNumber)) ||
  (!!substance.ecNumber && ec.includes(substance.ecNumber));

const annexViSelect = {
  indexNo: true,
  chemicalName: true,
  ecNo: true,
  casNo: true,
  casNumbers: true,
  ecNumbers: true,
  hazardClassCategories: true,
  hazardStatements: true,
  pictograms: true,
  signalWord: true,
  labellingHazardStatements: true,
  supplementaryHazardStatements: true,
  sclMFactorsAte: true,
  notes: true,
  atp: true,
  celex: true,
  inApplicationFrom: true,
} as const;

/** The Annex VI entries in force on `day` for each substance, by position. */
export async function harmonisedClassifications(substances: readonly Identified[], day: Date) {
  const { cas, ec } = numbersOf(substances);
  if (!cas.length && !ec.length) return substances.map(() => []);
  const versions = await db().annexViEntry.findMany({
    where: { OR: [{ casNumbers: { hasSome: cas } }, { ecNumbers: { hasSome: ec } }] },
    select: annexViSelect,
    orderBy: { indexNo: "asc" },
  });
  const inForce = versionsInForce(versions, day);
  return substances.map((substance) =>
    inForce
      .filter((entry) => matches(substance, entry.casNumbers, entry.ecNumbers))
      .map(({ inApplicationFrom, ...entry }) => ({
        ...entry,
        inApplicationFrom: inApplicationFrom.toISOString().slice(0, 10),
        celexUrl: celexUrl(entry.celex),
      })),
  );
}

const byNumber = (substance: Identified, row: { casNo: string | null; ecNo: string | null }) =>
  (!!substance.casNumber && row.casNo === substance.casNumber) ||
  (!!substance.ecNumber && row.ecNo === substance.ecNumber);

/** The Candidate List rows naming each substance, by position. */
export async function svhcListings(substances: readonly Identified[]) {
  const { cas, ec } = numbersOf(substances);
  if (!cas.length && !ec.length) return substances.map(() => []);
  const rows = await db().svhcListing.findMany({
    where: { OR: [{ casNo: { in: cas } }, { ecNo: { in: ec } }] },
    select: {
      substanceName: true,
      casNo: true,
      ecNo: true,
      reasons: true,
      dateOfInclusion: true,
      decisionUrl: true,
    },
    orderBy: { sortOrder: "asc" },
  });
  return substances.map((substance) =>
    rows
      .filter((row) => byNumber(substance, row))
      .map(({ dateOfInclusion, ...row }) => ({ ...row, dateOfInclusion: dateOfInclusion.toISOString().slice(0, 10) })),
  );
}

/**
 * The Annex XVII entries that hit each substance, by position: those listing it by CAS or EC
 * number, and entries 28 to 30 where its harmonised classification (in force on `day`) is CMR 1A/1B.
 */
export async function restrictionHits(substances: readonly Identified[], day: Date) {
  const { cas, ec } = numbersOf(substances);
  const [listed, classifications] = await Promise.all([
    cas.length || ec.length
      ? db().restrictionSubstance.findMany({
          where: { OR: [{ casNo: { in: cas } }, { ecNo: { in: ec } }] },
          select: { entryNo: true, substanceName: true, casNo: true, ecNo: true },
          orderBy: { sortOrder: "asc" },
        })
      : [],
    harmonisedClassifications(substances, day),
  ]);
  const perSubstance = substances.map((substance, index) => {
    const hits = new Map<string, { entryNo: string; reason: "LISTED" | "HARMONISED_CMR"; listedAs: string | null }>();
    for (const row of listed.filter((candidate) => byNumber(substance, candidate))) {
      if (!hits.has(row.entryNo))
        hits.set(row.entryNo, { entryNo: row.entryNo, reason: "LISTED", listedAs: row.substanceName });
    }
    for (const entryNo of cmrRestrictionEntries(
      classifications[index].flatMap((entry) => entry.hazardClassCategories),
    )) {
      if (!hits.has(entryNo)) hits.set(entryNo, { entryNo, reason: "HARMONISED_CMR", listedAs: null });
    }
    return [...hits.values()];
  });
  const entryNos = [...new Set(perSubstance.flat().map((hit) => hit.entryNo))];
  const entries = new Map(
    (
      await db().restrictionEntry.findMany({
        where: { entryNo: { in: entryNos } },
        select: { entryNo: true, title: true, conditionsUrl: true, legalHistory: true },
      })
    ).map((entry) => [entry.entryNo, entry]),
  );
  return perSubstance.map((hits) =>
    hits.map((hit) => ({ ...hit, ...entries.get(hit.entryNo)! })).sort((a, b) => a.entryNo.localeCompare(b.entryNo)),
  );
}
