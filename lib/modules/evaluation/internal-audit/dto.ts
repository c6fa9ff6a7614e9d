import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import {
  answeredVersionSchema,
  answeredVersionSelect,
  answerSchema,
  answerSelect,
  toAnsweredVersion,
  toAnswerDto,
} from "@/lib/modules/evaluation/questionnaires/answer-dto";
import { ACTION_STATUSES } from "@/lib/modules/planning/action-plan/choices";
import { AUDIT_STATUSES, FINDING_KINDS, NONCONFORMITIES } from "./choices";

const member = { select: { ...memberSummarySelect, areaId: true } } as const;

export const auditListSelect = {
  id: true,
  title: true,
  year: true,
  status: true,
  standards: true,
  clauses: true,
  plannedStart: true,
  plannedEnd: true,
  actualStart: true,
  actualEnd: true,
  closedAt: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  area: { select: { id: true, name: true } },
  leadAuditor: member,
  findings: { select: { kind: true, _count: { select: { actions: { where: { archivedDate: null } } } } } },
} satisfies Prisma.InternalAuditSelect;

export const auditSelect = {
  ...auditListSelect,
  scope: true,
  criteria: true,
  independenceNote: true,
  strongPoints: true,
  summary: true,
  closedByName: true,
  auditors: { ...member, orderBy: { userName: "asc" } },
  auditees: { select: memberSummarySelect, orderBy: { userName: "asc" } },
  questionnaire: { select: answeredVersionSelect },
  answers: { select: answerSelect },
  findings: {
    orderBy: [{ position: "asc" }, { createdDate: "asc" }],
    select: {
      id: true,
      kind: true,
      clause: true,
      questionKey: true,
      statement: true,
      evidence: true,
      rootCause: true,
      lastModifiedDate: true,
      files: attachedFiles,
      actions: {
        where: { archivedDate: null },
        orderBy: [{ position: "asc" }, { createdDate: "asc" }],
        select: { id: true, title: true, status: true, dueDate: true, responsible: { select: memberSummarySelect } },
      },
      _count: { select: { actions: { where: { archivedDate: null } } } },
    },
  },
  files: attachedFiles,
} satisfies Prisma.InternalAuditSelect;

const findingCountsSchema = z.object({
  MAJOR_NONCONFORMITY: z.number(),
  MINOR_NONCONFORMITY: z.number(),
  OBSERVATION: z.number(),
  IMPROVEMENT: z.number(),
});

const listFields = {
  id: z.string(),
  title: z.string(),
  year: z.number(),
  status: z.enum(AUDIT_STATUSES),
  standards: z.array(z.enum(ISO_STANDARDS)),
  clauses: z.array(z.string()),
  plannedStart: wireDate,
  plannedEnd: wireDate.nullable(),
  actualStart: wireDate.nullable(),
  actualEnd: wireDate.nullable(),
  closedAt: dateTime.nullable(),
  area: idName.nullable(),
  leadAuditor: memberSummarySchema.nullable(),
  findingCounts: findingCountsSchema,
  /** Nonconformities with no corrective action yet: the audit cannot close while any is left. */
  nonconformitiesWithoutAction: z.number(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
};

const auditListRowSchema = z.object(listFields);
export const auditPageSchema = pageSchema(auditListRowSchema);

const findingSchema = z.object({
  id: z.string(),
  kind: z.enum(FINDING_KINDS),
  clause: z.string().nullable(),
  questionKey: z.string().nullable(),
  statement: z.string(),
  evidence: z.string().nullable(),
  rootCause: z.string().nullable(),
  lastModifiedDate: dateTime,
  files: z.array(fileSchema),
  actions: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(ACTION_STATUSES),
      dueDate: wireDate.nullable(),
      responsible: memberSummarySchema.nullable(),
    }),
  ),
});

export type FindingDto = z.output<typeof findingSchema>;

