import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";

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

const toValueDto = (row: ValueRow) => ({
  id: row.id,
  meterUnit: row.meterUnit,
  emissionUnit: row.emissionUnit,
  startDate: toWireDate(row.startDate)!,
  endDate: toWireDate(row.endDate),
  /** Decimal digits as stored, so no figure is rounded on its way. */
  value: row.value.toFixed(),
});

export type FactorValueDto = ReturnType<typeof toValueDto>;

/** The value valid on a day, else the latest one that started before it, else the first. */
function currentValue(values: FactorValueDto[], today: string): FactorValueDto | null {
  const valid = values.find((v) => v.startDate <= today && (v.endDate === null || v.endDate >= today));
  const started = values.filter((v) => v.startDate <= today);
  return valid ?? started.at(-1) ?? values[0] ?? null;
}

/** The detailed form: the factor with every dated value. */
export function toEmissionFactorDto({ values, ...row }: FactorRow) {
  return { ...row, catalogue: row.organizationId === null, values: values.map(toValueDto) };
}

/** A list row: the factor with the value valid today (or the nearest one) as `value`. */
export function toEmissionFactorListRow(row: FactorRow, today = new Date().toISOString().slice(0, 10)) {
  const { values, ...dto } = toEmissionFactorDto(row);
  return { ...dto, value: currentValue(values, today), valueCount: values.length };
}

export type EmissionFactorDto = ReturnType<typeof toEmissionFactorDto>;
