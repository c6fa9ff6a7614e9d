import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listRoundObligations, listRounds } from "./data";
import { roundList, roundObligationList } from "./schema";

/** The rounds year by year: progress and results, side by side. */
export const roundExport = defineExport<RowOf<typeof listRounds>>(roundList, {
  fileName: "complianceEvaluation.fileName",
  columns: {
    year: { heading: "complianceEvaluation.fields.year", type: "number", value: (row) => row.year },
    title: { heading: "complianceEvaluation.fields.title", value: (row) => row.title },
    status: {
      heading: "complianceEvaluation.fields.status",
      value: (row, t) => t(`complianceEvaluation.statuses.${row.status}`),
    },
    obligations: {
      heading: "complianceEvaluation.progress.obligations",
      type: "number",
      value: (row) => row.progress.obligations,
    },
    evaluated: {
      heading: "complianceEvaluation.progress.evaluated",
      type: "number",
      value: (row) => row.progress.evaluated,
    },
    compliant: {
      heading: "bindingObligations.statuses.COMPLIANT",
      type: "number",
      value: (row) => row.progress.compliant,
    },
    partly: {
      heading: "bindingObligations.statuses.PARTLY_COMPLIANT",
      type: "number",
      value: (row) => row.progress.partlyCompliant,
    },
    notCompliant: {
      heading: "bindingObligations.statuses.NOT_COMPLIANT",
      type: "number",
      value: (row) => row.progress.notCompliant,
    },
    notApplicable: {
      heading: "bindingObligations.statuses.NOT_APPLICABLE",
      type: "number",
      value: (row) => row.progress.notApplicable,
    },
    openActions: {
      heading: "complianceEvaluation.progress.openActions",
      type: "number",
      value: (row) => row.progress.openActions,
    },
    signedOffBy: { heading: "complianceEvaluation.fields.signedOffBy", value: (row) => row.signedOffByName },
  },
});

/** A round's obligations with their results in it: the auditor's list. */
export const roundObligationExport = defineExport<RowOf<typeof listRoundObligations>>(roundObligationList, {
  fileName: "complianceEvaluation.obligationsFileName",
  columns: {
    title: { heading: "complianceEvaluation.obligations.title", value: (row) => row.title },
    officialNumber: { heading: "complianceEvaluation.obligations.number", value: (row) => row.officialNumber },
    responsible: { heading: "complianceEvaluation.obligations.responsible", value: (row) => row.responsible?.name },
    result: {
      heading: "complianceEvaluation.obligations.result",
      value: (row, t) => t(`bindingObligations.statuses.${row.inRound?.status ?? "NOT_EVALUATED"}`),
    },
    evaluationDate: {
      heading: "complianceEvaluation.obligations.date",
      type: "date",
      value: (row) => row.inRound?.evaluationDate,
    },
    evaluator: { heading: "complianceEvaluation.obligations.evaluator", value: (row) => row.inRound?.evaluatorName },
    notes: { heading: "complianceEvaluation.obligations.evidence", value: (row) => row.inRound?.notes },
    actions: {
      heading: "complianceEvaluation.obligations.actions",
      type: "lines",
      value: (row, t) =>
        (row.inRound?.actions ?? [])
          .map((action) => `${action.title} (${t(`actionPlan.statuses.${action.status}`)})`)
          .join("\n"),
    },
    changed: {
      heading: "complianceEvaluation.obligations.changed",
      value: (row, t) => (row.changed ? t("complianceEvaluation.obligations.changedYes") : ""),
    },
  },
});
