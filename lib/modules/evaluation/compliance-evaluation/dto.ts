import { z } from "zod";
import { dateTime, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { ACTION_STATUSES } from "@/lib/modules/planning/action-plan/choices";
import { COMPLIANCE_STATUSES } from "@/lib/modules/documents/binding-obligations/choices";

export const roundSelect = {
  id: true,
  year: true,
  title: true,
  periodStart: true,
  periodEnd: true,
  note: true,
  status: true,
  signedOffAt: true,
  signedOffByName: true,
  signOffNote: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
} satisfies Prisma.ComplianceRoundSelect;

/** How far a round is: its obligations, those evaluated in it and their latest results there. */
const progressSchema = z.object({
  /** An open round: the organization's obligations in force; a signed-off one: those it evaluated. */
  obligations: z.number(),
  evaluated: z.number(),
  compliant: z.number(),
  partlyCompliant: z.number(),
  notCompliant: z.number(),
  notApplicable: z.number(),
  /** Open corrective actions of the round's shortfalls. */
  openActions: z.number(),
});

export type RoundProgress = z.output<typeof progressSchema>;

export const roundSchema = z.object({
  id: z.string(),
  year: z.number(),
  title: z.string(),
  periodStart: wireDate,
  periodEnd: wireDate,
  note: z.string().nullable(),
  status: z.enum(["OPEN", "SIGNED_OFF"]),
  signedOffAt: dateTime.nullable(),
  signedOffByName: z.string().nullable(),
  signOffNote: z.string().nullable(),
  progress: progressSchema,
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export type RoundDto = z.output<typeof roundSchema>;
export const roundPageSchema = pageSchema(roundSchema);

export const toRoundDto = (
  row: Prisma.ComplianceRoundGetPayload<{ select: typeof roundSelect }>,
  progress: RoundProgress,
): RoundDto => ({
  ...row,
  periodStart: toWireDate(row.periodStart)!,
  periodEnd: toWireDate(row.periodEnd)!,
  progress,
});

/** An obligation as a round lists it, with its evaluation in the round (the latest there). */
export const roundObligationSelect = (roundId: string) =>
  ({
    id: true,
    legislationTitle: true,
    status: true,
    evaluationDate: true,
    evaluatedAt: true,
    responsible: { select: memberSummarySelect },
    legislation: { select: { id: true, officialNumber: true, lastModifiedDate: true } },
    evaluations: {
      where: { roundId },
      orderBy: [{ evaluationDate: "desc" }, { id: "desc" }],
      take: 1,
      select: {
        id: true,
        status: true,
        evaluationDate: true,
        evaluatorName: true,
        notes: true,
        actions: { where: { archivedDate: null }, select: { id: true, title: true, status: true } },
      },
    },
  }) satisfies Prisma.BindingObligationSelect;

const roundObligationSchema = z.object({
  id: z.string(),
  title: z.string(),
  officialNumber: z.string(),
  responsible: memberSummarySchema.nullable(),
  /** The obligation's latest evaluation, in any round or none. */
  latestStatus: z.enum(COMPLIANCE_STATUSES),
  latestDate: wireDate.nullable(),
  /** The act changed in the catalogue after that evaluation. */
  changed: z.boolean(),
  inRound: z
    .object({
      evaluationId: z.string(),
      status: z.enum(COMPLIANCE_STATUSES),
      evaluationDate: wireDate,
      evaluatorName: z.string().nullable(),
      notes: z.string().nullable(),
      actions: z.array(z.object({ id: z.string(), title: z.string(), status: z.enum(ACTION_STATUSES) })),
    })
    .nullable(),
});

export type RoundObligationDto = z.output<typeof roundObligationSchema>;
export const roundObligationPageSchema = pageSchema(roundObligationSchema);

export function toRoundObligation(
  row: Prisma.BindingObligationGetPayload<{ select: ReturnType<typeof roundObligationSelect> }>,
): RoundObligationDto {
  const [inRound] = row.evaluations;
  return {
    id: row.id,
    title: row.legislationTitle,
    officialNumber: row.legislation.officialNumber,
    responsible: row.responsible && toMemberSummary(row.responsible),
    latestStatus: row.status,
    latestDate: toWireDate(row.evaluationDate),
    changed: !!row.evaluatedAt && row.legislation.lastModifiedDate > row.evaluatedAt,
    inRound: inRound
      ? {
          evaluationId: inRound.id,
          status: inRound.status,
          evaluationDate: toWireDate(inRound.evaluationDate)!,
          evaluatorName: inRound.evaluatorName,
          notes: inRound.notes,
          actions: inRound.actions,
        }
      : null,
  };
}
