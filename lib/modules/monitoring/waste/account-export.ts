import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { translator } from "@/lib/platform/i18n/translator";
import { sheetAttachment } from "@/lib/platform/lists/export/attachment";
import type { ExportFormat } from "@/lib/platform/lists/export/format";
import { queryRows } from "@/lib/platform/lists/query";
import { subtreeIds } from "@/lib/platform/tenancy/subtree";
import {
  AUTHORITY_REPORT_COLUMNS,
  authorityReportCells,
  authorityReportStatement,
  type AuthorityReportRow,
} from "./authority-report";
import type { AccountQuery } from "./schema";

/** The first day of a month (0-based, overflowing into the next year), `YYYY-MM-DD`. */
const firstDay = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);

/** The year's account (or one month's), of the organization and everything below it, for the authorities. */
export async function exportWasteAccount(
  org: OrgContext,
  query: AccountQuery,
  format: ExportFormat,
  language: string,
): Promise<Response> {
  const t = translator(language);
  const [from, to] = query.month
    ? [firstDay(query.year, query.month - 1), firstDay(query.year, query.month)]
    : [firstDay(query.year, 0), firstDay(query.year + 1, 0)];
  const rows = await queryRows<AuthorityReportRow>(
    authorityReportStatement({ organizations: subtreeIds(org.organizationId), from, to }),
  );
  return sheetAttachment(format, {
    title: t("waste.report.title", { year: query.year }),
    headings: AUTHORITY_REPORT_COLUMNS.map((column) => t(column.heading)),
    types: AUTHORITY_REPORT_COLUMNS.map((column) => column.type),
    rows: rows.map((row) => authorityReportCells(row, t, language)),
  });
}
