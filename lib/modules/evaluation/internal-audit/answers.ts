import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { AnswerInput } from "@/lib/modules/evaluation/questionnaires/answer-input";
import { writeAnswer } from "@/lib/modules/evaluation/questionnaires/answers";
import type { Section } from "@/lib/modules/evaluation/questionnaires/content";
import { openStatus, startIfPlanned, steps } from "./mutations";

/**
 * The answer to one question of the audit's questionnaire, given or changed while the audit is open
 * (the history keeps each earlier value). The first answer starts a planned audit.
 */
export const saveAnswer = (org: OrgContext, auditId: string, input: AnswerInput) =>
  steps.update(org, auditId, {}, async (tx) => {
    await openStatus(tx, auditId);
    const audit = await tx.internalAudit.findUniqueOrThrow({
      where: { id: auditId },
      select: { questionnaire: { select: { sections: true } } },
    });
    await writeAnswer(tx, org, { auditId }, (audit.questionnaire?.sections ?? []) as Section[], input);
    await startIfPlanned(tx, auditId);
  });
