// A ready report as a file, in the reader's language: a PDF with the organization's title block, a
// section per organization and its table, page numbers and the moment it was generated; or an XLSX
// sheet with the organization as its first column. Rows are read batch by batch as the file is
// written, so a long register costs what a short one does in memory.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { FORMATTING_LOCALES, isLocale, TIME_ZONE } from "@/lib/platform/i18n/config";
import { translator, type Translate } from "@/lib/platform/i18n/translator";
import { sheetAttachment } from "@/lib/platform/lists/export/attachment";
import type { CellType, CellValue } from "@/lib/platform/lists/export/columns";
import { pdfAttachment } from "@/lib/platform/pdf/attachment";
import { organizationReport } from "@/lib/platform/pdf/organization-report";
import { reportPdf } from "@/lib/platform/pdf/report";
import type { ReportDefinition } from "./definition";
import { lastDay, periodDates, type Period } from "./period";
import type { ReportSection } from "./scope";

export type ReportFormat = "pdf" | "xlsx";

export type ReportRequest = { report: ReportDefinition; period: Period; sections: ReportSection[] };

const dayOf = (locale: string) => (value: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`));

/** What the report covers, in words: the period, or the day a register stands on. */
function coverage({ report, period }: ReportRequest, t: Translate, locale: string) {
  const day = dayOf(locale);
  if (!report.dated) return t("reports.asOf", { date: day(new Date().toISOString().slice(0, 10)) });
  return t("reports.period", { from: day(periodDates(period).start), to: day(lastDay(period)) });
}

/** A cell as the PDF prints it: numbers and dates in the reader's way of writing them. */
function printed(value: CellValue, type: CellType | undefined, locale: string): string {
  if (value === null || value === undefined || value === "") return "";
  if (type === "number") return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(Number(value));
  if (type === "date" || type === "dateTime") {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return String(value);
    return new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      ...(type === "dateTime" ? { timeStyle: "short", timeZone: TIME_ZONE } : { timeZone: "UTC" }),
    }).format(date);
  }
  return String(value);
}

export const reportTitle = (report: ReportDefinition, t: Translate) => t(`reports.titles.${report.key}`);

/** The report's file name without its extension: its title and what it covers. */
export function reportFileName(request: ReportRequest, t: Translate) {
  const { period } = request;
  const span = period.from === period.to ? period.from : `${period.from}–${period.to}`;
  return `${reportTitle(request.report, t)} ${request.report.dated ? span : new Date().toISOString().slice(0, 10)}`;
}

/** The report as a PDF stream, for a download or an e-mail's attachment. */
export async function reportPdfStream(org: OrgContext, request: ReportRequest) {
  const t0 = translator(org.user.language);
  const locale = FORMATTING_LOCALES[isLocale(org.user.language) ? org.user.language : "en"];
  const { report, period, sections } = request;
  const { options, t } = await organizationReport(org, reportTitle(report, t0), [coverage(request, t0, locale)]);
  const printedColumns = report.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.width !== 0);
  return reportPdf({ ...options, landscape: report.landscape }, async (pdf) => {
    if (sections.length === 0) pdf.paragraph(t("reports.noOrganizations"));
    for (const section of sections) {
      // the chosen organization's own records need no heading when it stands alone
      if (sections.length > 1) pdf.heading(section.name);
      const rows = report.rows(section.org, period, t);
      await pdf.table({
        columns: printedColumns.map(({ column }) => ({
          header: t(column.heading),
          width: column.width ?? 1,
          align: column.align ?? (column.type === "number" ? "right" : undefined),
        })),
        rows: (async function* () {
          for await (const batch of rows)
            yield batch.map((cells) =>
              printedColumns.map(({ column, index }) => printed(cells[index], column.type, locale)),
            );
        })(),
        empty: t("reports.empty"),
      });
    }
  });
}

/** The report as a download in the format asked for. */
export async function reportFile(org: OrgContext, request: ReportRequest, format: ReportFormat): Promise<Response> {
  const t = translator(org.user.language);
  const fileName = reportFileName(request, t);
  if (format === "pdf") return pdfAttachment(await reportPdfStream(org, request), fileName);
  const { report, period, sections } = request;
  async function* rows(): AsyncGenerator<CellValue[][]> {
    for (const section of sections)
      for await (const batch of report.rows(section.org, period, t))
        yield batch.map((cells) => [section.name, ...cells]);
  }
  return sheetAttachment("xlsx", {
    title: reportTitle(report, t),
    fileName,
    headings: [t("reports.columns.organization"), ...report.columns.map((column) => t(column.heading))],
    types: ["text", ...report.columns.map((column) => column.type ?? "text")],
    rows: rows(),
  });
}
