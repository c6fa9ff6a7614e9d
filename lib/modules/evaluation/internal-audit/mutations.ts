import "server-only";
import { ApiError, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { NONCONFORMITIES } from "./choices";
import { getAudit } from "./data";
import type { AuditInput } from "./schema";

const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);
const set = (ids: string[]) => ids.map((id) => ({ id }));

const auditClosed = () => new ApiError(409, "closed", "The audit is closed: it stays as it was closed, as evidence");

const audits = recordWrites({
  table: (tx) => tx.internalAudit,
  get: getAudit,
  checkLinks: (tx, org, input: AuditInput) =>
    assertOwnReferences(tx, org, [
      { model: "area", ids: [input.areaId], field: () => "areaId" },
      { model: "actingMember", ids: [input.leadAuditorId], field: () => "leadAuditorId" },
      { model: "actingMember", ids: input.auditorIds, field: (index) => `auditorIds.${index}` },
      { model: "actingMember", ids: input.auditeeIds, field: (index) => `auditeeIds.${index}` },
      { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    ]),
});

/**
 * Auditors do not audit their own work: a lead auditor or auditor who belongs to the audited area
 * needs the recorded reason why they audit it all the same (422 on `independenceNote`).
 */
async function checkIndependence(tx: Tx, input: AuditInput) {
  if (!input.areaId || input.independenceNote) return;
  const auditing = [input.leadAuditorId, ...input.auditorIds].filter((id): id is string => !!id);
  const ownArea = await tx.membership.count({ where: { id: { in: auditing }, areaId: input.areaId } });
  if (ownArea) throw validationFailed({ independenceNote: "A member of the audited area audits it: record why" });
}

/** The version of the questionnaire the audit answers: kept while it stays the same questionnaire. */
async function questionnaireVersionFor(tx: Tx, org: OrgContext, input: AuditInput, auditId: string | null) {
  if (!input.questionnaireId) {
    if (auditId && (await tx.questionnaireAnswer.count({ where: { auditId } }))) {
      throw validationFailed({ questionnaireId: "The audit has answers to its questionnaire" });
    }
    return null;
  }
  if (auditId) {
    const pinned = await tx.internalAudit.findUniqueOrThrow({
      where: { id: auditId },
      select: { questionnaire: { select: { id: true, questionnaireId: true } } },
    });
    if (pinned.questionnaire?.questionnaireId === input.questionnaireId) return pinned.questionnaire.id;
    if (await tx.questionnaireAnswer.count({ where: { auditId } })) {
      throw validationFailed({ questionnaireId: "The audit has answers to its questionnaire" });
    }
  }
  const current = await tx.questionnaireVersion.findFirst({
    where: {
      questionnaireId: input.questionnaireId,
      questionnaire: { archivedDate: null, OR: [{ organizationId: null }, { organizationId: org.organizationId }] },
    },
    orderBy: { version: "desc" },
    select: { id: true },
  });
  if (!current) throw validationFailed({ questionnaireId: "Unknown questionnaire" });
  return current.id;
}

function fieldsOf(input: AuditInput) {
  const actualStart = day(input.actualStart);
  return {
    title: input.title,
    year: input.year,
    areaId: input.areaId,
    standards: input.standards,
    clauses: input.clauses,
    scope: input.scope,
    criteria: input.criteria,
    leadAuditorId: input.leadAuditorId,
    independenceNote: input.independenceNote,
    plannedStart: day(input.plannedStart)!,
    plannedEnd: day(input.plannedEnd),
    actualStart,
    actualEnd: day(input.actualEnd),
    strongPoints: input.strongPoints,
    summary: input.summary,
  };
}

export const createAudit = (org: OrgContext, input: AuditInput) =>
  audits.create(org, input, async (tx) => {
    await checkIndependence(tx, input);
    const created = await tx.internalAudit.create({
      data: {
        organizationId: org.organizationId,
        ...fieldsOf(input),
        status: input.actualStart ? "IN_PROGRESS" : "PLANNED",
        questionnaireVersionId: await questionnaireVersionFor(tx, org, input, null),
        auditors: { connect: set(input.auditorIds) },
        auditees: { connect: set(input.auditeeIds) },
        files: { connect: set(input.fileIds) },
      },
      select: { id: true },
    });
    return created.id;
  });

/** The audit's own status, or 409 once it is closed. */
export async function openStatus(tx: Tx, id: string) {
  const { status } = await tx.internalAudit.findUniqueOrThrow({ where: { id }, select: { status: true } });
  if (status === "CLOSED") throw auditClosed();
  return status;
}

export const updateAudit = (org: OrgContext, id: string, input: AuditInput) =>
  audits.update(org, id, input, async (tx) => {
    const status = await openStatus(tx, id);
    await checkIndependence(tx, input);
    await tx.internalAudit.update({
      where: { id },
      data: {
        ...fieldsOf(input),
        status: status === "PLANNED" && input.actualStart ? "IN_PROGRESS" : status,
        questionnaireVersionId: await questionnaireVersionFor(tx, org, input, id),
        auditors: { set: set(input.auditorIds) },
        auditees: { set: set(input.auditeeIds) },
        files: { set: set(input.fileIds) },
      },
    });
  });

export const archiveAudit = (org: OrgContext, id: string) =>
  audits.retire(org, id, {}, async (tx) => {
    await tx.internalAudit.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

export const restoreAudit = (org: OrgContext, id: string) => audits.restore(org, id);

/** Writes of the audit that link nothing new: closing, and recording answers and findings. */
export const steps = recordWrites({ table: (tx) => tx.internalAudit, get: getAudit });

/** Recording in the audit (an answer, a finding) starts it. */
export async function startIfPlanned(tx: Tx, id: string) {
  await tx.internalAudit.updateMany({ where: { id, status: "PLANNED" }, data: { status: "IN_PROGRESS" } });
}

/**
 * A manager closes the audit once every nonconformity has a corrective action (422 naming each
 * finding without one). Its performed dates default to the planned start and today.
 */
export const closeAudit = (org: OrgContext, id: string, seen: string | undefined) =>
  steps.update(org, id, { lastModifiedDate: seen }, async (tx) => {
    await openStatus(tx, id);
    const audit = await tx.internalAudit.findUniqueOrThrow({
      where: { id },
      select: {
        plannedStart: true,
        actualStart: true,
        actualEnd: true,
        findings: {
          orderBy: [{ position: "asc" }, { createdDate: "asc" }],
          select: { kind: true, _count: { select: { actions: { where: { archivedDate: null } } } } },
        },
      },
    });
    const missing = audit.findings.flatMap((finding, index) =>
      NONCONFORMITIES.includes(finding.kind) && finding._count.actions === 0 ? [index] : [],
    );
    if (missing.length) {
      throw validationFailed(
        Object.fromEntries(
          missing.map((index) => [`findings.${index}.actions`, "A nonconformity needs a corrective action"]),
        ),
        "Every nonconformity needs a corrective action before the audit closes",
      );
    }
    const today = calendarToday();
    const actualStart = audit.actualStart ?? (audit.plannedStart <= today ? audit.plannedStart : today);
    await tx.internalAudit.update({
      where: { id },
      data: {
        status: "CLOSED",
        closedAt: new Date(),
        closedById: org.user.id,
        closedByName: org.user.name,
        actualStart,
        actualEnd: audit.actualEnd ?? (today >= actualStart ? today : actualStart),
      },
    });
  });
