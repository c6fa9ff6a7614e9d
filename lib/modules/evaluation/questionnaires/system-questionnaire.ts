// The system's questionnaires as another catalogue names them (an agreement template's inspection
// questionnaire), so that only this module reads the questionnaire tables.
import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { Tx } from "@/lib/platform/db";
import type { QuestionnairePurposeName } from "./choices";

/**
 * 422 on `field` unless the id names one of the system's questionnaires for the purpose, not
 * archived: an organization's own copy is its own, and no catalogue may point at it.
 */
export async function assertSystemQuestionnaire(
  tx: Tx,
  questionnaireId: string | null,
  purpose: QuestionnairePurposeName,
  field: string,
) {
  if (!questionnaireId) return;
  const found = await tx.questionnaire.count({
    where: { id: questionnaireId, organizationId: null, purpose, archivedDate: null },
  });
  if (!found) throw validationFailed({ [field]: "Unknown questionnaire" });
}
