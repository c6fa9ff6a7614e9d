import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { translator } from "@/lib/platform/i18n/translator";
import type { CellType, CellValue } from "@/lib/platform/lists/export/columns";
import { sheetAttachment } from "@/lib/platform/lists/export/attachment";
import type { ExportFormat } from "@/lib/platform/lists/export/format";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { subtreeIds } from "@/lib/platform/tenancy/subtree";
import { tonnesExpression } from "./account-sql";
import type { AccountQuery } from "./schema";

type ReportRow = {
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

/**
 * The year's account shaped for the annual report to the authorities: one row per waste type (code,
 * hazardous), handler (with its approval number) and R or D operation, in tonnes; a quantity that
 * cannot be weighed has its own row with the quantity in its unit and no tonnes.
 */
function reportStatement(org: OrgContext, query: AccountQuery) {
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
    WHERE l."organizationId" IN (${subtreeIds(org.organizationId)})
      AND l."month" >= ${`${query.year}-01-01`}::date AND l."month" < ${`${query.year + 1}-01-01`}::date
      ${query.month ? sql`AND EXTRACT(MONTH FROM l."month") = ${query.month}` : sql``}
    GROUP BY w."code", w."hazardous", w."nameEn", w."nameDa", h."stakeholderName", h."approvalNumber",
             a."treatmentCode", a."registrationUnit", (${tonnesExpression}) IS NULL
    ORDER BY w."code", h."stakeholderName", a."treatmentCode"`;
}

export async function exportWasteAccount(
  org: OrgContext,
  query: AccountQuery,
  format: ExportFormat,
  language: string,
): Promise<Response> {
  const t = translator(language);
  const rows = await queryRows<ReportRow>(reportStatement(org, query));
  const headings = [
    t("waste.report.code"),
    t("waste.report.hazardous"),
    t("waste.report.wasteType"),
    t("waste.report.handler"),
    t("waste.report.approvalNumber"),
    t("waste.report.treatment"),
    t("waste.report.tonnes"),
    t("waste.report.unconverted"),
  ];
  const types: CellType[] = ["text", "text", "text", "text", "text", "text", "number", "text"];
  const cells: CellValue[][] = rows.map((row) => [
    row.code,
    row.hazardous ? "*" : "",
    (language === "da" && row.nameDa) || row.nameEn,
    row.handler,
    row.approvalNumber,
    row.treatment,
    row.tonnes === null ? null : Math.round(Number(row.tonnes) * 1000) / 1000,
    row.unconverted === null ? null : `${Number(row.unconverted)} ${t(`waste.units.${row.unit}`)}`,
  ]);
  const title = t("waste.report.title", { year: query.year });
  return sheetAttachment(format, { title, headings, types, rows: cells });
}
