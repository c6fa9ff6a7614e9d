// How an assessment, its hazards, the acceptances of residual risks and the matrix read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";
import { areaRecord } from "@/lib/modules/organization/structure/history";

const assessmentRecord = record("RiskAssessment", "title");
const hazardRecord = record("RiskHazard", "title");

export const riskAssessmentHistory = defineHistory({
  risk_assessment: {
    fields: {
      title: field.text("riskAssessment.fields.title"),
      scope: field.text("riskAssessment.fields.scope"),
      areaId: field.ref("riskAssessment.fields.area", areaRecord),
      machineId: field.ref("riskAssessment.fields.machine", record("Machine")),
      chemicalAssociationId: field.ref("riskAssessment.fields.chemical", record("ChemicalAssociation")),
      roleId: field.ref("riskAssessment.fields.role", record("Role")),
      ownerId: field.ref("riskAssessment.fields.owner", memberRecord),
      isApv: field.boolean("riskAssessment.fields.isApv"),
      reviewMonths: field.number("riskAssessment.fields.reviewMonths"),
      lastReviewedDate: field.date("riskAssessment.fields.lastReviewedDate"),
      nextReviewDate: field.date("riskAssessment.fields.nextReviewDate"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  risk_hazard: {
    fields: {
      assessmentId: field.ref("riskAssessment.fields.assessment", assessmentRecord),
      title: field.text("riskAssessment.fields.hazard"),
      category: field.enum("riskAssessment.fields.category", "riskAssessment.categories"),
      whoExposed: field.text("riskAssessment.fields.whoExposed"),
      existingControls: field.text("riskAssessment.fields.existingControls"),
      inherentLikelihood: field.number("riskAssessment.fields.inherentLikelihood"),
      inherentSeverity: field.number("riskAssessment.fields.inherentSeverity"),
      inherentLevel: field.enum("riskAssessment.fields.inherentLevel", "riskAssessment.levels"),
      residualLikelihood: field.number("riskAssessment.fields.residualLikelihood"),
      residualSeverity: field.number("riskAssessment.fields.residualSeverity"),
      residualLevel: field.enum("riskAssessment.fields.residualLevel", "riskAssessment.levels"),
    },
    // the catalogue entry and the matrix version are technical; the order is the screen's
    hidden: ["hazardTypeId", "matrixId", "position"],
  },
  risk_acceptance: {
    fields: {
      hazardId: field.ref("riskAssessment.fields.hazard", hazardRecord),
      likelihood: field.number("riskAssessment.fields.residualLikelihood"),
      severity: field.number("riskAssessment.fields.residualSeverity"),
      level: field.enum("riskAssessment.fields.residualLevel", "riskAssessment.levels"),
      reason: field.text("riskAssessment.acceptance.reason"),
      acceptedByName: field.text("riskAssessment.acceptance.by"),
      acceptedDate: field.timestamp("riskAssessment.acceptance.date"),
    },
    hidden: ["acceptedById", "matrixId"],
  },
  risk_matrix: {
    fields: {
      version: field.number("riskAssessment.matrix.version"),
      acceptableLevel: field.enum("riskAssessment.matrix.acceptableLevel", "riskAssessment.levels"),
      authorName: field.text("riskAssessment.matrix.author"),
    },
    hidden: ["likelihoods", "severities", "levels", "authorId"],
  },
});
