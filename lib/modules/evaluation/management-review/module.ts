// Management review (ISO 14001 and 45001 clause 9.3): the meeting, its inputs assembled from the
// records for the period and frozen when it is held, the presenters' comments, the conclusions,
// decisions with their actions in the action engine, and the minutes a manager approves.
import { defineModule } from "@/lib/platform/modules/manifest";
import { requirementOf } from "@/lib/platform/auth/access";
import { reviewAccess } from "./access";

const reviews = "/evaluation/management-review";

export const managementReviewModule = defineModule({
  key: "evaluation/management-review",
  area: "evaluation",
  operations: { managementReview: reviewAccess },
  screens: [
    { path: reviews, operation: reviewAccess.list },
    { path: `${reviews}/[id]`, operation: reviewAccess.read, plainId: true },
    { path: `${reviews}/[id]/edit`, operation: reviewAccess.update },
  ],
  menu: [{ group: "evaluation", key: "managementReview", href: reviews, position: 40 }],
  // "create a minute": a new meeting's minutes
  quickActions: [
    { key: "createMinute", href: `${reviews}/new`, requires: requirementOf(reviewAccess.create), position: 60 },
  ],
  history: async () => (await import("./history")).managementReviewHistory,
});
