// What the reports screens read from the page context: the reports the person may open here and
// whether the active organization has organizations below it (the menu's organizations are those
// the person reaches, archived ones left out).
import "server-only";
import { permits } from "@/lib/platform/auth/access";
import type { PageContext } from "@/lib/platform/auth/page-context";
import { REPORTS } from "@/lib/modules/monitoring/reports/catalogue";

/** The catalogue's reports, in the screen's order, that the person may open in the active organization. */
export const openableReports = ({ context }: PageContext) =>
  REPORTS.filter((report) => permits(report.access, context));

/** Whether there is anything below the active organization to include in a report. */
export const hasOrganizationsBelow = ({ organizations, context }: PageContext) =>
  organizations.some((organization) => organization.parentId === context.organizationId);
