// What a ready report is: its key, the operation that lets a person read what it prints (the source
// module's list), whether the period applies, its columns, and its rows for one organization, batch
// by batch. The renderer (render.ts) prints any report as PDF or XLSX, organization by organization.
import "server-only";
import type { Operation } from "@/lib/platform/auth/access";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Translate } from "@/lib/platform/i18n/translator";
import type { CellType, CellValue } from "@/lib/platform/lists/export/columns";
import type { Align } from "@/lib/platform/pdf/row";
import type { ReportKey } from "./keys";
import type { Period } from "./period";

type ReportColumn = {
  /** The heading's message key. */
  heading: string;
  type?: CellType;
  /** The column's share of the PDF's width (1 unless given); 0 leaves it out of the PDF. */
  width?: number;
  align?: Align;
};

export type ReportRows = AsyncIterable<CellValue[][]>;

export type ReportDefinition = {
  key: ReportKey;
  /** Who may read the report: the operation that lists its source's records. */
  access: Operation;
  /** Whether the rows keep to the period; a register prints what stands on the day. */
  dated: boolean;
  /** Printed across the page (more than a handful of columns). */
  landscape?: boolean;
  columns: readonly ReportColumn[];
  /** One organization's rows, in the columns' order, batch by batch. */
  rows: (org: OrgContext, period: Period, t: Translate) => ReportRows;
};

export const defineReport = (definition: ReportDefinition) => definition;

/** Rows held at once (a statement's grouped result) as one batch. */
export async function* oneBatch(rows: Promise<CellValue[][]>): ReportRows {
  yield await rows;
}
