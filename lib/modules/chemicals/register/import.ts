// An existing register from a spreadsheet: the product (matched in the catalogue by trade name and,
// where several products share it, the producer), the supplier, purpose, amount and unit, and the
// areas of use and storage by name. Each row is registered exactly as the form registers one
// (registerChemicals), so the same checks apply, and all rows or none.
import "server-only";
import type { FieldErrors } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { translator } from "@/lib/platform/i18n/translator";
import { validationErrorMap } from "@/lib/platform/i18n/validation-messages";
import type { ImportValues } from "@/lib/platform/imports/columns";
import type { ReportProgress } from "@/lib/platform/imports/progress";
import { checkSheet, commitImport, importAnswerSchema, type ImportSpec } from "@/lib/platform/imports/run";
import type { Sheet } from "@/lib/platform/imports/sheet";
import { AMOUNT_UNITS, amountUnitSymbol } from "./amount-units";
import { REGISTER_IMPORT_COLUMNS, registerImportHeading, type RegisterImportColumn } from "./import-columns";
import { registerChemicals } from "./mutations";
import { placesMeet } from "./registered-once";
import { chemicalRegisterInputSchema, type ChemicalRegisterInput } from "./schema";

type Column = RegisterImportColumn;

const columns = Object.fromEntries(
  REGISTER_IMPORT_COLUMNS.map((column) => [
    column,
    { heading: `chemicalRegister.${registerImportHeading(column)}`, required: column === "product" },
  ]),
) as Record<Column, { heading: string; required: boolean }>;

/** The import route's answer: the preview of the sheet, or how many chemicals were registered. */
export const registerImportAnswerSchema = importAnswerSchema(REGISTER_IMPORT_COLUMNS);

const key = (text: string) => text.trim().toLocaleLowerCase("da");

/** A unit as a sheet writes it: its symbol (L, kg, m³ or m3, pcs) or its code. */
function unitOf(text: string) {
  const wanted = key(text).replace(/3$/, "³");
  return AMOUNT_UNITS.find((unit) => key(amountUnitSymbol(unit)) === wanted || key(unit) === key(text)) ?? null;
}

/** A number as people type it: a comma or a point as the decimal mark, no thousands separators. */
const amountOf = (text: string) => text.trim().replace(/\s/g, "").replace(",", ".");

/** The catalogue's products by trade name, the organization's areas by name and its registrations, read once. */
async function lookups(org: OrgContext) {
  const [products, areas, registered] = await Promise.all([
    db().chemical.findMany({
      select: {
        id: true,
        tradeName: true,
        producer: { select: { name: true } },
        supplies: { select: { supplier: { select: { id: true, name: true } } } },
      },
    }),
    db().area.findMany({
      where: { organizationId: org.organizationId, archivedDate: null },
      select: { id: true, name: true },
    }),
    db().chemicalAssociation.findMany({
      where: { organizationId: org.organizationId, archivedDate: null },
      select: {
        chemicalId: true,
        useAreas: { select: { id: true, name: true } },
        storageAreas: { select: { id: true, name: true } },
      },
    }),
  ]);
  const byName = new Map<string, typeof products>();
  for (const product of products)
    byName.set(key(product.tradeName), [...(byName.get(key(product.tradeName)) ?? []), product]);
  const places = registered.map((row) => ({
    chemicalId: row.chemicalId,
    areas: [...row.useAreas, ...row.storageAreas],
  }));
  return {
    byName,
    areas: new Map(areas.map((area) => [key(area.name), area.id])),
    areaNames: new Map(areas.map((area) => [area.id, area.name])),
    places,
  };
}

