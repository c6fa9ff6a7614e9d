// Readings of many meters from one sheet: the meter (by name or meter number), the moment, the
// value, its unit, whether it starts a new baseline, and a note. Each row is written exactly as the
// reading form writes one (createReadings), so the same checks apply, and all rows or none.
import "server-only";
import type { FieldErrors } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { translator } from "@/lib/platform/i18n/translator";
import { validationErrorMap } from "@/lib/platform/i18n/validation-messages";
import type { ImportValues } from "@/lib/platform/imports/columns";
import { checkSheet, commitImport, importAnswerSchema, type ImportSpec } from "@/lib/platform/imports/run";
import type { Sheet } from "@/lib/platform/imports/sheet";
import { GROUP_UNITS, type MeterType } from "@/lib/platform/units/catalogue";
import { readMoment, readNumber } from "./import-cells";
import { groupOfType } from "./kinds";
import { createReadings } from "./readings";
import { readingInputSchema, type ReadingInput } from "./schema";

const columns = {
  meter: { heading: "meters.readings.columns.meter", required: true },
  performedAt: { heading: "meters.readings.columns.performedAt", required: true },
  value: { heading: "meters.readings.columns.value", required: true },
  unit: { heading: "meters.readings.columns.unit" },
  reset: { heading: "meters.readings.columns.reset" },
  note: { heading: "meters.readings.columns.note" },
} as const;

type Column = keyof typeof columns;

/** The import route's answer: the preview of the sheet, or how many readings were added. */
export const readingImportAnswerSchema = importAnswerSchema(Object.keys(columns) as Column[]);
type ImportedReading = ReadingInput & { meterId: string };

const key = (text: string) => text.trim().toLocaleLowerCase("da");

const YES = new Set(["yes", "ja", "true", "1", "x"]);

/** The organization's meters a sheet may name, by name and by meter number, read once. */
async function lookups(org: OrgContext) {
  const meters = await db().meter.findMany({
    where: { organizationId: org.organizationId, archivedDate: null },
    select: { id: true, name: true, identifier: true, meterType: true, unit: true },
  });
  const byKey = new Map<string, (typeof meters)[number]>();
  for (const meter of meters) {
    if (meter.identifier) byKey.set(key(meter.identifier), meter);
    byKey.set(key(meter.name), meter);
  }
  return byKey;
}

/** A unit as a sheet writes it (its symbol or code, "m3" for m³) among the meter's group's units. */
function unitCode(meter: { meterType: string; unit: string }, text: string): string | null {
  if (!text.trim()) return meter.unit;
  if (meter.meterType === "CUSTOM") return text.trim();
  const wanted = key(text).replace(/3$/, "³").replace(/2$/, "²");
  const unit = GROUP_UNITS[groupOfType(meter.meterType as MeterType)].find(
    (candidate) => key(candidate.symbol) === wanted || key(candidate.code) === key(text),
  );
  return unit?.code ?? null;
}

async function readingImportSpec(org: OrgContext, language: string): Promise<ImportSpec<Column, ImportedReading>> {
  const meters = await lookups(org);
  const t = translator(language);
  const error = { error: validationErrorMap((message, values) => t(`validation.${message}`, values)) };
  const rowOfMoment = new Map<string, number>();

  return {
    columns,
    read(values: ImportValues<Column>, row: number) {
      const errors: FieldErrors = {};
      const meter = meters.get(key(values.meter));
      if (!meter) errors.meter = t("meters.import.unknownMeter", { name: values.meter });
      const performedAt = readMoment(values.performedAt);
      if (!performedAt) errors.performedAt = t("meters.import.unreadableMoment");
      const unit = meter ? unitCode(meter, values.unit) : null;
      if (meter && !unit) errors.unit = t("meters.import.unknownUnit", { unit: values.unit });
      const parsed = readingInputSchema.safeParse(
        {
          performedAt: performedAt ?? undefined,
          value: readNumber(values.value),
          unit: unit ?? undefined,
          reset: YES.has(key(values.reset)),
          note: values.note,
        },
        error,
      );
      if (!parsed.success) {
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      }
      if (meter && performedAt) {
        const moment = `${meter.id} ${performedAt}`;
        const earlier = rowOfMoment.get(moment);
        if (earlier) errors.performedAt ??= t("meters.import.twiceInSheet", { row: earlier });
        else rowOfMoment.set(moment, row);
      }
      if (Object.keys(errors).length || !parsed.success || !meter) return { errors };
      return { input: { ...parsed.data, meterId: meter.id } };
    },
  };
}

/** What an import of this sheet would do, row by row; nothing is written. */
export async function previewReadingImport(org: OrgContext, sheet: Sheet, language: string) {
  return checkSheet(sheet, await readingImportSpec(org, language)).preview;
}

/** Adds every reading of the sheet in one transaction, or none (422/409 naming the row). */
export async function importReadings(org: OrgContext, sheet: Sheet, language: string) {
  const checked = checkSheet(sheet, await readingImportSpec(org, language));
  return commitImport(checked, (inputs) => createReadings(org, inputs));
}
