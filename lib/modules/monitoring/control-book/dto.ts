import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import { dueStatus } from "@/lib/platform/recurrence/due-status";
import { dateStatusSchema } from "@/lib/platform/recurrence/schema";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  AgreementType,
  Frequency,
  InspectionResult,
  InspectionStatus,
  NextDueBasis,
} from "@/lib/generated/prisma/enums";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import {
  answeredVersionSchema,
  answeredVersionSelect,
  answerSchema,
  answerSelect,
  toAnsweredVersion,
  toAnswerDto,
} from "@/lib/modules/evaluation/questionnaires/answer-dto";

const named = { select: { id: true, name: true } } as const;

/** Where a pending date stands today: OVERDUE, DUE_SOON (within the reminder lead time) or OK. */
const statusOf = (dueDate: Date | null, today: Date, leadDays: number) =>
  dueDate ? dueStatus(dueDate, today, leadDays) : null;

export const agreementListSelect = {
  id: true,
  type: true,
  title: true,
  startsAt: true,
  frequency: true,
  nextDueBasis: true,
  reminderLeadDays: true,
  nextDueDate: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  responsible: { select: memberSummarySelect },
  stakeholder: { select: { id: true, stakeholderName: true } },
  machine: named,
  meter: named,
} satisfies Prisma.AgreementSelect;

export const agreementListRowSchema = z.object({
  id: z.string(),
  type: z.enum(AgreementType),
  title: z.string(),
  startsAt: wireDate,
  frequency: z.enum(Frequency),
  nextDueBasis: z.enum(NextDueBasis),
  reminderLeadDays: z.number(),
  nextDueDate: wireDate.nullable(),
  dueStatus: dateStatusSchema.nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  responsible: memberSummarySchema.nullable(),
  stakeholder: idName.nullable(),
  machine: idName.nullable(),
  meter: idName.nullable(),
});

export const agreementPageSchema = pageSchema(agreementListRowSchema);

export function toAgreementListRow(
  { responsible, stakeholder, ...row }: Prisma.AgreementGetPayload<{ select: typeof agreementListSelect }>,
  today: Date,
): z.output<typeof agreementListRowSchema> {
  return {
    ...row,
    // calendar dates go over the wire as YYYY-MM-DD
    startsAt: toWireDate(row.startsAt)!,
    nextDueDate: toWireDate(row.nextDueDate),
    dueStatus: row.archivedDate ? null : statusOf(row.nextDueDate, today, row.reminderLeadDays),
    responsible: responsible && toMemberSummary(responsible),
    stakeholder: stakeholder && { id: stakeholder.id, name: stakeholder.stakeholderName },
  };
}

export const agreementSelect = {
  ...agreementListSelect,
  description: true,
  questionnaire: { select: { id: true, titleEn: true, titleDa: true } },
  template: { select: { id: true, titleEn: true, titleDa: true } },
  files: attachedFiles,
} satisfies Prisma.AgreementSelect;

export const agreementSchema = agreementListRowSchema.extend({
  description: z.string().nullable(),
  /** The questionnaire its inspections are answered with, question by question. */
  questionnaire: z
    .object({ id: z.string(), titleEn: z.string().nullable(), titleDa: z.string().nullable() })
    .nullable(),
  /** The maintainers' template it was made from, for information (it keeps its own fields). */
  template: z.object({ id: z.string(), titleEn: z.string().nullable(), titleDa: z.string().nullable() }).nullable(),
  files: z.array(fileSchema),
});

export type AgreementDto = z.output<typeof agreementSchema>;

export function toAgreementDto(
  { files, questionnaire, template, ...row }: Prisma.AgreementGetPayload<{ select: typeof agreementSelect }>,
  today: Date,
): AgreementDto {
  return {
    ...toAgreementListRow(row, today),
    description: row.description,
    questionnaire,
    template,
    files: files.map(toFileDto),
  };
}

