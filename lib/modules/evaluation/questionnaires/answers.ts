// The answers of the records that answer questionnaires (an internal audit, a control-book
// inspection), as those records' own writes need them: the questionnaire a record may name, the
// version it is held to, and one answer checked against its question and stored. Exported for those
// modules, so that only this module touches the questionnaire tables.
import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { checkAnswer, type AnswerValues } from "./answer-check";
import type { AnswerInput } from "./answer-input";
import type { QuestionnairePurposeName } from "./choices";
import { questionsOf, type Section } from "./content";

/** The record an answer belongs to. */
export type AnswerHolder = { auditId: string } | { inspectionId: string };

/** The system's questionnaires and the organization's own copies: those it may answer. */
const answerable = (org: OrgContext) => ({ OR: [{ organizationId: null }, { organizationId: org.organizationId }] });

/**
 * 422 on `field` unless the id names a questionnaire the organization may answer for the purpose:
 * the system's or its own, not archived. Another tenant's id is as unknown as a made-up one.
 */
export async function assertAnswerableQuestionnaire(
  tx: Tx,
  org: OrgContext,
  questionnaireId: string | null,
  purpose: QuestionnairePurposeName,
  field: string,
) {
  if (!questionnaireId) return;
  const found = await tx.questionnaire.count({
    where: { id: questionnaireId, purpose, archivedDate: null, ...answerable(org) },
  });
  if (!found) throw validationFailed({ [field]: "Unknown questionnaire" });
}

/** A questionnaire's current version (its newest): what a record answering it from now on is held to. */
export const currentVersionOf = (tx: Tx, questionnaireId: string) =>
  tx.questionnaireVersion.findFirst({
    where: { questionnaireId },
    orderBy: { version: "desc" },
    select: { id: true, sections: true },
  });

const byKey = (holder: AnswerHolder, questionKey: string) =>
  "auditId" in holder
    ? { auditId_questionKey: { auditId: holder.auditId, questionKey } }
    : { inspectionId_questionKey: { inspectionId: holder.inspectionId, questionKey } };

/**
 * The answer to one question of `sections` (the version the record is held to), given or changed
 * (the history keeps each earlier value): 422 on `questionKey` for a question the version does not
 * ask, and on the field the question's kind needs when the answer does not fit it. Answers what
 * was stored.
 */
export async function writeAnswer(
  tx: Tx,
  org: OrgContext,
  holder: AnswerHolder,
  sections: readonly Section[],
  input: AnswerInput,
): Promise<AnswerValues> {
  await assertOwnReferences(tx, org, [{ model: "storedFile", ids: input.fileIds, field: () => "fileIds" }]);
  const question = questionsOf(sections).find((entry) => entry.question.key === input.questionKey)?.question;
  if (!question) {
    const record = "auditId" in holder ? "audit" : "inspection";
    throw validationFailed({ questionKey: `Not a question of the ${record}'s questionnaire` });
  }
  const checked = checkAnswer(question, input);
  if ("errors" in checked) throw validationFailed(checked.errors);
  const { fileIds, ...values } = checked.values;
  const fields = { ...values, note: input.note, answeredById: org.user.id, answeredByName: org.user.name };
  const files = fileIds.map((id) => ({ id }));
  await tx.questionnaireAnswer.upsert({
    where: byKey(holder, input.questionKey),
    create: {
      organizationId: org.organizationId,
      ...holder,
      questionKey: input.questionKey,
      ...fields,
      files: { connect: files },
    },
    update: { ...fields, files: { set: files } },
  });
  return checked.values;
}
