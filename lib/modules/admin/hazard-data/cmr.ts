// Carcinogenic, mutagenic and reproductive toxicants (CMR) by their CLP hazard class codes, and the
// REACH Annex XVII entries that follow from a harmonised classification. Client-safe.
//
// Entries 28, 29 and 30 restrict substances that Part 3 of Annex VI classifies as carcinogen,
// germ cell mutagen or reproductive toxicant category 1A or 1B (and Appendices 1 to 6 list):
// their supply to the general public. The other entries list their substances by name, CAS and EC
// number (reach-annex-xvii.csv). Entries 3 and 40, which name whole hazard classes for particular
// uses (decorative lamps, aerosol novelties), are left to the coordinator's reading.

const CATEGORY_1 = /^(Carc|Muta|Repr)\. 1[AB]?\b/;

const ENTRY_OF: Record<string, string> = { Carc: "28", Muta: "29", Repr: "30" };

/** The CMR category 1A/1B classes among hazard class codes such as "Carc. 1B" or "Repr. 1A *". */
export const cmrClasses = (hazardClassCategories: readonly string[]) =>
  hazardClassCategories.filter((code) => CATEGORY_1.test(code.trim()));

/** The Annex XVII entries (28, 29, 30) a harmonised CMR classification brings with it. */
export function cmrRestrictionEntries(hazardClassCategories: readonly string[]): string[] {
  const entries = cmrClasses(hazardClassCategories).map((code) => ENTRY_OF[CATEGORY_1.exec(code.trim())![1]]);
  return [...new Set(entries)].sort();
}

/** CMR category 1A/1B told by the hazard statements alone (H340, H350, H360 and their variants). */
export const isCmrStatement = (code: string) => /^H(340|350|360)/.test(code);
