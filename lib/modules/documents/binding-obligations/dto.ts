import { ACTION_STATUSES } from "@/lib/modules/planning/action-plan/choices";
import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ComplianceStatus, Frequency } from "@/lib/generated/prisma/enums";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { legislationSchema, topicSelect } from "@/lib/modules/admin/legislation/dto";
import { EVALUATION_NEEDS, type EvaluationNeed } from "./choices";

const actSelect = {
  id: true,
  jurisdiction: true,
  kind: true,
  officialNumber: true,
  celexNumber: true,
  officialUrl: true,
  titleEn: true,
  titleDa: true,
  shortName: true,
  lastModifiedDate: true,
  topics: { select: topicSelect, orderBy: { nameEn: "asc" } },
} satisfies Prisma.LegislationSelect;

/** The act an obligation is about, as its answer names it: the catalogue's act, in part. */
const actSchema = legislationSchema.pick({
  id: true,
  jurisdiction: true,
  kind: true,
  officialNumber: true,
  celexNumber: true,
  officialUrl: true,
  titleEn: true,
  titleDa: true,
  shortName: true,
  lastModifiedDate: true,
  topics: true,
});

export const evaluationSelect = {
  id: true,
  obligationId: true,
  evaluationDate: true,
  status: true,
  evaluator: { select: memberSummarySelect },
  evaluatorName: true,
  notes: true,
  nextEvaluationDate: true,
  nextEvaluationSetByHand: true,
  recordedAt: true,
  recordedByName: true,
  files: attachedFiles,
  round: { select: { id: true, year: true, title: true } },
  actions: {
    where: { archivedDate: null },
    orderBy: [{ position: "asc" }, { createdDate: "asc" }],
    select: { id: true, title: true, status: true },
  },
} satisfies Prisma.ObligationEvaluationSelect;

/**
 * An obligation's evaluations, latest first: by evaluation date, then the later recorded (ids are
 * time-ordered), the order of the evaluation list.
 */
export const latestEvaluationFirst = [
  { evaluationDate: "desc" },
  { id: "desc" },
] satisfies Prisma.ObligationEvaluationOrderByWithRelationInput[];

/** How an act is named: its short name, else its English, else its Danish title, else its number. */
export const actTitle = (act: {
  shortName: string | null;
  titleEn: string | null;
  titleDa: string | null;
  officialNumber: string;
}) => act.shortName ?? act.titleEn ?? act.titleDa ?? act.officialNumber;

type EvaluationRow = Prisma.ObligationEvaluationGetPayload<{ select: typeof evaluationSelect }>;

/**
 * One evaluation as it was recorded. `evaluator` is the member while the membership exists;
 * `evaluatorName` and `recordedByName` are the names at the time, kept when the person is gone.
 * `nextEvaluationDate` is the next date this evaluation set, by hand or from the schedule.
 */
export const evaluationSchema = z.object({
  id: z.string(),
  obligationId: z.string(),
  evaluationDate: wireDate,
  status: z.enum(ComplianceStatus),
  evaluator: memberSummarySchema.nullable(),
  evaluatorName: z.string().nullable(),
  notes: z.string().nullable(),
  nextEvaluationDate: wireDate.nullable(),
  nextEvaluationSetByHand: z.boolean(),
  recordedAt: dateTime,
  recordedByName: z.string().nullable(),
  files: z.array(fileSchema),
  /** The compliance evaluation round it was recorded in. */
  round: z.object({ id: z.string(), year: z.number(), title: z.string() }).nullable(),
  /** The corrective actions of a shortfall. */
  actions: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(ACTION_STATUSES) })),
});

export type EvaluationDto = z.output<typeof evaluationSchema>;

export const evaluationPageSchema = pageSchema(evaluationSchema);

export function toEvaluationDto({ evaluator, files, ...row }: EvaluationRow): EvaluationDto {
  return {
    ...row,
    evaluationDate: toWireDate(row.evaluationDate)!,
    nextEvaluationDate: toWireDate(row.nextEvaluationDate),
    evaluator: evaluator && toMemberSummary(evaluator),
    files: files.map(toFileDto),
  };
}

