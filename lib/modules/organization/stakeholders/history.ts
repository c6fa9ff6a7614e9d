// How a stakeholder of the organization (its needs, expectations and relevance) reads in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";

/** A stakeholder of the organization, named by the stakeholder's name (a service company, an authority). */
export const stakeholderAssociationRecord = record("StakeholderAssociation", "stakeholderName");

export const stakeholdersHistory = defineHistory({
  stakeholder_association: {
    fields: {
      stakeholderName: field.text("stakeholders.form.stakeholder"),
      needsAndExpectations: field.text("stakeholders.fields.needsAndExpectations"),
      relevance: field.enum("stakeholders.fields.relevance", "stakeholders.relevanceValues"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the stakeholder is named by its name, which the association keeps (and follows)
    hidden: ["stakeholderId"],
  },
  stakeholder_association_file: { fields: {} },
});
