// How a management review, its participants, comments and decisions read in a history. The frozen
// inputs show on the review's screen; the history says when they were frozen and by whom.
import { defineHistory, field } from "@/lib/platform/audit/vocabulary";

export const managementReviewHistory = defineHistory({
  management_review: {
    fields: {
      title: field.text("managementReview.fields.title"),
      meetingDate: field.date("managementReview.fields.meetingDate"),
      periodStart: field.date("managementReview.fields.periodStart"),
      periodEnd: field.date("managementReview.fields.periodEnd"),
      agenda: field.text("managementReview.fields.agenda"),
      otherParticipants: field.text("managementReview.fields.otherParticipants"),
      status: field.enum("managementReview.fields.status", "managementReview.statuses"),
      heldAt: field.timestamp("managementReview.fields.heldAt"),
      heldByName: field.text("managementReview.fields.heldBy"),
      suitability: field.text("managementReview.fields.suitability"),
      adequacy: field.text("managementReview.fields.adequacy"),
      effectiveness: field.text("managementReview.fields.effectiveness"),
      resourceNeeds: field.text("managementReview.fields.resourceNeeds"),
      approvedAt: field.timestamp("managementReview.fields.approvedAt"),
      approvedByName: field.text("managementReview.fields.approvedBy"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    hidden: ["inputs", "heldById", "approvedById"],
  },
  review_comment: {
    fields: {
      inputKey: field.enum("managementReview.comments.input", "managementReview.inputs.titles"),
      comment: field.text("managementReview.comments.comment"),
      authorName: field.text("managementReview.comments.author"),
    },
    hidden: ["reviewId"],
  },
  review_decision: {
    fields: { text: field.text("managementReview.decisions.text") },
    hidden: ["reviewId", "position"],
  },
  review_participant: { fields: {} },
});
