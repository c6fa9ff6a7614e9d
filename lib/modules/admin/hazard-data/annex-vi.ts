// CLP Annex VI, Table 3: which version of an entry is in force on a day. Client-safe.
//
// An adaptation to technical progress (ATP) changes entries from the day it applies; until then
// the earlier version is the law. The data holds each entry's versions with `inApplicationFrom`;
// on a day the entry's newest version applying then is in force, and an entry with none (added by
// an ATP that applies later) has no harmonised classification yet.

export type AnnexViVersion = { indexNo: string; inApplicationFrom: Date };

/** The versions in force on `day` (UTC midnight), one per index number, in the order given. */
export function versionsInForce<T extends AnnexViVersion>(versions: readonly T[], day: Date): T[] {
  const best = new Map<string, T>();
  for (const version of versions) {
    if (version.inApplicationFrom.getTime() > day.getTime()) continue;
    const current = best.get(version.indexNo);
    if (!current || current.inApplicationFrom < version.inApplicationFrom) best.set(version.indexNo, version);
  }
  return versions.filter((version) => best.get(version.indexNo) === version);
}

/** Splits a cell of the data's pipe lists; empty cells and "-" are no values. */
export const pipeList = (cell: string) =>
  cell
    .split("|")
    .map((value) => value.trim())
    .filter((value) => value !== "" && value !== "-");

/** CAS or EC numbers of an entry without the [n] markers of multi-substance entries. */
export const identifiersOf = (cell: string) => [
  ...new Set(pipeList(cell).map((value) => value.replace(/\s*\[\d+\]$/, ""))),
];

/** The EUR-Lex address of the act (by CELEX number) that last changed an entry. */
export const celexUrl = (celex: string) => `https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:${celex}`;

/** A statement code as Annex VI prints it ("H372 **", "H373 (liver)") reduced to the code itself. */
export const statementCode = (printed: string) =>
  printed
    .replace(/\s*\*+$/, "")
    .replace(/\s*\(.*\)$/, "")
    .trim();
