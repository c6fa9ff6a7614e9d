// The concentration above which a listing bites a product, where the law names one. Client-safe.
//
// - SVHC: 0.1 % by weight. REACH Article 31(3)(b): a mixture with a Candidate List substance at
//   0.1 % or more (non-gaseous mixtures) needs a safety data sheet on request; Article 33 and 7(2)
//   apply the same 0.1 % to articles.
// - Annex XVII entries 28 to 30 (CMR substances of Appendices 1 to 6) restrict mixtures that the
//   substance makes CMR: at or above the generic concentration limits of CLP Annex I, 0.1 % for
//   carcinogens and mutagens of category 1A/1B (Tables 3.6.2 and 3.5.2), 0.3 % for reproductive
//   toxicants (Table 3.7.2), unless Annex VI sets a specific limit.
// - Other Annex XVII entries: the conditions differ entry by entry (ECHA's conditions document).

export type Threshold = { percent: number; source: string } | null;

const CMR_LIMITS: Record<string, Threshold> = {
  "28": { percent: 0.1, source: "CLP Annex I, Table 3.6.2" },
  "29": { percent: 0.1, source: "CLP Annex I, Table 3.5.2" },
  "30": { percent: 0.3, source: "CLP Annex I, Table 3.7.2" },
};

export const SVHC_THRESHOLD: Threshold = { percent: 0.1, source: "REACH Article 31(3)(b), Article 33" };

export const restrictionThreshold = (entryNo: string, reason: "LISTED" | "HARMONISED_CMR"): Threshold =>
  reason === "HARMONISED_CMR" ? (CMR_LIMITS[entryNo] ?? null) : null;

/**
 * Whether the product is at or above the threshold: by the upper end of the substance's range
 * (the worst case the label declares); null when there is no threshold or no concentration.
 */
export function reachesThreshold(threshold: Threshold, concentrationMax: number | null): boolean | null {
  if (!threshold || concentrationMax === null) return null;
  return concentrationMax >= threshold.percent;
}