export const auditSchema = z.object({
  ...listFields,
  scope: z.string().nullable(),
  criteria: z.string().nullable(),
  independenceNote: z.string().nullable(),
  /** Auditors (the lead among them) who belong to the audited area: they need the independence note. */
  ownAreaAuditors: z.array(memberSummarySchema),
  strongPoints: z.string().nullable(),
  summary: z.string().nullable(),
  closedByName: z.string().nullable(),
  auditors: z.array(memberSummarySchema),
  auditees: z.array(memberSummarySchema),
  questionnaire: answeredVersionSchema.nullable(),
  answers: z.array(answerSchema),
  findings: z.array(findingSchema),
  files: z.array(fileSchema),
});

export type AuditDto = z.output<typeof auditSchema>;
export type AuditListRow = z.output<typeof auditListRowSchema>;

type ListRow = Prisma.InternalAuditGetPayload<{ select: typeof auditListSelect }>;
type Row = Prisma.InternalAuditGetPayload<{ select: typeof auditSelect }>;

const day = (date: Date | null) => toWireDate(date);

export function toAuditListRow({
  leadAuditor,
  findings,
  plannedStart,
  plannedEnd,
  actualStart,
  actualEnd,
  ...row
}: ListRow): AuditListRow {
  const findingCounts = Object.fromEntries(FINDING_KINDS.map((kind) => [kind, 0])) as Record<
    (typeof FINDING_KINDS)[number],
    number
  >;
  for (const finding of findings) findingCounts[finding.kind] += 1;
  return {
    ...row,
    plannedStart: toWireDate(plannedStart)!,
    plannedEnd: day(plannedEnd),
    actualStart: day(actualStart),
    actualEnd: day(actualEnd),
    leadAuditor: leadAuditor && toMemberSummary(leadAuditor),
    findingCounts,
    nonconformitiesWithoutAction: findings.filter(
      (finding) => NONCONFORMITIES.includes(finding.kind) && finding._count.actions === 0,
    ).length,
  };
}

export function toAuditDto(row: Row): AuditDto {
  const { auditors, auditees, questionnaire, answers, findings, files } = row;
  const listed = toAuditListRow(row);
  const areaId = row.area?.id;
  const auditing = [...(row.leadAuditor ? [row.leadAuditor] : []), ...auditors];
  const ownArea = areaId ? auditing.filter((person) => person.areaId === areaId) : [];
  return {
    ...listed,
    scope: row.scope,
    criteria: row.criteria,
    independenceNote: row.independenceNote,
    ownAreaAuditors: [...new Map(ownArea.map((person) => [person.id, toMemberSummary(person)])).values()],
    strongPoints: row.strongPoints,
    summary: row.summary,
    closedByName: row.closedByName,
    auditors: auditors.map(toMemberSummary),
    auditees: auditees.map(toMemberSummary),
    questionnaire: questionnaire && toAnsweredVersion(questionnaire),
    answers: answers.map(toAnswerDto),
    findings: findings.map((finding) => ({
      id: finding.id,
      kind: finding.kind,
      clause: finding.clause,
      questionKey: finding.questionKey,
      statement: finding.statement,
      evidence: finding.evidence,
      rootCause: finding.rootCause,
      lastModifiedDate: finding.lastModifiedDate,
      files: finding.files.map(toFileDto),
      actions: finding.actions.map((action) => ({
        ...action,
        dueDate: day(action.dueDate),
        responsible: action.responsible && toMemberSummary(action.responsible),
      })),
    })),
    files: files.map(toFileDto),
  };
}

const coverageAudit = z.object({ auditId: z.string(), title: z.string(), date: wireDate }).nullable();

/** The programme's coverage matrix: a row per clause. */
export const coverageSchema = z.object({
  today: wireDate,
  clauses: z.array(
    z.object({
      ref: z.string(),
      standard: z.enum(["ISO_14001", "ISO_45001"]),
      clause: z.string(),
      titleEn: z.string(),
      titleDa: z.string(),
      parent: z.string().optional(),
      last: coverageAudit,
      next: coverageAudit,
      status: z.enum(["covered", "planned", "missing"]),
    }),
  ),
});

export const coverageQuerySchema = z.object({ standard: z.enum(["ISO_14001", "ISO_45001"]).optional() });
