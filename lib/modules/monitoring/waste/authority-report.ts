// The waste handed over, shaped for the annual report to the authorities: one row per waste type
// (code, hazardous), handler (with its approval number) and R or D operation, in tonnes; a quantity
// that cannot be weighed has its own row with the quantity in its unit and no tonnes. The account's
// export (a year or a month, the organization with everything below it) and the ready report (any
// months, one organization) print the same rows.
import "server-only";
import type { Translate } from "@/lib/platform/i18n/translator";
import type { CellType, CellValue } from "@/lib/platform/lists/export/columns";
import { sql, type Sql } from "@/lib/platform/lists/query";
import { tonnesExpression } from "./account-sql";

export type AuthorityReportRow = {
  code: string;
  hazardous: boolean;
  nameEn: string;
  nameDa: string | null;
  handler: string;
  approvalNumber: string | null;
  treatment: string;
  tonnes: string | null;
  unconverted: string | null;
  unit: string;
};

type AuthorityReportQuery = {
  /** The organizations whose registrations count, as a subquery of ids. */
  organizations: Sql;
  /** The first month (included) and the month after the last (excluded), `YYYY-MM-01`. */
  from: string;
  to: string;
};

/** The statement; its rows are AuthorityReportRow, by waste code, handler and operation. */
export function authorityReportStatement({ organizations, from, to }: AuthorityReportQuery): Sql {
  return sql`
    SELECT w."code", w."hazardous", w."nameEn", w."nameDa", h."stakeholderName" AS handler,
           h."approvalNumber", a."treatmentCode" AS treatment,
           sum(${tonnesExpression})::text AS tonnes,
           sum(l."quantity") FILTER (WHERE ${tonnesExpression} IS NULL)::text AS unconverted,
           a."registrationUnit"::text AS unit
    FROM "WasteMonthlyQuantity" l
    JOIN "WasteArrangement" a ON a."id" = l."arrangementId"
    JOIN "WasteType" w ON w."id" = a."wasteTypeId"
    JOIN "WasteHandlerAssociation" h ON h."id" = a."associationId"
    WHERE l."organizationId" IN (${organizations})
      AND l."month" >= ${from}::date AND l."month" < ${to}::date
    GROUP BY w."code", w."hazardous", w."nameEn", w."nameDa", h."stakeholderName", h."approvalNumber",
             a."treatmentCode", a."registrationUnit", (${tonnesExpression}) IS NULL
    ORDER BY w."code", h."stakeholderName", a."treatmentCode"`;
}

/** The columns' headings (message keys) and kinds of cell, in the order of `authorityReportCells`. */
export const AUTHORITY_REPORT_COLUMNS: readonly { heading: string; type: CellType }[] = [
  { heading: "waste.report.code", type: "text" },
  { heading: "waste.report.hazardous", type: "text" },
  { heading: "waste.report.wasteType", type: "text" },
  { heading: "waste.report.handler", type: "text" },
  { heading: "waste.report.approvalNumber", type: "text" },
  { heading: "waste.report.treatment", type: "text" },
  { heading: "waste.report.tonnes", type: "number" },
  { heading: "waste.report.unconverted", type: "text" },
];

/** A row's cells: the waste type named in the reader's language, tonnes to the kilogram. */
export const authorityReportCells = (row: AuthorityReportRow, t: Translate, language: string): CellValue[] => [
  row.code,
  row.hazardous ? "*" : "",
  (language === "da" && row.nameDa) || row.nameEn,
  row.handler,
  row.approvalNumber,
  row.treatment,
  row.tonnes === null ? null : Math.round(Number(row.tonnes) * 1000) / 1000,
  row.unconverted === null ? null : `${Number(row.unconverted)} ${t(`waste.units.${row.unit}`)}`,
];
