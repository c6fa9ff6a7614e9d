import "server-only";
import { listDueFrom } from "@/lib/platform/recurrence/list-due";
import type { DueItem, DueQuery, DueSource } from "@/lib/platform/recurrence/sources";
import { obligationEvaluationsDue } from "@/lib/modules/documents/binding-obligations/due-source";
import { ownDocumentReviewsDue } from "@/lib/modules/documents/own-documents/due-source";
import { policyReviewsDue } from "@/lib/modules/leadership/policies/due-source";
import { procedureReviewsDue } from "@/lib/modules/operation/procedures/due-source";
import { competencesDue } from "@/lib/modules/organization/competences/due-source";
import { inspectionsDue } from "@/lib/modules/monitoring/control-book/due-source";
import { eventActionsDue } from "@/lib/modules/evaluation/events/due-source";
import { meterReadingsDue } from "@/lib/modules/monitoring/meters/due-source";
import { safetyDataSheetsDue } from "@/lib/modules/chemicals/register/due-source";
import { wasteCollectionsDue } from "@/lib/modules/monitoring/waste/due-source";

/**
 * Every source of things falling due, across the modules. The dashboard, the reminder digest and
 * the calendar feed read them through listDue; a module with something falling due adds its
 * source here.
 */
export const allDueSources: readonly DueSource[] = [
  competencesDue,
  policyReviewsDue,
  procedureReviewsDue,
  ownDocumentReviewsDue,
  obligationEvaluationsDue,
  eventActionsDue,
  inspectionsDue,
  meterReadingsDue,
  safetyDataSheetsDue,
  wasteCollectionsDue,
];

/**
 * The items of all sources (or of those an organization's feature level sees) due before the
 * query's date, merged and sorted by due date.
 */
export function listDue(query: DueQuery, options: { feature?: "FULL" | "LIMITED" } = {}): Promise<DueItem[]> {
  const sources =
    options.feature === "LIMITED" ? allDueSources.filter((source) => source.feature === "LIMITED") : allDueSources;
  return listDueFrom(sources, query);
}
