import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import {
  ACTION_KINDS,
  ACTION_PRIORITIES,
  ACTION_SOURCES,
  ACTION_STATUSES,
  CONTROL_LEVELS,
  EFFECTIVENESS_RESULTS,
  type ActionSourceName,
} from "./choices";

export const actionListSelect = {
  id: true,
  title: true,
  kind: true,
  source: true,
  priority: true,
  status: true,
  dueDate: true,
  doneDate: true,
  effectivenessDueDate: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  organization: { select: { id: true, name: true } },
  area: { select: { id: true, name: true } },
  responsible: { select: { ...memberSummarySelect, userId: true } },
  event: { select: { id: true, title: true } },
  inspection: { select: { id: true, title: true, agreement: { select: { title: true } } } },
  hazard: { select: { id: true, title: true, assessmentId: true } },
  aspect: { select: { id: true, title: true } },
  objective: { select: { id: true, title: true } },
  finding: { select: { id: true, statement: true, auditId: true } },
  evaluation: { select: { id: true, obligationId: true, obligation: { select: { legislationTitle: true } } } },
  decision: { select: { id: true, text: true, reviewId: true } },
  communication: { select: { id: true, subject: true } },
  controlLevel: true,
} satisfies Prisma.ActionSelect;

type ListRow = Prisma.ActionGetPayload<{ select: typeof actionListSelect }>;

/** The record an action came from, named as its own screen names it, and where that screen is. */
const sourceRecordSchema = z.object({ id: z.string(), title: z.string(), href: z.string() });

function sourceRecordOf(row: ListRow): z.output<typeof sourceRecordSchema> | null {
  if (row.event) return { ...row.event, href: `/evaluation/event-handling/${row.event.id}` };
  if (row.inspection) {
    const title = row.inspection.agreement?.title ?? row.inspection.title ?? "";
    return { id: row.inspection.id, title, href: `/monitoring/control-book/inspections/${row.inspection.id}` };
  }
  if (row.hazard) {
    const href = `/planning/risk-assessment/${row.hazard.assessmentId}#hazard-${row.hazard.id}`;
    return { id: row.hazard.id, title: row.hazard.title, href };
  }
  if (row.aspect) return { ...row.aspect, href: `/planning/aspects/${row.aspect.id}` };
  if (row.objective) return { ...row.objective, href: `/planning/objectives/${row.objective.id}` };
  if (row.finding) {
    const href = `/evaluation/internal-audit/${row.finding.auditId}#finding-${row.finding.id}`;
    return { id: row.finding.id, title: row.finding.statement, href };
  }
  if (row.evaluation) {
    const href = `/documents/binding-obligations/${row.evaluation.obligationId}`;
    return { id: row.evaluation.id, title: row.evaluation.obligation.legislationTitle, href };
  }
  if (row.decision) {
    const href = `/evaluation/management-review/${row.decision.reviewId}#decision-${row.decision.id}`;
    return { id: row.decision.id, title: row.decision.text, href };
  }
  if (row.communication) {
    const href = `/operation/communication/${row.communication.id}`;
    return { id: row.communication.id, title: row.communication.subject, href };
  }
  return null;
}

const actionListRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(ACTION_KINDS).nullable(),
  source: z.enum(ACTION_SOURCES),
  sourceRecord: sourceRecordSchema.nullable(),
  controlLevel: z.enum(CONTROL_LEVELS).nullable(),
  priority: z.enum(ACTION_PRIORITIES),
  status: z.enum(ACTION_STATUSES),
  dueDate: wireDate.nullable(),
  doneDate: wireDate.nullable(),
  effectivenessDueDate: wireDate.nullable(),
  organization: idName,
  area: idName.nullable(),
  responsible: memberSummarySchema.nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export type ActionListRow = z.output<typeof actionListRowSchema>;

export const actionPageSchema = pageSchema(actionListRowSchema);

export function toActionListRow(row: ListRow): ActionListRow {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    source: row.source as ActionSourceName,
    sourceRecord: sourceRecordOf(row),
    controlLevel: row.controlLevel,
    priority: row.priority,
    status: row.status,
    dueDate: toWireDate(row.dueDate),
    doneDate: toWireDate(row.doneDate),
    effectivenessDueDate: toWireDate(row.effectivenessDueDate),
    organization: row.organization,
    area: row.area,
    responsible: row.responsible && toMemberSummary(row.responsible),
    createdDate: row.createdDate,
    lastModifiedDate: row.lastModifiedDate,
    archivedDate: row.archivedDate,
  };
}

const checkSelect = {
  id: true,
  result: true,
  note: true,
  checkedByName: true,
  checkedDate: true,
} satisfies Prisma.ActionEffectivenessCheckSelect;

const effectivenessCheckSchema = z.object({
  id: z.string(),
  result: z.enum(EFFECTIVENESS_RESULTS),
  note: z.string().nullable(),
  checkedByName: z.string(),
  checkedDate: dateTime,
});

export const actionSelect = {
  ...actionListSelect,
  description: true,
  cancelledReason: true,
  note: true,
  files: attachedFiles,
  checks: { select: checkSelect, orderBy: [{ checkedDate: "desc" }, { id: "asc" }] },
} satisfies Prisma.ActionSelect;

export const actionSchema = actionListRowSchema.extend({
  description: z.string().nullable(),
  cancelledReason: z.string().nullable(),
  note: z.string().nullable(),
  files: z.array(fileSchema),
  /** Every check of whether it worked, newest first; none is ever changed. */
  effectivenessChecks: z.array(effectivenessCheckSchema),
  /** Whether the caller is its responsible member (who may record progress below MANAGE). */
  mine: z.boolean(),
});

export type ActionDto = z.output<typeof actionSchema>;

export function toActionDto(
  {
    files,
    checks,
    description,
    cancelledReason,
    note,
    ...row
  }: Prisma.ActionGetPayload<{ select: typeof actionSelect }>,
  userId: string,
): ActionDto {
  return {
    ...toActionListRow(row),
    description,
    cancelledReason,
    note,
    files: files.map(toFileDto),
    effectivenessChecks: checks,
    mine: row.responsible?.userId === userId,
  };
}
