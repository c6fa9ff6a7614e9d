import { attachedFiles, toFileDto } from "@/lib/platform/files/dto";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { topicSelect } from "@/lib/modules/admin/legislation/dto";

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

export const obligationSelect = {
  id: true,
  applicability: true,
  status: true,
  evaluationDate: true,
  evaluationNotes: true,
  evaluationRecurrence: true,
  nextEvaluationDate: true,
  evaluatedAt: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  legislation: { select: actSelect },
  responsible: { select: memberSummarySelect },
  evaluator: { select: memberSummarySelect },
  files: attachedFiles,
} satisfies Prisma.BindingObligationSelect;

type ObligationRow = Prisma.BindingObligationGetPayload<{ select: typeof obligationSelect }>;

/**
 * `changedSinceEvaluation`: the act changed in the catalogue after the organization last recorded
 * its evaluation, so the evaluation should be looked at again.
 */
export function toObligationDto({ responsible, evaluator, files, ...row }: ObligationRow) {
  return {
    ...row,
    evaluationDate: toWireDate(row.evaluationDate),
    nextEvaluationDate: toWireDate(row.nextEvaluationDate),
    changedSinceEvaluation: row.evaluatedAt !== null && row.legislation.lastModifiedDate > row.evaluatedAt,
    responsible: responsible && toMemberSummary(responsible),
    evaluator: evaluator && toMemberSummary(evaluator),
    files: files.map(toFileDto),
  };
}

export type ObligationDto = ReturnType<typeof toObligationDto>;
