// The waste account of the period: the waste the organization itself handed over in the period's
// months, per waste type, handler and R or D operation, in tonnes, as the authorities ask for it
// (the account's own export, over any months and without the organizations below).
import "server-only";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import {
  AUTHORITY_REPORT_COLUMNS,
  authorityReportCells,
  authorityReportStatement,
  type AuthorityReportRow,
} from "@/lib/modules/monitoring/waste/authority-report";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { defineReport, oneBatch } from "../definition";
import { periodDates } from "../period";

const widths = [0.8, 0.7, 2.2, 1.6, 1, 0.7, 0.8, 1.2];

export const wasteAccountReport = defineReport({
  key: "wasteAccount",
  access: wasteAccess.list,
  dated: true,
  columns: AUTHORITY_REPORT_COLUMNS.map((column, index) => ({ ...column, width: widths[index] })),
  rows: (org, period, t) => {
    const { start, end } = periodDates(period);
    const statement = authorityReportStatement({
      organizations: sql`SELECT ${org.organizationId}::uuid`,
      from: start,
      to: end,
    });
    return oneBatch(
      queryRows<AuthorityReportRow>(statement).then((rows) =>
        rows.map((row) => authorityReportCells(row, t, org.user.language)),
      ),
    );
  },
});