export const obligationSelect = {
  id: true,
  applicability: true,
  status: true,
  evaluationDate: true,
  evaluationRecurrence: true,
  evaluationScheduleStart: true,
  nextEvaluationDate: true,
  nextEvaluationSetByHand: true,
  evaluatedAt: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  legislation: { select: actSelect },
  responsible: { select: memberSummarySelect },
  evaluations: { select: evaluationSelect, orderBy: latestEvaluationFirst, take: 1 },
  _count: { select: { evaluations: true } },
} satisfies Prisma.BindingObligationSelect;

type ObligationRow = Prisma.BindingObligationGetPayload<{ select: typeof obligationSelect }>;

/** Why the obligation needs an evaluation today (EVALUATION_NEEDS), in that order; none when it does not. */
function evaluationNeeds(
  row: Pick<ObligationRow, "nextEvaluationDate" | "status">,
  changed: boolean,
  today: Date,
): EvaluationNeed[] {
  const needs: EvaluationNeed[] = [];
  if (row.nextEvaluationDate && row.nextEvaluationDate.getTime() < today.getTime()) needs.push("OVERDUE");
  if (row.status === "NOT_EVALUATED") needs.push("NEVER_EVALUATED");
  if (changed) needs.push("ACT_CHANGED");
  return needs;
}

/**
 * An obligation with its latest evaluation (`latestEvaluation`; the earlier ones are its evaluation
 * list) and its next evaluation date. `status`, `evaluationDate`, `evaluator`, `evaluationNotes`,
 * `files` and `evaluatedAt` are the latest evaluation's, as the answer named them before evaluations
 * were records of their own. `changedSinceEvaluation`: the act changed in the catalogue after the
 * latest evaluation was recorded, so it should be looked at again. `needsEvaluation`: why the
 * obligation needs an evaluation on `today`, the list filter's reasons.
 */
export const obligationSchema = z.object({
  id: z.string(),
  applicability: z.string().nullable(),
  status: z.enum(ComplianceStatus),
  evaluationDate: wireDate.nullable(),
  evaluationRecurrence: z.enum(Frequency).nullable(),
  evaluationScheduleStart: wireDate.nullable(),
  nextEvaluationDate: wireDate.nullable(),
  nextEvaluationSetByHand: z.boolean(),
  evaluatedAt: dateTime.nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  legislation: actSchema,
  changedSinceEvaluation: z.boolean(),
  needsEvaluation: z.array(z.enum(EVALUATION_NEEDS)),
  responsible: memberSummarySchema.nullable(),
  evaluator: memberSummarySchema.nullable(),
  evaluationNotes: z.string().nullable(),
  files: z.array(fileSchema),
  latestEvaluation: evaluationSchema.nullable(),
  evaluationCount: z.number(),
});

export type ObligationDto = z.output<typeof obligationSchema>;

export const obligationPageSchema = pageSchema(obligationSchema);

export function toObligationDto(
  { responsible, evaluations, _count, ...row }: ObligationRow,
  today: Date,
): ObligationDto {
  const latest = evaluations[0] ? toEvaluationDto(evaluations[0]) : null;
  const changedSinceEvaluation = row.evaluatedAt !== null && row.legislation.lastModifiedDate > row.evaluatedAt;
  return {
    ...row,
    evaluationDate: toWireDate(row.evaluationDate),
    evaluationScheduleStart: toWireDate(row.evaluationScheduleStart),
    nextEvaluationDate: toWireDate(row.nextEvaluationDate),
    changedSinceEvaluation,
    needsEvaluation: evaluationNeeds(row, changedSinceEvaluation, today),
    responsible: responsible && toMemberSummary(responsible),
    evaluator: latest?.evaluator ?? null,
    evaluationNotes: latest?.notes ?? null,
    files: latest?.files ?? [],
    latestEvaluation: latest,
    evaluationCount: _count.evaluations,
  };
}

/** An obligation named by its act, for other records' pickers: the English title, else the Danish, else its number. */
export const obligationName = ({ legislation }: Pick<ObligationDto, "legislation">) =>
  legislation.titleEn ?? legislation.titleDa ?? legislation.officialNumber;
