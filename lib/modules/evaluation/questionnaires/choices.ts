// The choices a questionnaire and its answers are made of. Client-safe.

export const QUESTIONNAIRE_PURPOSES = ["INTERNAL_AUDIT", "INSPECTION"] as const;
export type QuestionnairePurposeName = (typeof QUESTIONNAIRE_PURPOSES)[number];

/**
 * How a question is answered: a finding's grade (conform … not applicable), yes / no / not
 * applicable, a step of a scale, a number with a unit, text, or a photo.
 */
export const QUESTION_KINDS = ["FINDING", "YES_NO", "SCALE", "NUMBER", "TEXT", "PHOTO"] as const;
export type QuestionKindName = (typeof QUESTION_KINDS)[number];

const FINDING_CHOICES = [
  "CONFORM",
  "MINOR_NONCONFORMITY",
  "MAJOR_NONCONFORMITY",
  "OBSERVATION",
  "IMPROVEMENT",
  "NOT_APPLICABLE",
] as const;
const YES_NO_CHOICES = ["YES", "NO", "NOT_APPLICABLE"] as const;
export const ANSWER_CHOICES = [...new Set([...FINDING_CHOICES, ...YES_NO_CHOICES])] as [
  (typeof FINDING_CHOICES)[number] | (typeof YES_NO_CHOICES)[number],
  ...((typeof FINDING_CHOICES)[number] | (typeof YES_NO_CHOICES)[number])[],
];
export type AnswerChoiceName = (typeof ANSWER_CHOICES)[number];

/** The choices a question of the kind offers; other kinds have none. */
export const choicesOf = (kind: QuestionKindName): readonly AnswerChoiceName[] =>
  kind === "FINDING" ? FINDING_CHOICES : kind === "YES_NO" ? YES_NO_CHOICES : [];

/** Answers that fall short of the requirement: each raises a finding or an action in one step. */
export const SHORTFALLS: readonly AnswerChoiceName[] = ["MINOR_NONCONFORMITY", "MAJOR_NONCONFORMITY", "NO"];

/** Who keeps a questionnaire: the system (its maintainers) or an organization (its own copy). */
export const QUESTIONNAIRE_OWNERS = ["system", "organization"] as const;
