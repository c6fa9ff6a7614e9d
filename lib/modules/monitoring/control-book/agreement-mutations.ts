import "server-only";
import { parentArchived } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { assertAnswerableQuestionnaire } from "@/lib/modules/evaluation/questionnaires/answers";
import { assertUsableTemplate } from "@/lib/modules/admin/agreement-templates/usable";
import { getAgreement } from "./data";
import { syncPendingInspection } from "./pending";
import type { AgreementInput } from "./schema";
import { serializeControlBookWrites } from "./serialize";

const assertOwnLinks = (tx: Tx, org: OrgContext, input: AgreementInput) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "actingMember", ids: [input.responsibleId], field: () => "responsibleId" },
    { model: "stakeholderAssociation", ids: [input.stakeholderId], field: () => "stakeholderId" },
    { model: "machine", ids: [input.machineId], field: () => "machineId" },
    { model: "meter", ids: [input.meterId], field: () => "meterId" },
  ]);

const filesOf = (input: AgreementInput) => [...new Set(input.fileIds)].map((id) => ({ id }));

const fieldsOf = (input: AgreementInput) => ({
  type: input.type,
  title: input.title,
  description: input.description,
  responsibleId: input.responsibleId,
  stakeholderId: input.stakeholderId,
  startsAt: new Date(`${input.startsAt}T00:00:00Z`),
  frequency: input.frequency,
  nextDueBasis: input.nextDueBasis,
  reminderLeadDays: input.reminderLeadDays,
  machineId: input.machineId,
  meterId: input.meterId,
  questionnaireId: input.questionnaireId,
  templateId: input.templateId,
});

/**
 * The questionnaire named must be one the organization may answer for inspections (422 on
 * `questionnaireId`). One named already stays when it is archived later: the agreement is saved
 * with it as it was, and a new choice is checked.
 */
async function checkQuestionnaire(tx: Tx, org: OrgContext, input: AgreementInput, current: string | null = null) {
  if (input.questionnaireId === current) return;
  await assertAnswerableQuestionnaire(tx, org, input.questionnaireId, "INSPECTION", "questionnaireId");
}

/** The template named must exist and not be archived (422 on `templateId`); one named already stays. */
async function checkTemplate(tx: Tx, input: AgreementInput, current: string | null = null) {
  if (input.templateId === current) return;
  await assertUsableTemplate(tx, input.templateId, "templateId");
}

const agreements = recordWrites({
  table: (tx) => tx.agreement,
  get: getAgreement,
  serialize: (tx, org) => serializeControlBookWrites(tx, org.organizationId),
  checkLinks: assertOwnLinks,
});

/** A new agreement, with its first inspection pending on startsAt. */
export const createAgreement = (org: OrgContext, input: AgreementInput) =>
  agreements.create(org, input, async (tx) => {
    await checkQuestionnaire(tx, org, input);
    await checkTemplate(tx, input);
    const { id } = await tx.agreement.create({
      data: { organizationId: org.organizationId, ...fieldsOf(input), files: { connect: filesOf(input) } },
      select: { id: true },
    });
    await syncPendingInspection(tx, id);
    return id;
  });

export const updateAgreement = (org: OrgContext, id: string, input: AgreementInput) =>
  agreements.update(org, id, input, async (tx) => {
    const { startsAt, questionnaireId, templateId } = await tx.agreement.findUniqueOrThrow({
      where: { id },
      select: { startsAt: true, questionnaireId: true, templateId: true },
    });
    await checkQuestionnaire(tx, org, input, questionnaireId);
    await checkTemplate(tx, input, templateId);
    const fields = fieldsOf(input);
    await tx.agreement.update({ where: { id }, data: { ...fields, files: { set: filesOf(input) } } });
    await syncPendingInspection(tx, id, { startMoved: startsAt.getTime() !== fields.startsAt.getTime() });
  });

/** Out of the lists with its pending inspection; the done inspections and the history stay. */
export const archiveAgreement = (org: OrgContext, id: string) =>
  agreements.retire(org, id, {}, async (tx) => {
    const { count } = await tx.agreement.updateMany({
      where: { id, archivedDate: null },
      data: { archivedDate: new Date() },
    });
    if (count) await syncPendingInspection(tx, id);
  });

/**
 * An archived agreement back in the control book. The inspection that was pending when it was
 * archived is pending again, with the date it had. Refused while its machine is archived.
 */
export const restoreAgreement = (org: OrgContext, id: string) =>
  agreements.restore(org, id, async (tx) => {
    const { machine } = await tx.agreement.findUniqueOrThrow({
      where: { id },
      select: { machine: { select: { archivedDate: true } } },
    });
    if (machine?.archivedDate) throw parentArchived("machineId", "Its machine is archived; restore the machine first");
    const lastPending = await tx.inspection.findFirst({
      where: { agreementId: id, status: "PENDING", archivedDate: { not: null } },
      orderBy: [{ archivedDate: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    if (lastPending) {
      await tx.inspection.update({
        where: { id: lastPending.id },
        data: { archivedDate: null, pendingAgreementId: id },
      });
    }
    await syncPendingInspection(tx, id);
  });
