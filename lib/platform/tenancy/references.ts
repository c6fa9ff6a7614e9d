import "server-only";
import { validationFailed, type FieldErrors } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { actingMembershipIds } from "./acting-members";

/**
 * The where clause of a row of the organization. A malformed id is as unknown as a foreign one:
 * the query answers 404 (see db.ts).
 */
export const ownRow = (org: OrgContext, id: string) => ({ id, organizationId: org.organizationId });

const finders = {
  activityFigure: (tx: Tx, where: OwnIds) => tx.activityFigure.findMany({ where, select: { id: true } }),
  agreement: (tx: Tx, where: OwnIds) => tx.agreement.findMany({ where, select: { id: true } }),
  area: (tx: Tx, where: OwnIds) => tx.area.findMany({ where, select: { id: true } }),
  auditFinding: (tx: Tx, where: OwnIds) => tx.auditFinding.findMany({ where, select: { id: true } }),
  bindingObligation: (tx: Tx, where: OwnIds) => tx.bindingObligation.findMany({ where, select: { id: true } }),
  chemicalAssociation: (tx: Tx, where: OwnIds) => tx.chemicalAssociation.findMany({ where, select: { id: true } }),
  communication: (tx: Tx, where: OwnIds) => tx.communication.findMany({ where, select: { id: true } }),
  communicationPlanItem: (tx: Tx, where: OwnIds) => tx.communicationPlanItem.findMany({ where, select: { id: true } }),
  competence: (tx: Tx, where: OwnIds) => tx.competence.findMany({ where, select: { id: true } }),
  environmentalAspect: (tx: Tx, where: OwnIds) => tx.environmentalAspect.findMany({ where, select: { id: true } }),
  event: (tx: Tx, where: OwnIds) => tx.event.findMany({ where, select: { id: true } }),
  inspection: (tx: Tx, where: OwnIds) => tx.inspection.findMany({ where, select: { id: true } }),
  riskAssessment: (tx: Tx, where: OwnIds) => tx.riskAssessment.findMany({ where, select: { id: true } }),
  riskHazard: (tx: Tx, where: OwnIds) => tx.riskHazard.findMany({ where, select: { id: true } }),
  machine: (tx: Tx, where: OwnIds) => tx.machine.findMany({ where, select: { id: true } }),
  membership: (tx: Tx, where: OwnIds) => tx.membership.findMany({ where, select: { id: true } }),
  objective: (tx: Tx, where: OwnIds) => tx.objective.findMany({ where, select: { id: true } }),
  obligationEvaluation: (tx: Tx, where: OwnIds) => tx.obligationEvaluation.findMany({ where, select: { id: true } }),
  procedure: (tx: Tx, where: OwnIds) => tx.procedure.findMany({ where, select: { id: true } }),
  reviewDecision: (tx: Tx, where: OwnIds) => tx.reviewDecision.findMany({ where, select: { id: true } }),
  meter: (tx: Tx, where: OwnIds) => tx.meter.findMany({ where, select: { id: true } }),
  role: (tx: Tx, where: OwnIds) => tx.role.findMany({ where, select: { id: true } }),
  stakeholderAssociation: (tx: Tx, where: OwnIds) =>
    tx.stakeholderAssociation.findMany({ where, select: { id: true } }),
  storedFile: (tx: Tx, where: OwnIds) => tx.storedFile.findMany({ where, select: { id: true } }),
  wasteArrangement: (tx: Tx, where: OwnIds) => tx.wasteArrangement.findMany({ where, select: { id: true } }),
};

type OwnIds = { id: { in: string[] }; organizationId: string };

export type Reference = {
  /** `actingMember`: a membership that may act in the organization, its own or one above it (acting-members.ts). */
  model: keyof typeof finders | "actingMember";
  ids: (string | null)[];
  /** The body field to blame for the id at this index. */
  field: (index: number) => string;
};

/** 422 naming each field whose id is not of this organization (another tenant's ids look unknown). */
export async function assertOwnReferences(tx: Tx, org: OrgContext, references: Reference[]): Promise<void> {
  const fields: FieldErrors = {};
  for (const reference of references) {
    const ids = reference.ids.filter((id): id is string => id !== null);
    if (!ids.length) continue;
    const known =
      reference.model === "actingMember"
        ? await actingMembershipIds(tx, org, ids)
        : new Set(
            (await finders[reference.model](tx, { id: { in: ids }, organizationId: org.organizationId })).map(
              (row) => row.id,
            ),
          );
    const index = reference.ids.findIndex((id) => id !== null && !known.has(id));
    if (index >= 0) fields[reference.field(index)] = "Unknown in this organization";
  }
  if (Object.keys(fields).length) throw validationFailed(fields);
}
