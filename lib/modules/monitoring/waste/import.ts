// A handler's statement as registrations: each row is one quantity of one of the handler's
// arrangements on a day. The statement keeps the handler's own headings: the import maps them to
// its columns once (the `mapping`), remembers that mapping on the handler and uses it for the next
// statement. Rows of the same day become one registration; all of them are written, or none.
import "server-only";
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { z } from "zod";
import { ApiError, notFound, validationFailed, type FieldErrors } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { translator } from "@/lib/platform/i18n/translator";
import { matchColumns, type ImportValues } from "@/lib/platform/imports/columns";
import type { ReportProgress } from "@/lib/platform/imports/progress";
import {
  checkSheet,
  commitImport,
  importedSchema,
  importPreviewSchema,
  type ImportSpec,
} from "@/lib/platform/imports/run";
import type { Sheet } from "@/lib/platform/imports/sheet";
import { ownRow } from "@/lib/platform/tenancy/references";
import { RecordFailure } from "@/lib/platform/writes/records";
import { readNumber } from "@/lib/modules/monitoring/meters/import-cells";
import { importRegistrations } from "./mutations";
import { quantityField, type BulkRegistrationInput } from "./schema";
import { convertWithin, unitOfText } from "./statement-units";
import type { WasteUnitName } from "./tonnes";
import { Decimal } from "@/lib/platform/units/decimal";

dayjs.extend(customParseFormat);

const columns = {
  performedAt: { heading: "waste.import.columns.performedAt", required: true },
  arrangement: { heading: "waste.import.columns.arrangement", required: true },
  quantity: { heading: "waste.import.columns.quantity", required: true },
  unit: { heading: "waste.import.columns.unit" },
  note: { heading: "waste.import.columns.note" },
} as const;

type Column = keyof typeof columns;
const COLUMN_NAMES = Object.keys(columns) as Column[];

/** Which heading of the statement holds each column; a column left out is found by its own heading. */
const mappingSchema = z.partialRecord(z.enum(COLUMN_NAMES), z.string().trim().min(1).max(200));
export type ImportMapping = z.output<typeof mappingSchema>;

/** The mapping used, in an answer: the statement's heading of each column mapped. */
const mappingAnswer = z.object(
  Object.fromEntries(COLUMN_NAMES.map((name) => [name, z.string().optional()])) as Record<
    Column,
    z.ZodOptional<z.ZodString>
  >,
);

/**
 * The import route's answer: the preview with the statement's headings, the mapping used and the
 * columns still to be mapped, or once confirmed how many registrations were written and the mapping.
 */
export const statementImportAnswerSchema = z.union([
  importPreviewSchema(COLUMN_NAMES).extend({
    headings: z.array(z.string()),
    mapping: mappingAnswer,
    missingColumns: z.array(z.enum(COLUMN_NAMES)),
  }),
  importedSchema.extend({ mapping: mappingAnswer }),
]);

type StatementRow = { performedAt: string; arrangementId: string; quantity: string; note: string | null };

const DATE_FORMATS = ["YYYY-MM-DD", "DD-MM-YYYY", "DD.MM.YYYY", "DD/MM/YYYY", "D-M-YYYY", "D.M.YYYY", "D/M/YYYY"];

/** A day as statements write it (an XLSX date arrives as YYYY-MM-DD); null when unreadable. */
function readDay(text: string): string | null {
  const format = DATE_FORMATS.find((candidate) => dayjs(text.trim(), candidate, true).isValid());
  return format ? dayjs(text.trim(), format, true).format("YYYY-MM-DD") : null;
}

const key = (text: string) => text.trim().toLocaleLowerCase("da");
/** A List of Waste code however written: "15 01 01", "150101", "15 01 01*". */
const codeKey = (text: string) => text.replace(/[\s*]/g, "");

