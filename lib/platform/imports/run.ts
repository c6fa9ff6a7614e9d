// The import step every module uses: read the sheet, check every row, and either answer the
// preview (nothing written) or, once the user confirms, write every row in one transaction: all
// rows or none. Errors name the sheet's row and column (`rows.7.email`).
import "server-only";
import { z } from "zod";
import { ApiError, validationFailed, type FieldErrors } from "@/lib/platform/api/errors";
import { RecordFailure } from "@/lib/platform/writes/records";
import { matchColumns, valuesOf, type ImportColumn, type ImportValues, type RowReading } from "./columns";
import type { ReportProgress } from "./progress";
import type { Sheet } from "./sheet";

/** What an import of a sheet would do, row by row, for a spec with these columns; nothing is written. */
export function importPreviewSchema<const C extends string>(columns: readonly C[]) {
  const column = z.enum(columns as readonly [C, ...C[]]);
  // every column's text, also an empty one (valuesOf)
  const values = z.object(Object.fromEntries(columns.map((name) => [name, z.string()]))) as z.ZodType as z.ZodType<
    ImportValues<C>
  >;
  return z.object({
    /** The declared columns the sheet has. */
    columns: z.array(column),
    /** Headings of the sheet that no column reads. */
    ignoredColumns: z.array(z.string()),
    totalRows: z.number(),
    validRows: z.number(),
    invalidRows: z.number(),
    rows: z.array(
      z.object({
        row: z.number(),
        values,
        errors: z.record(z.string(), z.string()).optional(),
      }),
    ),
  });
}

type ImportPreview<C extends string> = z.output<ReturnType<typeof importPreviewSchema<C>>>;

/** What a confirmed import answers (commitImport): how many records it wrote. */
export const importedSchema = z.object({ created: z.number() });

/** An import route's answer: the preview, or once confirmed how many were written. */
export const importAnswerSchema = <const C extends string>(columns: readonly C[]) =>
  z.union([importPreviewSchema(columns), importedSchema]);

export type ImportSpec<C extends string, I> = {
  columns: Record<C, ImportColumn>;
  /** Reads one row's values (rows in order, numbered as the sheet numbers them) into the module's write input, or names the fields in error. */
  read: (values: ImportValues<C>, row: number) => RowReading<I>;
};

type Checked<C extends string, I> = { preview: ImportPreview<C>; inputs: { row: number; input: I }[] };

/** Every row read and checked; 422 when the sheet lacks a required column or has no rows. */
export function checkSheet<C extends string, I>(sheet: Sheet, spec: ImportSpec<C, I>): Checked<C, I> {
  const names = Object.keys(spec.columns) as C[];
  const { positions, missing, ignored } = matchColumns(spec.columns, sheet);
  if (missing.length) {
    throw validationFailed({ file: `missing columns: ${missing.join(", ")}` }, "The sheet lacks required columns");
  }
  if (sheet.rows.length === 0) throw validationFailed({ file: "no rows below the headings" }, "The sheet is empty");
  const inputs: { row: number; input: I }[] = [];
  const rows = sheet.rows.map(({ row, cells }) => {
    const values = valuesOf(positions, names, cells);
    const reading = spec.read(values, row);
    if ("errors" in reading) return { row, values, errors: reading.errors };
    inputs.push({ row, input: reading.input });
    return { row, values };
  });
  return {
    preview: {
      columns: names.filter((name) => positions[name] !== undefined),
      ignoredColumns: ignored,
      totalRows: rows.length,
      validRows: inputs.length,
      invalidRows: rows.length - inputs.length,
      rows,
    },
    inputs,
  };
}

const rowFields = (row: number, fields: FieldErrors | undefined, message: string): FieldErrors =>
  fields && Object.keys(fields).length
    ? Object.fromEntries(Object.entries(fields).map(([field, text]) => [`rows.${row}.${field}`, text]))
    : { [`rows.${row}`]: message };

/**
 * Writes every row through `write` (one transaction), or nothing: 422 `import_invalid` naming each
 * row and column in error when any row is invalid, and the failing row's error when the write
 * refuses one (a person who became a member in the meantime: 409). `write` reports its progress
 * through `report` (see progress.ts).
 */
export async function commitImport<C extends string, I>(
  checked: Checked<C, I>,
  write: (inputs: I[], report: ReportProgress) => Promise<unknown[]>,
  report: ReportProgress = () => {},
): Promise<z.output<typeof importedSchema>> {
  const invalid = checked.preview.rows.filter((row) => row.errors);
  if (invalid.length) {
    const fields = Object.assign({}, ...invalid.map((row) => rowFields(row.row, row.errors, "not valid")));
    throw new ApiError(
      422,
      "import_invalid",
      `${invalid.length} of ${checked.preview.totalRows} rows are not valid; nothing was imported`,
      fields,
    );
  }
  try {
    const written = await write(
      checked.inputs.map(({ input }) => input),
      report,
    );
    return { created: written.length };
  } catch (error) {
    if (!(error instanceof RecordFailure)) throw error;
    const row = checked.inputs[error.index].row;
    const cause = error.cause instanceof ApiError ? error.cause : null;
    if (!cause) throw error.cause;
    const status = cause.status === 409 ? 409 : 422;
    throw new ApiError(
      status,
      status === 409 ? "import_conflict" : "import_invalid",
      `Row ${row}: ${cause.message}; nothing was imported`,
      rowFields(row, cause.fields, cause.message),
    );
  }
}
