import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listHazards } from "./data";
import { hazardList } from "./schema";

const score = (likelihood: number | null, severity: number | null) =>
  likelihood === null || severity === null ? null : `${likelihood}×${severity}`;

/** The hazard register as an export: scores as likelihood × severity beside their levels. */
export const hazardExport = defineExport<RowOf<typeof listHazards>>(hazardList, {
  fileName: "riskAssessment.fileName",
  columns: {
    title: { heading: "riskAssessment.fields.hazard", value: (row) => row.title },
    category: {
      heading: "riskAssessment.fields.category",
      value: (row, t) => t(`riskAssessment.categories.${row.category}`),
    },
    assessment: { heading: "riskAssessment.fields.assessment", value: (row) => row.assessment.title },
    area: { heading: "riskAssessment.fields.area", value: (row) => row.assessment.area?.name },
    whoExposed: { heading: "riskAssessment.fields.whoExposed", value: (row) => row.whoExposed },
    existingControls: { heading: "riskAssessment.fields.existingControls", value: (row) => row.existingControls },
    inherent: {
      heading: "riskAssessment.fields.inherentScore",
      value: (row) => score(row.inherentLikelihood, row.inherentSeverity),
    },
    inherentLevel: {
      heading: "riskAssessment.fields.inherentLevel",
      value: (row, t) => t(`riskAssessment.levels.${row.inherentLevel}`),
    },
    residual: {
      heading: "riskAssessment.fields.residualScore",
      value: (row) => score(row.residualLikelihood, row.residualSeverity),
    },
    residualLevel: {
      heading: "riskAssessment.fields.residualLevel",
      value: (row, t) => (row.residualLevel ? t(`riskAssessment.levels.${row.residualLevel}`) : null),
    },
    accepted: {
      heading: "riskAssessment.fields.accepted",
      value: (row, t) =>
        row.needsAcceptance ? t(row.accepted ? "riskAssessment.accepted" : "riskAssessment.notAccepted") : null,
    },
    controls: {
      heading: "riskAssessment.fields.controls",
      type: "lines",
      value: (row) => row.controls.map((control) => control.title).join("\n"),
    },
    matrixVersion: {
      heading: "riskAssessment.fields.matrixVersion",
      type: "number",
      value: (row) => row.matrixVersion,
    },
  },
});