/** The mapping sent with the request (JSON text), checked against the statement's headings. */
function parseMapping(text: string | null, sheet: Sheet, language: string): ImportMapping | null {
  if (!text) return null;
  const t = translator(language);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw validationFailed({ mapping: t("waste.import.mappingUnreadable") }, t("waste.import.mappingInvalid"));
  }
  const parsed = mappingSchema.safeParse(raw);
  if (!parsed.success) {
    throw validationFailed({ mapping: t("waste.import.mappingShape") }, t("waste.import.mappingInvalid"));
  }
  const missing = Object.entries(parsed.data).filter(([, heading]) => !sheet.headings.includes(heading!));
  if (missing.length) {
    throw validationFailed(
      Object.fromEntries(
        missing.map(([column, heading]) => [`mapping.${column}`, t("waste.import.mappingHeadingMissing", { heading })]),
      ),
      t("waste.import.mappingInvalid"),
    );
  }
  return parsed.data;
}

/**
 * The sheet as the import kit reads it: each mapped heading renamed to its column's name (which the
 * kit accepts like a heading). A remembered mapping applies where the statement still has the heading.
 */
function mappedSheet(sheet: Sheet, mapping: ImportMapping): Sheet {
  const columnOf = new Map<string, Column>();
  for (const column of COLUMN_NAMES) {
    const heading = mapping[column];
    if (heading && sheet.headings.includes(heading)) columnOf.set(heading, column);
  }
  return { ...sheet, headings: sheet.headings.map((heading) => columnOf.get(heading) ?? heading) };
}

/** The heading of the statement that each found column is read from: what the import remembers. */
function effectiveMapping(sheet: Sheet, mapped: Sheet): ImportMapping {
  const { positions } = matchColumns(columns, mapped);
  return Object.fromEntries(
    COLUMN_NAMES.filter((column) => positions[column] !== undefined).map((column) => [
      column,
      sheet.headings[positions[column]],
    ]),
  );
}

async function loadHandler(org: OrgContext, handlerId: string) {
  const handler = await db().wasteHandlerAssociation.findFirst({
    where: ownRow(org, handlerId),
    select: {
      id: true,
      archivedDate: true,
      importMapping: true,
      arrangements: {
        where: { archivedDate: null },
        select: { id: true, name: true, registrationUnit: true, wasteType: { select: { code: true } } },
      },
    },
  });
  if (!handler) throw notFound("Waste handler not found");
  if (handler.archivedDate) {
    throw new ApiError(409, "archived", translator(org.user.language)("waste.errors.handlerArchived"));
  }
  return handler;
}

type Arrangement = Awaited<ReturnType<typeof loadHandler>>["arrangements"][number];

function statementSpec(arrangements: Arrangement[], language: string): ImportSpec<Column, StatementRow> {
  const t = translator(language);
  const byName = new Map(arrangements.map((arrangement) => [key(arrangement.name), [arrangement]]));
  const byCode = new Map<string, Arrangement[]>();
  for (const arrangement of arrangements) {
    const code = codeKey(arrangement.wasteType.code);
    byCode.set(code, [...(byCode.get(code) ?? []), arrangement]);
  }
  return {
    columns,
    read(values: ImportValues<Column>) {
      const errors: FieldErrors = {};
      const performedAt = readDay(values.performedAt);
      if (!performedAt) errors.performedAt = t("waste.import.unreadableDate");
      const found = byName.get(key(values.arrangement)) ?? byCode.get(codeKey(values.arrangement)) ?? [];
      if (found.length === 0) errors.arrangement = t("waste.import.unknownArrangement", { name: values.arrangement });
      if (found.length > 1) errors.arrangement = t("waste.import.ambiguousArrangement", { code: values.arrangement });
      const arrangement = found.length === 1 ? found[0] : null;
      let quantity = readNumber(values.quantity);
      if (arrangement && values.unit.trim()) {
        const unit = unitOfText(values.unit);
        const target = arrangement.registrationUnit as WasteUnitName;
        if (!unit) errors.unit = t("waste.import.unknownUnit", { unit: values.unit });
        else if (quantity && quantityField.safeParse(quantity).success) {
          const converted = convertWithin(quantity, unit, target);
          if (converted === null) {
            errors.unit = t("waste.import.unitMismatch", { unit: values.unit, expected: t(`waste.units.${target}`) });
          } else quantity = converted;
        }
      }
      const parsedQuantity = quantityField.safeParse(quantity);
      if (!parsedQuantity.success) errors.quantity ??= t("validation.custom.wasteQuantity");
      if (Object.keys(errors).length || !arrangement || !performedAt || !parsedQuantity.success) return { errors };
      return {
        input: {
          performedAt,
          arrangementId: arrangement.id,
          quantity: parsedQuantity.data,
          note: values.note.trim() || null,
        },
      };
    },
  };
}

