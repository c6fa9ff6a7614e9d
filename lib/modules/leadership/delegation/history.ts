// How a delegation and an organization's own responsibility read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";

const responsibilityRecord = record("Responsibility", "nameEn");

export const delegationHistory = defineHistory({
  delegation: {
    fields: {
      responsibilityId: field.ref("delegation.fields.responsibility", responsibilityRecord),
      memberId: field.ref("delegation.fields.member", memberRecord),
      authority: field.text("delegation.fields.authority"),
      startDate: field.date("delegation.fields.startDate"),
      endDate: field.date("delegation.fields.endDate"),
      delegatedByName: field.text("delegation.fields.delegatedBy"),
      acceptedDate: field.timestamp("delegation.fields.acceptedDate"),
      acceptedByName: field.text("delegation.fields.acceptedBy"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    hidden: ["delegatedById", "acceptedById"],
  },
  responsibility: {
    fields: {
      nameEn: field.text("delegation.responsibility.nameEn"),
      nameDa: field.text("delegation.responsibility.nameDa"),
      descriptionEn: field.text("delegation.responsibility.descriptionEn"),
      descriptionDa: field.text("delegation.responsibility.descriptionDa"),
      basis: field.text("delegation.responsibility.basis"),
      required: field.boolean("delegation.responsibility.required"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    hidden: ["code", "position"],
  },
});
