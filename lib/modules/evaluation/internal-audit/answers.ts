import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { checkAnswer } from "@/lib/modules/evaluation/questionnaires/answer-check";
import { questionsOf, type Section } from "@/lib/modules/evaluation/questionnaires/content";
import { openStatus, startIfPlanned, steps } from "./mutations";
import type { AnswerInput } from "./schema";

/**
 * The answer to one question of the audit's questionnaire, given or changed while the audit is open
 * (the history keeps each earlier value). The first answer starts a planned audit.
 */
export const saveAnswer = (org: OrgContext, auditId: string, input: AnswerInput) =>
  steps.update(org, auditId, {}, async (tx) => {
    await openStatus(tx, auditId);
    await assertOwnReferences(tx, org, [{ model: "storedFile", ids: input.fileIds, field: () => "fileIds" }]);
    const audit = await tx.internalAudit.findUniqueOrThrow({
      where: { id: auditId },
      select: { questionnaire: { select: { sections: true } } },
    });
    const sections = (audit.questionnaire?.sections ?? []) as Section[];
    const question = questionsOf(sections).find((entry) => entry.question.key === input.questionKey)?.question;
    if (!question) throw validationFailed({ questionKey: "Not a question of the audit's questionnaire" });
    const checked = checkAnswer(question, input);
    if ("errors" in checked) throw validationFailed(checked.errors);
    const { fileIds, ...values } = checked.values;
    const fields = { ...values, note: input.note, answeredById: org.user.id, answeredByName: org.user.name };
    const files = fileIds.map((id) => ({ id }));
    await tx.questionnaireAnswer.upsert({
      where: { auditId_questionKey: { auditId, questionKey: input.questionKey } },
      create: {
        organizationId: org.organizationId,
        auditId,
        questionKey: input.questionKey,
        ...fields,
        files: { connect: files },
      },
      update: { ...fields, files: { set: files } },
    });
    await startIfPlanned(tx, auditId);
  });
