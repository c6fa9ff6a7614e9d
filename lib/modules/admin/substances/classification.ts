// The maintainer's own classification of a substance beside the harmonised one of Annex VI: which
// statements only one of them has. Client-safe.
import { statementCode } from "../hazard-data/annex-vi";

type Harmonised = { hazardStatements: readonly string[]; supplementaryHazardStatements: readonly string[] };

export type ClassificationDifferences = {
  /** statements Annex VI gives that the substance's own classification lacks */
  onlyHarmonised: string[];
  /** statements of the substance's own classification that Annex VI does not give */
  onlyOwn: string[];
};

/**
 * Compares statement codes, Annex VI's printed forms ("H372 **", "H373 (liver)") reduced to the
 * code. With no harmonised entry there is nothing to compare: Annex VI covers only some substances,
 * and the others are classified by their suppliers.
 */
export function classificationDifferences(
  own: { hazardStatements: readonly string[]; euHazardStatements: readonly string[] },
  harmonised: readonly Harmonised[],
): ClassificationDifferences | null {
  if (harmonised.length === 0) return null;
  const official = new Set(
    harmonised.flatMap((entry) =>
      [...entry.hazardStatements, ...entry.supplementaryHazardStatements].map(statementCode),
    ),
  );
  const mine = new Set([...own.hazardStatements, ...own.euHazardStatements]);
  return {
    onlyHarmonised: [...official].filter((code) => !mine.has(code)),
    onlyOwn: [...mine].filter((code) => !official.has(code)),
  };
}
