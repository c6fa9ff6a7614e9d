// Significance of an environmental aspect: a holding's criteria, each a scale of steps, and a rule
// that adds (or multiplies) an aspect's steps into its score; from the threshold on, it is
// significant. Computed here and only here, never typed. Pure and client-safe.
import type { SignificanceRuleName } from "./choices";

type CriterionStep = { labelEn: string; labelDa: string };

export type Criterion = {
  /** A name that stays while labels change, for the ratings to refer to. */
  key: string;
  nameEn: string;
  nameDa: string;
  descriptionEn?: string | null;
  descriptionDa?: string | null;
  /** The scale, lowest first: a rating is a step's number (1-based). */
  steps: CriterionStep[];
};

export type Criteria = { criteria: Criterion[]; rule: SignificanceRuleName; threshold: number };

export type Ratings = Record<string, number>;

export const MIN_CRITERIA = 1;
export const MAX_CRITERIA = 6;
export const MIN_STEPS = 2;
export const MAX_STEPS = 5;

const step = (labelEn: string, labelDa: string): CriterionStep => ({ labelEn, labelDa });

/**
 * The criteria a holding starts with: the four that Danish environmental management practice and
 * ISO 14001 annex A.6.1.2 name most (severity of the impact, its frequency or quantity, legal
 * requirements, the concerns of interested parties), added up; from 10 of at most 16 an aspect is
 * significant. A holding changes them as its own; a change is a new version.
 */
export const DEFAULT_CRITERIA: Criteria = {
  rule: "SUM",
  threshold: 10,
  criteria: [
    {
      key: "severity",
      nameEn: "Severity of the impact",
      nameDa: "Påvirkningens alvor",
      steps: [
        step("Negligible", "Ubetydelig"),
        step("Minor, local and reversible", "Mindre, lokal og reversibel"),
        step("Moderate", "Moderat"),
        step("Serious", "Alvorlig"),
        step("Very serious or irreversible", "Meget alvorlig eller irreversibel"),
      ],
    },
    {
      key: "quantity",
      nameEn: "Frequency or quantity",
      nameDa: "Hyppighed eller mængde",
      steps: [
        step("Rare or very small", "Sjælden eller meget lille"),
        step("Occasional or small", "Lejlighedsvis eller lille"),
        step("Regular or medium", "Regelmæssig eller middel"),
        step("Frequent or large", "Hyppig eller stor"),
        step("Continuous or very large", "Konstant eller meget stor"),
      ],
    },
    {
      key: "legal",
      nameEn: "Legal requirements",
      nameDa: "Lovkrav",
      steps: [
        step("None", "Ingen"),
        step("Regulated by general rules", "Reguleret af generelle regler"),
        step("Permit conditions or limit values", "Vilkår i tilladelse eller grænseværdier"),
      ],
    },
    {
      key: "stakeholders",
      nameEn: "Concern of interested parties",
      nameDa: "Interessenters bekymring",
      steps: [
        step("None known", "Ingen kendt"),
        step("Some interest", "Nogen interesse"),
        step("Complaints or high concern", "Klager eller stor bekymring"),
      ],
    },
  ],
};

/** The highest score the criteria give: every criterion at its top step. */
export function maximumScore({ criteria, rule }: Pick<Criteria, "criteria" | "rule">): number {
  const tops = criteria.map((criterion) => criterion.steps.length);
  return rule === "SUM" ? tops.reduce((sum, top) => sum + top, 0) : tops.reduce((product, top) => product * top, 1);
}

/** The lowest score: every criterion at its first step. */
export const minimumScore = ({ criteria, rule }: Pick<Criteria, "criteria" | "rule">) =>
  rule === "SUM" ? criteria.length : 1;

/** The criteria a rating set leaves out or rates beyond its scale, by key. */
export function invalidRatings(criteria: Criterion[], ratings: Ratings): string[] {
  return criteria
    .filter((criterion) => {
      const value = ratings[criterion.key];
      return !Number.isInteger(value) || value < 1 || value > criterion.steps.length;
    })
    .map((criterion) => criterion.key);
}

/** An aspect's score and whether it is significant; the ratings must be valid (invalidRatings). */
export function significanceOf(criteria: Criteria, ratings: Ratings): { score: number; significant: boolean } {
  const values = criteria.criteria.map((criterion) => ratings[criterion.key]!);
  const score =
    criteria.rule === "SUM"
      ? values.reduce((sum, value) => sum + value, 0)
      : values.reduce((product, value) => product * value, 1);
  return { score, significant: score >= criteria.threshold };
}
