import "server-only";
import { ApiError, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { translator } from "@/lib/platform/i18n/translator";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import type { AnswerValues } from "@/lib/modules/evaluation/questionnaires/answer-check";
import { currentVersionOf, writeAnswer } from "@/lib/modules/evaluation/questionnaires/answers";
import { SHORTFALLS } from "@/lib/modules/evaluation/questionnaires/choices";
import { localized, type Section } from "@/lib/modules/evaluation/questionnaires/content";
import type { Locale } from "@/lib/platform/i18n/config";
import { addCorrectiveAction } from "@/lib/modules/planning/action-plan/source-records";
import { getInspection } from "./data";
import type { InspectionAnswerInput } from "./schema";
import { serializeControlBookWrites } from "./serialize";

/** Writes of an inspection that change none of its own fields: its answers. */
const steps = recordWrites({
  table: (tx) => tx.inspection,
  get: getInspection,
  serialize: (tx, org) => serializeControlBookWrites(tx, org.organizationId),
});

/**
 * The questions a pending inspection is answered with. The first answer fixes the version: the
 * agreement's questionnaire as it stands then; a later version of it, or another questionnaire
 * chosen on the agreement, leaves an inspection already begun as it was asked. A done inspection
 * keeps its answers as they were recorded (409 `done`), an archived one is out of use (409
 * `archived`), and one whose agreement names no questionnaire asks nothing (422 on `questionKey`).
 */
async function questionsToAnswer(tx: Tx, org: OrgContext, inspectionId: string): Promise<Section[]> {
  const t = translator(org.user.language);
  const inspection = await tx.inspection.findUniqueOrThrow({
    where: { id: inspectionId },
    select: {
      status: true,
      archivedDate: true,
      questionnaire: { select: { sections: true } },
      agreement: { select: { questionnaireId: true } },
    },
  });
  if (inspection.archivedDate) throw new ApiError(409, "archived", t("controlBook.errors.answersArchived"));
  if (inspection.status === "DONE") throw new ApiError(409, "done", t("controlBook.errors.answersDone"));
  if (inspection.questionnaire) return inspection.questionnaire.sections as Section[];
  const questionnaireId = inspection.agreement?.questionnaireId;
  const current = questionnaireId ? await currentVersionOf(tx, questionnaireId) : null;
  if (!current) throw validationFailed({ questionKey: t("controlBook.errors.noQuestionnaire") });
  await tx.inspection.update({ where: { id: inspectionId }, data: { questionnaireVersionId: current.id } });
  return current.sections as Section[];
}

/**
 * Which question raised an action, in the words of the person who raised it: its number and text in
 * the questionnaire, the answer and its evidence, so the action plan says what was found.
 */
function raisedBy(
  sections: Section[],
  answer: { questionKey: string; note?: string | null },
  choice: string,
  language: Locale,
) {
  const t = translator(language);
  for (const [sectionIndex, section] of sections.entries()) {
    const index = section.questions.findIndex((question) => question.key === answer.questionKey);
    if (index < 0) continue;
    const question = section.questions[index]!;
    const raised = t("controlBook.answers.raisedBy", {
      number: `${sectionIndex + 1}.${index + 1}`,
      question: localized(question.textEn, question.textDa, language),
      answer: t(`questionnaires.choices.${choice}`),
    });
    return answer.note?.trim()
      ? `${raised}\n${t("controlBook.answers.raisedByEvidence", { note: answer.note.trim() })}`
      : raised;
  }
  return undefined;
}

/**
 * The corrective action sent with a shortfall (no, a nonconformity): in the action plan in the same
 * transaction, with the inspection as its source, in the inspected machine's area. Any other answer
 * raises none (422 on `correctiveAction`).
 */
async function raiseAction(
  tx: Tx,
  org: OrgContext,
  inspectionId: string,
  answer: AnswerValues,
  action: InspectionAnswerInput["correctiveAction"],
  raisedByText: (choice: string) => string | undefined,
) {
  if (!action) return;
  if (!answer.choice || !SHORTFALLS.includes(answer.choice)) {
    throw validationFailed({
      correctiveAction: translator(org.user.language)("controlBook.errors.actionWithoutShortfall"),
    });
  }
  await assertOwnReferences(tx, org, [
    { model: "actingMember", ids: [action.responsibleId], field: () => "correctiveAction.responsibleId" },
  ]);
  const { machine } = await tx.inspection.findUniqueOrThrow({
    where: { id: inspectionId },
    select: { machine: { select: { areaId: true } } },
  });
  await addCorrectiveAction(tx, org, { inspectionId }, machine?.areaId ?? null, {
    title: action.title,
    description: raisedByText(answer.choice),
    responsibleId: action.responsibleId,
    dueDate: action.dueDate ? new Date(`${action.dueDate}T00:00:00Z`) : null,
  });
}

/**
 * The answer to one question of a pending inspection's questionnaire, given or changed (the history
 * keeps each earlier value), with the corrective action of a shortfall when one is sent: both are
 * written or neither.
 */
export const saveInspectionAnswer = (org: OrgContext, inspectionId: string, input: InspectionAnswerInput) =>
  steps.update(org, inspectionId, {}, async (tx) => {
    const sections = await questionsToAnswer(tx, org, inspectionId);
    const { correctiveAction, ...answer } = input;
    const stored = await writeAnswer(tx, org, { inspectionId }, sections, answer);
    await raiseAction(tx, org, inspectionId, stored, correctiveAction, (choice) =>
      raisedBy(sections, answer, choice, org.user.language),
    );
  });
