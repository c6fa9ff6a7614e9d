// GET /api/v1/organizations/{orgId}/due-items: what is overdue and due soon in the organization and below it, folded across organizations.
import { orgRoute } from "@/lib/platform/api/route";
import { dashboardAccess } from "@/lib/modules/dashboard/access";
import { answerDueList } from "@/lib/modules/dashboard/due-list";
import { dueLinePageSchema, dueListQuerySchema } from "@/lib/modules/dashboard/due-schema";

// a page, or every line as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: dashboardAccess.view, query: dueListQuerySchema, response: dueLinePageSchema },
  (input) => answerDueList(input),
);