/** The statement's rows as registrations: one per day, a line per arrangement (quantities of a day added up). */
function registrationsOf(rows: StatementRow[]) {
  type Day = { firstRow: number; lines: Map<string, Decimal>; notes: string[] };
  const days = new Map<string, Day>();
  rows.forEach((row, index) => {
    const day: Day = days.get(row.performedAt) ?? { firstRow: index, lines: new Map(), notes: [] };
    days.set(row.performedAt, day);
    day.lines.set(row.arrangementId, (day.lines.get(row.arrangementId) ?? new Decimal(0)).plus(row.quantity));
    if (row.note && !day.notes.includes(row.note)) day.notes.push(row.note);
  });
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([performedAt, day]) => ({
      firstRow: day.firstRow,
      input: {
        performedAt,
        periodFrom: null,
        note: day.notes.length ? day.notes.join("; ").slice(0, 4000) : null,
        fileIds: [],
        lines: [...day.lines.entries()].map(([arrangementId, quantity]) => ({
          arrangementId,
          quantity: quantity.toFixed(),
        })),
        lastModifiedDate: undefined,
      } satisfies BulkRegistrationInput,
    }));
}

/** The mapping sent, else the one the handler remembers, else none. */
function mappingFor(
  handler: { importMapping: unknown },
  sheet: Sheet,
  mappingText: string | null,
  language: string,
): ImportMapping {
  const given = parseMapping(mappingText, sheet, language);
  const remembered = mappingSchema.safeParse(handler.importMapping ?? {});
  return given ?? (remembered.success ? remembered.data : {});
}

/**
 * What the statement would register, row by row, with the sheet's headings and the mapping used;
 * nothing is written. While a required column has no heading, no row is read and the answer names
 * the columns still to be mapped (`missingColumns`), so the editor can choose them.
 */
export async function previewStatementImport(
  org: OrgContext,
  handlerId: string,
  sheet: Sheet,
  mappingText: string | null,
  language: string,
) {
  const handler = await loadHandler(org, handlerId);
  const mapped = mappedSheet(sheet, mappingFor(handler, sheet, mappingText, language));
  const mapping = effectiveMapping(sheet, mapped);
  const { missing } = matchColumns(columns, mapped);
  if (missing.length) {
    // the columns still to be mapped: no row can be read yet, and the editor chooses their headings
    const rows = sheet.rows.length;
    const preview = { columns: [], ignoredColumns: [], totalRows: rows, validRows: 0, invalidRows: rows, rows: [] };
    return { ...preview, headings: sheet.headings, mapping, missingColumns: missing };
  }
  const checked = checkSheet(mapped, statementSpec(handler.arrangements, language));
  return { ...checked.preview, headings: sheet.headings, mapping, missingColumns: [] as Column[] };
}

/**
 * Registers every row of the statement (a registration per day) in one transaction, or none
 * (422/409 naming the row), and remembers the mapping on the handler in the same transaction.
 */
export async function importStatement(
  org: OrgContext,
  handlerId: string,
  sheet: Sheet,
  mappingText: string | null,
  language: string,
  report: ReportProgress = () => {},
) {
  const handler = await loadHandler(org, handlerId);
  const mapped = mappedSheet(sheet, mappingFor(handler, sheet, mappingText, language));
  const mapping = effectiveMapping(sheet, mapped);
  const checked = checkSheet(mapped, statementSpec(handler.arrangements, language));
  const result = await commitImport(checked, async (rows) => {
    const registrations = registrationsOf(rows);
    try {
      await importRegistrations(
        org,
        handlerId,
        registrations.map((registration) => registration.input),
        mapping,
        report,
      );
    } catch (error) {
      // a refused registration is named by the first row of its day
      if (error instanceof RecordFailure) throw new RecordFailure(registrations[error.index].firstRow, error.cause);
      throw error;
    }
    return rows;
  });
  return { ...result, mapping };
}
