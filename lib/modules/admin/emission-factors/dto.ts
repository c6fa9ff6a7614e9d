import { z } from "zod";
import { dateTime, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { EmissionFactorBasis, EmissionType, EmissionUnit, GhgCategory, MeterType } from "@/lib/generated/prisma/enums";

const factorValueSelect = {
  id: true,
  meterUnit: true,
  emissionUnit: true,
  startDate: true,
  endDate: true,
  value: true,
} satisfies Prisma.EmissionFactorValueSelect;

const factorFields = {
  id: true,
  organizationId: true,
  utilityType: true,
  emissionType: true,
  ghgCategory: true,
  name: true,
  basis: true,
  co2Equivalent: true,
  source: true,
  sourceUrl: true,
  note: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
} satisfies Prisma.EmissionFactorSelect;

export const emissionFactorSelect = {
  ...factorFields,
  values: { select: factorValueSelect, orderBy: [{ startDate: "asc" }, { id: "asc" }] },
} satisfies Prisma.EmissionFactorSelect;

type ValueRow = Prisma.EmissionFactorValueGetPayload<{ select: typeof factorValueSelect }>;
type FactorRow = Prisma.EmissionFactorGetPayload<{ select: typeof emissionFactorSelect }>;

/** One dated value of a factor; `value` is decimal text with the digits as stored, so no figure is rounded on its way. */
const factorValueSchema = z.object({
  id: z.string(),
  meterUnit: z.string(),
  emissionUnit: z.enum(EmissionUnit),
  startDate: wireDate,
  endDate: wireDate.nullable(),
  value: z.string(),
});

type FactorValueDto = z.output<typeof factorValueSchema>;

const toValueDto = (row: ValueRow): FactorValueDto => ({
  id: row.id,
  meterUnit: row.meterUnit,
  emissionUnit: row.emissionUnit,
  startDate: toWireDate(row.startDate)!,
  endDate: toWireDate(row.endDate),
  value: row.value.toFixed(),
});

/** The value valid on a day, else the latest one that started before it, else the first. */
function currentValue(values: FactorValueDto[], today: string): FactorValueDto | null {
  const valid = values.find((v) => v.startDate <= today && (v.endDate === null || v.endDate >= today));
  const started = values.filter((v) => v.startDate <= today);
  return valid ?? started.at(-1) ?? values[0] ?? null;
}

const factorFieldsSchema = z.object({
  id: z.string(),
  organizationId: z.string().nullable(),
  /** A factor of the shared catalogue, not an organization's own. */
  catalogue: z.boolean(),
  utilityType: z.enum(MeterType),
  emissionType: z.enum(EmissionType),
  ghgCategory: z.enum(GhgCategory),
  name: z.string(),
  basis: z.enum(EmissionFactorBasis),
  co2Equivalent: z.boolean(),
  source: z.string(),
  sourceUrl: z.string().nullable(),
  note: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

/** The detailed form: the factor with every dated value. */
export const emissionFactorSchema = factorFieldsSchema.extend({ values: z.array(factorValueSchema) });

export type EmissionFactorDto = z.output<typeof emissionFactorSchema>;

export const emissionFactorDetailedPageSchema = pageSchema(emissionFactorSchema);

export function toEmissionFactorDto({ values, ...row }: FactorRow): EmissionFactorDto {
  return { ...row, catalogue: row.organizationId === null, values: values.map(toValueDto) };
}

/** A list row: the factor with the value valid today (or the nearest one) as `value`. */
export const emissionFactorListRowSchema = factorFieldsSchema.extend({
  value: factorValueSchema.nullable(),
  valueCount: z.number(),
});

export const emissionFactorPageSchema = pageSchema(emissionFactorListRowSchema);

export function toEmissionFactorListRow(
  row: FactorRow,
  today = new Date().toISOString().slice(0, 10),
): z.output<typeof emissionFactorListRowSchema> {
  const { values, ...dto } = toEmissionFactorDto(row);
  return { ...dto, value: currentValue(values, today), valueCount: values.length };
}