export const inspectionListSelect = {
  id: true,
  type: true,
  title: true,
  status: true,
  dueDate: true,
  performedAt: true,
  performerName: true,
  result: true,
  eventId: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  agreement: { select: { id: true, title: true, frequency: true, nextDueBasis: true, reminderLeadDays: true } },
  performedBy: { select: memberSummarySelect },
  responsible: { select: memberSummarySelect },
  machine: named,
} satisfies Prisma.InspectionSelect;

/** How far ahead an ad-hoc inspection counts as due soon. */
const AD_HOC_LEAD_DAYS = 30;

export const inspectionListRowSchema = z.object({
  id: z.string(),
  type: z.enum(AgreementType),
  title: z.string(),
  status: z.enum(InspectionStatus),
  dueDate: wireDate,
  dueStatus: dateStatusSchema.nullable(),
  performedAt: wireDate.nullable(),
  performerName: z.string().nullable(),
  result: z.enum(InspectionResult).nullable(),
  eventId: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  agreement: z
    .object({
      id: z.string(),
      title: z.string(),
      frequency: z.enum(Frequency),
      nextDueBasis: z.enum(NextDueBasis),
    })
    .nullable(),
  performedBy: memberSummarySchema.nullable(),
  responsible: memberSummarySchema.nullable(),
  machine: idName.nullable(),
});

export const inspectionPageSchema = pageSchema(inspectionListRowSchema);

export function toInspectionListRow(
  { agreement, performedBy, responsible, ...row }: Prisma.InspectionGetPayload<{ select: typeof inspectionListSelect }>,
  today: Date,
): z.output<typeof inspectionListRowSchema> {
  const pending = row.status === "PENDING" && !row.archivedDate;
  return {
    ...row,
    // an agreement's inspections are named by the agreement
    title: agreement?.title ?? row.title ?? "",
    dueDate: toWireDate(row.dueDate)!,
    performedAt: toWireDate(row.performedAt),
    dueStatus: pending ? statusOf(row.dueDate, today, agreement?.reminderLeadDays ?? AD_HOC_LEAD_DAYS) : null,
    agreement: agreement && {
      id: agreement.id,
      title: agreement.title,
      frequency: agreement.frequency,
      nextDueBasis: agreement.nextDueBasis,
    },
    performedBy: performedBy && toMemberSummary(performedBy),
    responsible: responsible && toMemberSummary(responsible),
  };
}

export const inspectionSelect = {
  ...inspectionListSelect,
  findings: true,
  files: attachedFiles,
  agreement: {
    select: {
      ...inspectionListSelect.agreement.select,
      // what a pending inspection not yet begun will be answered with
      questionnaire: {
        select: { versions: { orderBy: { version: "desc" }, take: 1, select: answeredVersionSelect } },
      },
    },
  },
  questionnaire: { select: answeredVersionSelect },
  answers: { select: answerSelect },
} satisfies Prisma.InspectionSelect;

export const inspectionSchema = inspectionListRowSchema.extend({
  findings: z.string().nullable(),
  files: z.array(fileSchema),
  /**
   * The questions it is answered with: the version fixed at its first answer, or while pending and
   * not yet begun its agreement's questionnaire as it stands now; null without one.
   */
  questionnaire: answeredVersionSchema.nullable(),
  answers: z.array(answerSchema),
});

export type InspectionDto = z.output<typeof inspectionSchema>;

type InspectionRow = Prisma.InspectionGetPayload<{ select: typeof inspectionSelect }>;

/** The version fixed at the first answer; before it, for a pending inspection, the agreement's current one. */
function questionnaireOf(row: InspectionRow) {
  if (row.questionnaire) return row.questionnaire;
  const open = row.status === "PENDING" && !row.archivedDate;
  return (open && row.agreement?.questionnaire?.versions[0]) || null;
}

export function toInspectionDto(row: InspectionRow, today: Date): InspectionDto {
  const { files, answers, ...rest } = row;
  const questions = questionnaireOf(row);
  return {
    ...toInspectionListRow(rest, today),
    findings: row.findings,
    files: files.map(toFileDto),
    questionnaire: questions && toAnsweredVersion(questions),
    answers: answers.map(toAnswerDto),
  };
}
