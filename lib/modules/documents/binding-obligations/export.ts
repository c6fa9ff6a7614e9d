import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listEvaluations, listObligations } from "./data";
import { evaluationList, obligationList } from "./schema";

const dateOf = (text: string | null) => text && new Date(text);

/** The obligation grid's and the matrix's columns as an export, ready for an auditor. */
export const obligationExport = defineExport<RowOf<typeof listObligations>>(obligationList, {
  fileName: "bindingObligations.fileName",
  columns: {
    title: {
      heading: "bindingObligations.columns.title",
      value: (row) => row.legislation.shortName ?? row.legislation.titleEn ?? row.legislation.titleDa,
    },
    officialNumber: {
      heading: "bindingObligations.columns.officialNumber",
      value: (row) => row.legislation.officialNumber,
    },
    jurisdiction: { heading: "bindingObligations.columns.jurisdiction", value: (row) => row.legislation.jurisdiction },
    status: {
      heading: "bindingObligations.columns.status",
      value: (row, t) => t(`bindingObligations.statuses.${row.status}`),
    },
    evaluationDate: {
      heading: "bindingObligations.columns.evaluationDate",
      type: "date",
      value: (row) => dateOf(row.evaluationDate),
    },
    evaluator: { heading: "bindingObligations.columns.evaluator", value: (row) => row.evaluator?.name },
    responsible: { heading: "bindingObligations.columns.responsible", value: (row) => row.responsible?.name },
    nextEvaluationDate: {
      heading: "bindingObligations.columns.nextEvaluationDate",
      type: "date",
      value: (row) => dateOf(row.nextEvaluationDate),
    },
    changedSinceEvaluation: {
      heading: "bindingObligations.columns.changedSinceEvaluation",
      value: (row, t) => (row.changedSinceEvaluation ? t("bindingObligations.changedYes") : ""),
    },
    needsEvaluation: {
      heading: "bindingObligations.columns.needsEvaluation",
      value: (row, t) => row.needsEvaluation.map((need) => t(`bindingObligations.needs.${need}`)).join(", "),
    },
    lastModifiedDate: { heading: "grid.lastModified", type: "dateTime", value: (row) => row.lastModifiedDate },
  },
});

/** An obligation's evaluations as an export: the evidence an auditor asks for, latest first. */
export const evaluationExport = defineExport<RowOf<typeof listEvaluations>>(evaluationList, {
  fileName: "bindingObligations.evaluations.fileName",
  columns: {
    evaluationDate: {
      heading: "bindingObligations.fields.evaluationDate",
      type: "date",
      value: (row) => dateOf(row.evaluationDate),
    },
    status: {
      heading: "bindingObligations.fields.result",
      value: (row, t) => t(`bindingObligations.statuses.${row.status}`),
    },
    evaluator: { heading: "bindingObligations.fields.evaluator", value: (row) => row.evaluatorName },
    notes: { heading: "bindingObligations.fields.evaluationNotes", value: (row) => row.notes },
    files: {
      heading: "bindingObligations.evaluations.files",
      value: (row) => row.files.map((file) => file.name).join(", "),
    },
    nextEvaluationDate: {
      heading: "bindingObligations.fields.nextEvaluationDate",
      type: "date",
      value: (row) => dateOf(row.nextEvaluationDate),
    },
    recordedAt: {
      heading: "bindingObligations.evaluations.recorded",
      type: "dateTime",
      value: (row) => row.recordedAt,
    },
    recordedBy: { heading: "bindingObligations.evaluations.recordedBy", value: (row) => row.recordedByName },
  },
});