async function registerImportSpec(
  org: OrgContext,
  language: string,
  // the preview names rows the import would refuse as registered already; the import itself
  // refuses them inside its transaction (409 import_conflict), where no other write can slip between
  options: { flagRegistered: boolean },
): Promise<ImportSpec<Column, ChemicalRegisterInput>> {
  const { byName, areas, areaNames, places } = await lookups(org);
  /**
   * Where the product is registered already (or an earlier row of the sheet registers it) in a place
   * this row meets: the preview says so, as the import would refuse it (registered-once.ts).
   */
  const alreadyRegistered = (chemicalId: string, areaIds: string[]) => {
    const ours = new Set(areaIds);
    for (const place of places.filter((entry) => entry.chemicalId === chemicalId)) {
      const met = placesMeet(ours, place.areas);
      if (met) return met.map((area) => area.name);
    }
    return null;
  };
  const t = translator(language);
  const error = { error: validationErrorMap((message, values) => t(`validation.${message}`, values)) };
  const areaIds = (text: string, column: Column, errors: FieldErrors) => {
    const names = text
      .split(/[,;]/)
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !areas.has(key(name)));
    if (unknown.length) errors[column] = t("chemicalRegister.import.unknownArea", { names: unknown.join(", ") });
    return names.flatMap((name) => (areas.has(key(name)) ? [areas.get(key(name))!] : []));
  };

  return {
    columns,
    read(values: ImportValues<Column>) {
      const errors: FieldErrors = {};
      const named = byName.get(key(values.product)) ?? [];
      const candidates = values.producer.trim()
        ? named.filter((product) => key(product.producer?.name ?? "") === key(values.producer))
        : named;
      if (candidates.length === 0) {
        errors.product = t("chemicalRegister.import.unknownProduct", { name: values.product });
      } else if (candidates.length > 1) {
        errors.producer = t("chemicalRegister.import.whichProducer", { name: values.product });
      }
      const product = candidates.length === 1 ? candidates[0] : null;
      const supplier = values.supplier.trim()
        ? product?.supplies.find((supply) => key(supply.supplier.name) === key(values.supplier))?.supplier
        : undefined;
      if (product && values.supplier.trim() && !supplier) {
        errors.supplier = t("chemicalRegister.import.unknownSupplier", { name: values.supplier });
      }
      const unit = values.unit.trim() ? unitOf(values.unit) : null;
      if (values.unit.trim() && !unit) errors.unit = t("chemicalRegister.import.unknownUnit", { unit: values.unit });
      const parsed = chemicalRegisterInputSchema.safeParse(
        {
          chemicalId: product?.id ?? "00000000-0000-4000-8000-000000000000",
          supplierId: supplier?.id ?? null,
          purpose: values.purpose,
          amount: amountOf(values.amount),
          amountUnit: unit,
          useAreaIds: areaIds(values.useAreas, "useAreas", errors),
          storageAreaIds: areaIds(values.storageAreas, "storageAreas", errors),
        },
        error,
      );
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]);
          const column = field === "amountUnit" ? "unit" : field;
          errors[column] ??= issue.message;
        }
      }
      if (options.flagRegistered && parsed.success && product) {
        const { useAreaIds, storageAreaIds } = parsed.data;
        const shared = alreadyRegistered(product.id, [...useAreaIds, ...storageAreaIds]);
        if (shared) {
          errors.product = shared.length
            ? t("chemicalRegister.import.registeredIn", {
                name: values.product,
                areas: [...new Set(shared)].join(", "),
              })
            : t("chemicalRegister.import.registeredEverywhere", { name: values.product });
        } else {
          const rowAreas = [...useAreaIds, ...storageAreaIds].map((id) => ({ id, name: areaNames.get(id) ?? "" }));
          places.push({ chemicalId: product.id, areas: rowAreas });
        }
      }
      if (Object.keys(errors).length || !parsed.success) return { errors };
      return { input: parsed.data };
    },
  };
}

/** What an import of this sheet would do, row by row; nothing is written. */
export async function previewRegisterImport(org: OrgContext, sheet: Sheet, language: string) {
  return checkSheet(sheet, await registerImportSpec(org, language, { flagRegistered: true })).preview;
}

/** Registers every chemical of the sheet in one transaction, or none (422 naming the row). */
export async function importRegister(org: OrgContext, sheet: Sheet, language: string, report?: ReportProgress) {
  const checked = checkSheet(sheet, await registerImportSpec(org, language, { flagRegistered: false }));
  return commitImport(checked, (inputs, progress) => registerChemicals(org, inputs, progress), report);
}
