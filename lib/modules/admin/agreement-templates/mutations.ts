import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { Tx } from "@/lib/platform/db";
import { auditedTransaction, type Actor } from "@/lib/platform/writes/audit";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { knownActs } from "@/lib/modules/admin/legislation/known-acts";
import { assertSystemQuestionnaire } from "@/lib/modules/evaluation/questionnaires/system-questionnaire";
import { getAgreementTemplate } from "./data";
import type { AgreementTemplateInput } from "./schema";

const fieldsOf = (input: AgreementTemplateInput) => ({
  // the sort title: the English title, else the Danish one
  title: (input.titleEn ?? input.titleDa)!,
  titleEn: input.titleEn,
  titleDa: input.titleDa,
  descriptionEn: input.descriptionEn,
  descriptionDa: input.descriptionDa,
  type: input.type,
  frequency: input.frequency,
  reminderLeadDays: input.reminderLeadDays,
  countryAlpha2: input.countryAlpha2,
  questionnaireId: input.questionnaireId,
});

/**
 * The acts of its legal basis (422 on `legislationIds` for one the catalogue lacks) and its
 * questionnaire: one of the system's inspection questionnaires (422 on `questionnaireId`). One
 * named already stays when it is archived later; a new choice is checked.
 */
async function checkedLinks(tx: Tx, input: AgreementTemplateInput, currentQuestionnaire: string | null = null) {
  if (input.questionnaireId !== currentQuestionnaire) {
    await assertSystemQuestionnaire(tx, input.questionnaireId, "INSPECTION", "questionnaireId");
  }
  return (await knownActs(tx, input.legislationIds, "legislationIds")).map((id) => ({ id }));
}

export async function createAgreementTemplate(actor: Actor, input: AgreementTemplateInput) {
  const id = await auditedTransaction(actor, async (tx) => {
    const legislation = await checkedLinks(tx, input);
    const created = await tx.agreementTemplate.create({
      data: { ...fieldsOf(input), legislation: { connect: legislation } },
      select: { id: true },
    });
    return created.id;
  });
  return getAgreementTemplate(id);
}

/** Agreements made from the template earlier keep what they were made with. */
export async function updateAgreementTemplate(actor: Actor, id: string, input: AgreementTemplateInput) {
  await auditedTransaction(actor, async (tx) => {
    await lockIfFresh(tx.agreementTemplate, { id }, input.lastModifiedDate);
    const { questionnaireId } = await tx.agreementTemplate.findUniqueOrThrow({
      where: { id },
      select: { questionnaireId: true },
    });
    const legislation = await checkedLinks(tx, input, questionnaireId);
    await tx.agreementTemplate.update({
      where: { id },
      data: { ...fieldsOf(input), legislation: { set: legislation } },
    });
  });
  return getAgreementTemplate(id);
}

/** Archived: no longer offered to the control books; agreements made from it keep naming it. */
async function setArchived(actor: Actor, id: string, archived: boolean) {
  await auditedTransaction(actor, async (tx) => {
    const { count } = await tx.agreementTemplate.updateMany({
      where: { id, archivedDate: archived ? null : { not: null } },
      data: { archivedDate: archived ? new Date() : null },
    });
    if (!count && !(await tx.agreementTemplate.count({ where: { id } })))
      throw notFound("Agreement template not found");
  });
  return getAgreementTemplate(id);
}

export const archiveAgreementTemplate = (actor: Actor, id: string) => setArchived(actor, id, true);
export const restoreAgreementTemplate = (actor: Actor, id: string) => setArchived(actor, id, false);
