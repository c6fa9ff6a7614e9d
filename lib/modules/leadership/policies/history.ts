// How a policy reads in a history: its text as a word diff, owner and approver by name.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";

export const policiesHistory = defineHistory({
  policy: {
    fields: {
      title: field.text("policies.form.title"),
      content: field.richText("policies.form.content"),
      isoStandards: field.enum("policies.form.standards", "scope.isoStandards"),
      ownerId: field.ref("policies.form.owner", memberRecord),
      reviewRecurrence: field.enum("policies.form.reviewRecurrence", "people.frequency"),
      nextReviewDate: field.date("policies.form.nextReviewDate"),
      approvedByName: field.text("policies.form.approvedBy"),
      approvedDate: field.date("policies.form.approvedDate"),
      approvedRevisionId: field.ref("audit.fields.approvedRevisionId", record("PolicyRevision", "version")),
      published: field.boolean("policies.columns.published"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the approver is named as approved (approvedByName), also when the membership is gone
    hidden: ["approvedById"],
  },
  policy_file: { fields: {} },
});
