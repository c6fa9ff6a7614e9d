import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ContainerKind, Frequency, WasteUnit } from "@/lib/generated/prisma/enums";
import { stakeholderSchema, stakeholderSelect, toStakeholderDto } from "@/lib/modules/admin/stakeholders/dto";
import { treatmentOperationSchema, treatmentOperationSelect } from "@/lib/modules/admin/waste-types/dto";
import { TREATMENT_GROUPS } from "@/lib/modules/admin/waste-types/treatment";
import { toTonnes, WASTE_UNITS } from "./tonnes";

/** How many registrations the handler's read shows, newest first. */
const RECENT_REGISTRATIONS = 10;

export const arrangementSelect = {
  id: true,
  associationId: true,
  name: true,
  containerKind: true,
  containerSize: true,
  collectionFrequency: true,
  registrationUnit: true,
  densityKgPerM3: true,
  kgPerPiece: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  wasteType: { select: { id: true, code: true, hazardous: true, nameEn: true, nameDa: true } },
  treatment: { select: treatmentOperationSelect },
  area: { select: { id: true, name: true } },
} satisfies Prisma.WasteArrangementSelect;

type ArrangementRow = Prisma.WasteArrangementGetPayload<{ select: typeof arrangementSelect }>;

/** What a handler collects and how: quantities are weighed by the unit, a density or a weight per piece. */
export const arrangementSchema = z.object({
  id: z.string(),
  associationId: z.string(),
  name: z.string(),
  containerKind: z.enum(ContainerKind).nullable(),
  containerSize: z.string().nullable(),
  collectionFrequency: z.enum(Frequency).nullable(),
  registrationUnit: z.enum(WasteUnit),
  /** Decimal text. */
  densityKgPerM3: z.string().nullable(),
  kgPerPiece: z.string().nullable(),
  /** Whether its quantities can be added up in tonnes. */
  convertible: z.boolean(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  wasteType: z.object({
    id: z.string(),
    code: z.string(),
    hazardous: z.boolean(),
    nameEn: z.string(),
    nameDa: z.string().nullable(),
  }),
  treatment: treatmentOperationSchema,
  area: idName.nullable(),
});

export type ArrangementDto = z.output<typeof arrangementSchema>;

export function toArrangementDto(row: ArrangementRow): ArrangementDto {
  const densityKgPerM3 = row.densityKgPerM3?.toFixed() ?? null;
  const kgPerPiece = row.kgPerPiece?.toFixed() ?? null;
  return {
    ...row,
    densityKgPerM3,
    kgPerPiece,
    convertible: toTonnes(1, { registrationUnit: row.registrationUnit, densityKgPerM3, kgPerPiece }) !== null,
  };
}

export const bulkRegistrationSelect = {
  id: true,
  associationId: true,
  performedAt: true,
  periodFrom: true,
  note: true,
  createdDate: true,
  lastModifiedDate: true,
  files: attachedFiles,
  lines: {
    select: {
      arrangementId: true,
      quantity: true,
      arrangement: { select: { name: true, registrationUnit: true, densityKgPerM3: true, kgPerPiece: true } },
    },
    orderBy: { arrangement: { name: "asc" } },
  },
} satisfies Prisma.WasteBulkRegistrationSelect;

type BulkRow = Prisma.WasteBulkRegistrationGetPayload<{ select: typeof bulkRegistrationSelect }>;

/** What was handed over to the handler on a day (or over a period), per arrangement; quantities are decimal text. */
export const bulkRegistrationSchema = z.object({
  id: z.string(),
  associationId: z.string(),
  performedAt: wireDate,
  periodFrom: wireDate.nullable(),
  note: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  files: z.array(fileSchema),
  lines: z.array(
    z.object({
      arrangementId: z.string(),
      arrangementName: z.string(),
      quantity: z.string(),
      unit: z.enum(WasteUnit),
      /** null: the arrangement gives no way to weigh this quantity */
      tonnes: z.string().nullable(),
    }),
  ),
});

export type BulkRegistrationDto = z.output<typeof bulkRegistrationSchema>;

export function toBulkRegistrationDto({ files, lines, performedAt, periodFrom, ...row }: BulkRow): BulkRegistrationDto {
  return {
    ...row,
    performedAt: toWireDate(performedAt)!,
    periodFrom: toWireDate(periodFrom),
    files: files.map(toFileDto),
    lines: lines.map(({ arrangement, arrangementId, quantity }) => ({
      arrangementId,
      arrangementName: arrangement.name,
      quantity: quantity.toFixed(),
      unit: arrangement.registrationUnit,
      tonnes:
        toTonnes(quantity.toFixed(), {
          registrationUnit: arrangement.registrationUnit,
          densityKgPerM3: arrangement.densityKgPerM3?.toFixed() ?? null,
          kgPerPiece: arrangement.kgPerPiece?.toFixed() ?? null,
        })?.toFixed() ?? null,
    })),
  };
}

export const handlerListSelect = {
  id: true,
  approvalNumber: true,
  contactName: true,
  contactEmail: true,
  contactPhone: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  stakeholder: { select: stakeholderSelect },
  _count: { select: { arrangements: { where: { archivedDate: null } } } },
} satisfies Prisma.WasteHandlerAssociationSelect;

type HandlerListRow = Prisma.WasteHandlerAssociationGetPayload<{ select: typeof handlerListSelect }>;

const handlerListRowSchema = z.object({
  id: z.string(),
  approvalNumber: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  stakeholder: stakeholderSchema,
  arrangementCount: z.number(),
});

export type HandlerListRowDto = z.output<typeof handlerListRowSchema>;

export const handlerPageSchema = pageSchema(handlerListRowSchema);

export function toHandlerListRow({ stakeholder, _count, ...row }: HandlerListRow): HandlerListRowDto {
  return { ...row, stakeholder: toStakeholderDto(stakeholder), arrangementCount: _count.arrangements };
}

export const handlerSelect = {
  ...handlerListSelect,
  notes: true,
  files: attachedFiles,
  arrangements: {
    select: arrangementSelect,
    orderBy: [{ archivedDate: { sort: "desc", nulls: "first" } }, { name: "asc" }],
  },
  registrations: {
    select: bulkRegistrationSelect,
    orderBy: [{ performedAt: "desc" }, { id: "desc" }],
    take: RECENT_REGISTRATIONS,
  },
} satisfies Prisma.WasteHandlerAssociationSelect;

type HandlerRow = Prisma.WasteHandlerAssociationGetPayload<{ select: typeof handlerSelect }>;

/** One handler with its arrangements (archived last) and its latest registrations. */
export const handlerSchema = handlerListRowSchema.extend({
  notes: z.string().nullable(),
  files: z.array(fileSchema),
  arrangements: z.array(arrangementSchema),
  recentRegistrations: z.array(bulkRegistrationSchema),
});

export type HandlerDto = z.output<typeof handlerSchema>;

export function toHandlerDto({ files, arrangements, registrations, notes, ...row }: HandlerRow): HandlerDto {
  return {
    ...toHandlerListRow(row),
    notes,
    files: files.map(toFileDto),
    arrangements: arrangements.map(toArrangementDto),
    recentRegistrations: registrations.map(toBulkRegistrationDto),
  };
}

/** Tonnes this period and the same period a year before (three decimals). */
const tonnesPair = { tonnes: z.number(), previousTonnes: z.number() };

/**
 * The waste account of an organization and everything below it for a year, or a month of it
 * (getWasteAccount): tonnes per treatment group, hazard, month, waste type and handler, the
 * recycling rate and the change from a year before, and the quantities that could not be weighed.
 */
export const wasteAccountSchema = z.object({
  year: z.number(),
  month: z.number().nullable(),
  ...tonnesPair,
  /** The change from the year before, as a fraction (0.1 = 10 % more). */
  change: z.number().nullable(),
  recyclingRate: z.number().nullable(),
  previousRecyclingRate: z.number().nullable(),
  byTreatment: z.array(z.object({ group: z.enum(TREATMENT_GROUPS), ...tonnesPair })),
  byHazard: z.array(z.object({ hazardous: z.boolean(), ...tonnesPair })),
  byMonth: z.array(z.object({ month: z.number(), ...tonnesPair })),
  byWasteType: z.array(
    z.object({
      wasteTypeId: z.string(),
      code: z.string(),
      nameEn: z.string(),
      nameDa: z.string().nullable(),
      hazardous: z.boolean(),
      ...tonnesPair,
    }),
  ),
  byHandler: z.array(z.object({ handlerId: z.string(), name: z.string(), ...tonnesPair })),
  /** Registered quantities whose arrangement gives no way to weigh them: shown, never added in. */
  unconverted: z.array(
    z.object({
      arrangementId: z.string(),
      arrangementName: z.string(),
      handlerId: z.string(),
      handlerName: z.string(),
      unit: z.enum(WASTE_UNITS),
      quantity: z.string(),
      registrations: z.number(),
    }),
  ),
});

export type WasteAccountDto = z.output<typeof wasteAccountSchema>;
