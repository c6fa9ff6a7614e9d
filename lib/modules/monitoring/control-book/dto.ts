import { attachedFiles, toFileDto } from "@/lib/platform/files/dto";
import { toWireDate } from "@/lib/platform/api/wire";
import { dueStatus } from "@/lib/platform/recurrence/due-status";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";

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

export function toAgreementListRow(
  { responsible, stakeholder, ...row }: Prisma.AgreementGetPayload<{ select: typeof agreementListSelect }>,
  today: Date,
) {
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
  files: attachedFiles,
} satisfies Prisma.AgreementSelect;

export function toAgreementDto(
  { files, ...row }: Prisma.AgreementGetPayload<{ select: typeof agreementSelect }>,
  today: Date,
) {
  return { ...toAgreementListRow(row, today), description: row.description, files: files.map(toFileDto) };
}

export type AgreementDto = ReturnType<typeof toAgreementDto>;

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

export function toInspectionListRow(
  { agreement, performedBy, responsible, ...row }: Prisma.InspectionGetPayload<{ select: typeof inspectionListSelect }>,
  today: Date,
) {
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
} satisfies Prisma.InspectionSelect;

export function toInspectionDto(
  { files, ...row }: Prisma.InspectionGetPayload<{ select: typeof inspectionSelect }>,
  today: Date,
) {
  return { ...toInspectionListRow(row, today), findings: row.findings, files: files.map(toFileDto) };
}

export type InspectionDto = ReturnType<typeof toInspectionDto>;
