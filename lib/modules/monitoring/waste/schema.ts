// The waste handling bodies and list declaration. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, nullable, optionalText } from "@/lib/platform/fields/fields";
import { idempotencyKeyField } from "@/lib/platform/fields/idempotency";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { eitherStakeholder, stakeholderChoice } from "@/lib/modules/organization/stakeholders/schema";
import { conversionNeeded, WASTE_UNITS } from "./tonnes";

export { WASTE_UNITS };

export const CONTAINER_KINDS = [
  "BIN",
  "CONTAINER",
  "ROLL_OFF",
  "COMPACTOR",
  "BALER",
  "TANK",
  "DRUM",
  "BAG",
  "PALLET",
  "OTHER",
] as const;

/** A decimal as text (no rounding on its way), from a number or a string; zero only where `zero` allows it. */
const decimal = (options: { integerDigits: number; fractionDigits: number; zero: boolean }) =>
  z.union([z.number(), z.string()]).transform((value, context) => {
    const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
    const pattern = new RegExp(`^\\d{1,${options.integerDigits}}(\\.\\d{1,${options.fractionDigits}})?$`);
    if (pattern.test(text) && (options.zero || Number(text) > 0)) return text;
    context.addIssue({
      code: "custom",
      input: value,
      params: { reason: options.zero ? "wasteQuantity" : "wasteFactor" },
    });
    return z.NEVER;
  });

/** A quantity as registered: zero or more, up to 11 digits and 3 decimals. */
export const quantityField = decimal({ integerDigits: 11, fractionDigits: 3, zero: true });
/** A conversion factor: above zero. */
const factorField = decimal({ integerDigits: 9, fractionDigits: 3, zero: false });

const optionalEmail = optionalText(254, z.email());
const optionalPhone = optionalText(40, z.string().regex(/^[0-9+()./ -]+$/));

const handlerFields = {
  approvalNumber: optionalText(60),
  contactName: optionalText(200),
  contactEmail: optionalEmail,
  contactPhone: optionalPhone,
  notes: optionalText(4000),
  fileIds: fileIdsField,
};

/** A new waste handler: a stakeholder, existing or new, with the handler's own details. */
export const handlerCreateSchema = z.object({ ...stakeholderChoice, ...handlerFields }).superRefine(eitherStakeholder);

export const handlerUpdateSchema = z.object({ ...handlerFields, lastModifiedDate: lastModifiedDateField });

const arrangementShape = {
  name: z.string().trim().min(1).max(200),
  wasteTypeId: z.uuid(),
  containerKind: nullable(z.enum(CONTAINER_KINDS)),
  containerSize: optionalText(40),
  collectionFrequency: nullable(z.enum(FREQUENCIES)),
  treatmentCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(R([1-9]|1[0-3])|D([1-9]|1[0-5]))$/),
  areaId: nullable(z.uuid()),
  registrationUnit: z.enum(WASTE_UNITS),
  densityKgPerM3: nullable(factorField),
  kgPerPiece: nullable(factorField),
};

type ArrangementFields = z.output<z.ZodObject<typeof arrangementShape>>;

/** A density belongs to a volume unit, a weight per piece to pieces; a mass needs neither. */
function checkConversion(input: ArrangementFields, context: z.RefinementCtx) {
  const needed = conversionNeeded(input.registrationUnit);
  if (input.densityKgPerM3 !== null && needed !== "density") {
    context.addIssue({ code: "custom", path: ["densityKgPerM3"], params: { reason: "densityForVolumes" } });
  }
  if (input.kgPerPiece !== null && needed !== "pieceWeight") {
    context.addIssue({ code: "custom", path: ["kgPerPiece"], params: { reason: "pieceWeightForPieces" } });
  }
}

export const arrangementInputSchema = z
  .object({ ...arrangementShape, lastModifiedDate: lastModifiedDateField })
  .superRefine(checkConversion);

/** PATCH: the fields given change, the others stay (checked again together with them). */
export const arrangementPatchSchema = z
  .object(arrangementShape)
  .partial()
  .extend({ lastModifiedDate: lastModifiedDateField });

const lineSchema = z.object({ arrangementId: z.uuid(), quantity: quantityField });

export const bulkRegistrationInputSchema = z
  .object({
    performedAt: calendarDate,
    /** For a period's statement: the first day it covers (performedAt is the last). */
    periodFrom: nullable(calendarDate),
    note: optionalText(4000),
    fileIds: fileIdsField,
    lines: z.array(lineSchema).min(1).max(200),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (input.periodFrom && input.periodFrom > input.performedAt) {
      context.addIssue({ code: "custom", path: ["periodFrom"], params: { reason: "periodOrder" } });
    }
    const seen = new Set<string>();
    input.lines.forEach((line, index) => {
      if (seen.has(line.arrangementId)) {
        context.addIssue({
          code: "custom",
          path: ["lines", index, "arrangementId"],
          params: { reason: "listedTwice" },
        });
      }
      seen.add(line.arrangementId);
    });
  });

/** A new registration: from a phone's draft with the key that makes a repeated send the same registration. */
export const bulkRegistrationCreateSchema = bulkRegistrationInputSchema.safeExtend({
  idempotencyKey: idempotencyKeyField,
});

/**
 * The registration form: a quantity field per arrangement, empty where nothing was collected; the
 * filled ones become the lines (at least one).
 */
export const registrationFormSchema = z
  .object({
    performedAt: calendarDate,
    periodFrom: nullable(calendarDate),
    note: optionalText(4000),
    fileIds: fileIdsField,
    lines: z.array(z.object({ arrangementId: z.uuid(), quantity: z.union([z.literal(""), quantityField]).nullish() })),
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (input.periodFrom && input.periodFrom > input.performedAt) {
      context.addIssue({ code: "custom", path: ["periodFrom"], params: { reason: "periodOrder" } });
    }
    if (!input.lines.some((line) => line.quantity)) {
      context.addIssue({ code: "custom", path: ["lines", 0, "quantity"], params: { reason: "atLeastOneQuantity" } });
    }
  });

export const handlerList = defineList({
  table: "WasteHandlerAssociation",
  sort: { name: "stakeholderName", approvalNumber: "approvalNumber", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "name,asc",
  filters: {
    q: z.string().trim().max(200).optional().describe("Text in the handler's name, approval number or contact"),
    ...archivedFilter,
  },
});

export const handlerListQuerySchema = handlerList.query;

const thisYear = () => new Date().getUTCFullYear();

export const accountQuerySchema = z.object({
  year: z.coerce
    .number()
    .int()
    .min(1900)
    .max(2200)
    .default(() => thisYear()),
  month: z.coerce
    .number()
    .int()
    .min(1)
    .max(12)
    .optional()
    .describe("Only this month (and the same month a year before)"),
  format: z
    .enum(["csv", "xlsx"])
    .optional()
    .describe("The account as a file shaped for the annual report: a row per waste type, handler and operation"),
});

export type HandlerCreateInput = z.output<typeof handlerCreateSchema>;
export type HandlerUpdateInput = z.output<typeof handlerUpdateSchema>;
export type ArrangementInput = z.output<typeof arrangementInputSchema>;
export type ArrangementPatch = z.output<typeof arrangementPatchSchema>;
export type BulkRegistrationInput = z.output<typeof bulkRegistrationInputSchema>;
export type BulkRegistrationCreate = z.output<typeof bulkRegistrationCreateSchema>;
export type AccountQuery = z.output<typeof accountQuerySchema>;
