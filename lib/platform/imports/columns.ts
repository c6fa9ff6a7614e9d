// THE declaration of what an import reads: its columns, each found in the sheet by its heading in
// any of the app's languages (the same headings an export writes, so an exported file imports
// again) or by its own name. Columns the declaration does not know are ignored and reported.
import type { FieldErrors } from "@/lib/platform/api/errors";
import { LOCALES } from "@/lib/platform/i18n/config";
import { translator } from "@/lib/platform/i18n/translator";
import type { Sheet } from "./sheet";

export type ImportColumn = {
  /** Message key of the heading. */
  heading: string;
  /** The import is refused when the sheet has no such column. */
  required?: boolean;
};

/** One row's values by column name ("" for an empty cell or a column the sheet lacks). */
export type ImportValues<C extends string> = Record<C, string>;

/** A row read into what the module's write takes, or the errors of its fields (by column). */
export type RowReading<I> = { input: I } | { errors: FieldErrors };

const normalized = (text: string) => text.toLocaleLowerCase("en").replace(/[\s_-]+/g, "");

/** Which sheet column holds each declared column; 422 naming the required columns the sheet lacks. */
export function matchColumns<C extends string>(columns: Record<C, ImportColumn>, sheet: Sheet) {
  const languages = LOCALES.map(translator);
  const names = Object.keys(columns) as C[];
  const positions = {} as Record<C, number>;
  for (const name of names) {
    const accepted = new Set([name, ...languages.map((t) => t(columns[name].heading))].map(normalized));
    const position = sheet.headings.findIndex((heading) => accepted.has(normalized(heading)));
    if (position >= 0) positions[name] = position;
  }
  const missing = names.filter((name) => columns[name].required && positions[name] === undefined);
  const used = new Set(Object.values<number>(positions));
  const ignored = sheet.headings.filter((heading, index) => heading && !used.has(index));
  return { positions, missing, ignored };
}

/** A sheet row's values by column name. */
export function valuesOf<C extends string>(positions: Record<C, number>, names: C[], cells: string[]) {
  return Object.fromEntries(
    names.map((name) => [name, positions[name] === undefined ? "" : (cells[positions[name]] ?? "")]),
  ) as ImportValues<C>;
}
