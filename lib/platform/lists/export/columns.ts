// THE declaration of what a list exports: for each column the grid may show, its heading (a message
// key, so the file speaks the user's language), the kind of cell and how a row gives its value.
// Column names are the grid's field names: the grid asks for the columns it shows by these names.
import type { Translate } from "@/lib/platform/i18n/translator";
import type { ListDeclaration } from "../list";

/** A cell: text, a number, a calendar date or an instant. Empty when null or undefined. */
export type CellValue = string | number | Date | null | undefined;

/**
 * `date`: a calendar date (midnight UTC, as the API's dates are); `dateTime`: an instant, written in
 * the app's time zone. Numbers and both kinds of dates are real cells in XLSX. `lines`: a text of
 * several lines (a history entry's changes), wrapped in a wide XLSX column.
 */
export type CellType = "text" | "number" | "date" | "dateTime" | "lines";

export type ExportColumn<R> = {
  /** The message key of the heading. */
  heading: string;
  type?: CellType;
  value: (row: R, t: Translate) => CellValue;
  /**
   * Columns written right after this one whenever it is exported: a grid column that shows more
   * than one value (a name with the address under it) exports each as a column of its own.
   */
  with?: readonly string[];
};

export type ListExport<R> = {
  readonly list: ListDeclaration;
  /** The message key of the file's name (the date of the export is added). */
  readonly fileName: string;
  readonly columns: Readonly<Record<string, ExportColumn<R>>>;
  /** The columns of an export that names none (an API client's plain `?format=csv`): all, in order. */
  readonly columnNames: readonly string[];
};

export function defineExport<R>(
  list: ListDeclaration,
  spec: { fileName: string; columns: Record<string, ExportColumn<R>> },
): ListExport<R> {
  const columnNames = Object.keys(spec.columns);
  for (const [name, column] of Object.entries(spec.columns)) {
    const missing = column.with?.filter((other) => !columnNames.includes(other));
    if (missing?.length) throw new Error(`Export column ${name} brings along undeclared ${missing.join(", ")}`);
  }
  return { list, fileName: spec.fileName, columns: spec.columns, columnNames };
}
