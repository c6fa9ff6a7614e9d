// A risk matrix and its scoring. Pure and client-safe: the API, the screens and the heat map score
// with the same functions, and the unit tests pin them down across sizes and versions.
import { levelRank, type RiskLevelName } from "./levels";

export type ScaleStep = {
  labelEn: string;
  labelDa: string;
  descriptionEn?: string | null;
  descriptionDa?: string | null;
};

export type Matrix = {
  likelihoods: ScaleStep[];
  severities: ScaleStep[];
  /** levels[likelihood - 1][severity - 1] */
  levels: RiskLevelName[][];
  /** The highest level accepted as it is. */
  acceptableLevel: RiskLevelName;
};

export const MIN_STEPS = 3;
export const MAX_STEPS = 5;

/**
 * The level a cell takes by default: the product of likelihood and severity as a share of the
 * matrix's largest, in four bands. On a 5×5 matrix that is the common 1–4 low, 5–9 medium, 10–16
 * high, 20–25 very high.
 */
function defaultLevel(likelihood: number, severity: number, likelihoods: number, severities: number): RiskLevelName {
  const share = (likelihood * severity) / (likelihoods * severities);
  if (share <= 0.16) return "LOW";
  if (share <= 0.36) return "MEDIUM";
  if (share <= 0.64) return "HIGH";
  return "VERY_HIGH";
}

export function defaultLevels(likelihoods: number, severities: number): RiskLevelName[][] {
  return Array.from({ length: likelihoods }, (_, l) =>
    Array.from({ length: severities }, (_, s) => defaultLevel(l + 1, s + 1, likelihoods, severities)),
  );
}

/** Whether a score is a cell of the matrix. */
export const isCell = (matrix: Pick<Matrix, "likelihoods" | "severities">, likelihood: number, severity: number) =>
  Number.isInteger(likelihood) &&
  Number.isInteger(severity) &&
  likelihood >= 1 &&
  severity >= 1 &&
  likelihood <= matrix.likelihoods.length &&
  severity <= matrix.severities.length;

/** The level of a score; throws for a score outside the matrix (the schemas refuse those first). */
export function levelOf(
  matrix: Pick<Matrix, "likelihoods" | "severities" | "levels">,
  likelihood: number,
  severity: number,
) {
  if (!isCell(matrix, likelihood, severity)) throw new RangeError(`No cell ${likelihood}×${severity} in the matrix`);
  return matrix.levels[likelihood - 1][severity - 1];
}

/** A residual risk above the matrix's threshold: only a manager's recorded acceptance lets it stand. */
export const needsAcceptance = (matrix: Pick<Matrix, "acceptableLevel">, level: RiskLevelName) =>
  levelRank(level) > levelRank(matrix.acceptableLevel);

/**
 * The cells that break the matrix's order: a cell may not be lower than one of less likelihood and
 * less severity (more of either never makes a risk smaller). Answers [likelihood, severity] pairs.
 */
export function disorderedCells(levels: RiskLevelName[][]): [number, number][] {
  const broken: [number, number][] = [];
  levels.forEach((row, l) =>
    row.forEach((level, s) => {
      const below = [l > 0 ? levels[l - 1][s] : null, s > 0 ? row[s - 1] : null];
      if (below.some((other) => other !== null && levelRank(level) < levelRank(other))) broken.push([l + 1, s + 1]);
    }),
  );
  return broken;
}

const step = (labelEn: string, labelDa: string, descriptionEn: string, descriptionDa: string): ScaleStep => ({
  labelEn,
  labelDa,
  descriptionEn,
  descriptionDa,
});

/** The matrix a holding starts with: 5×5, the common bands, medium accepted. */
export const DEFAULT_MATRIX: Matrix = {
  likelihoods: [
    step("Rare", "Sjælden", "Less than once in ten years.", "Sjældnere end én gang på ti år."),
    step("Unlikely", "Usandsynlig", "Once in five to ten years.", "Én gang på fem til ti år."),
    step("Possible", "Mulig", "Once in one to five years.", "Én gang på et til fem år."),
    step("Likely", "Sandsynlig", "Once a year or more.", "Én gang om året eller oftere."),
    step("Almost certain", "Næsten sikker", "Every month or more often.", "Hver måned eller oftere."),
  ],
  severities: [
    step("Insignificant", "Ubetydelig", "No injury, or first aid only.", "Ingen skade, eller kun førstehjælp."),
    step(
      "Minor",
      "Mindre",
      "Injury treated, back at work the same or the next day.",
      "Skade, der behandles; tilbage på arbejde samme eller næste dag.",
    ),
    step(
      "Moderate",
      "Moderat",
      "Lost-time injury or illness that heals.",
      "Skade eller sygdom med fravær, som går over.",
    ),
    step("Major", "Alvorlig", "Permanent injury or occupational disease.", "Varigt mén eller arbejdsbetinget sygdom."),
    step(
      "Catastrophic",
      "Katastrofal",
      "A death, or several seriously injured.",
      "Dødsfald eller flere alvorligt tilskadekomne.",
    ),
  ],
  levels: defaultLevels(5, 5),
  acceptableLevel: "MEDIUM",
};
