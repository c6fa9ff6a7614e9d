import { attachedFiles, toFileDto } from "@/lib/platform/files/dto";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { stakeholderSelect, toStakeholderDto } from "@/lib/modules/admin/stakeholders/dto";
import { treatmentOperationSelect } from "@/lib/modules/admin/waste-types/dto";
import { toTonnes } from "./tonnes";

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

export function toArrangementDto(row: ArrangementRow) {
  const densityKgPerM3 = row.densityKgPerM3?.toFixed() ?? null;
  const kgPerPiece = row.kgPerPiece?.toFixed() ?? null;
  return {
    ...row,
    densityKgPerM3,
    kgPerPiece,
    /** Whether its quantities can be added up in tonnes. */
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

export function toBulkRegistrationDto({ files, lines, performedAt, periodFrom, ...row }: BulkRow) {
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
      /** null: the arrangement gives no way to weigh this quantity */
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

export function toHandlerListRow({ stakeholder, _count, ...row }: HandlerListRow) {
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
export function toHandlerDto({ files, arrangements, registrations, notes, ...row }: HandlerRow) {
  return {
    ...toHandlerListRow(row),
    notes,
    files: files.map(toFileDto),
    arrangements: arrangements.map(toArrangementDto),
    recentRegistrations: registrations.map(toBulkRegistrationDto),
  };
}

export type HandlerListRowDto = ReturnType<typeof toHandlerListRow>;
export type HandlerDto = ReturnType<typeof toHandlerDto>;
export type ArrangementDto = ReturnType<typeof toArrangementDto>;
export type BulkRegistrationDto = ReturnType<typeof toBulkRegistrationDto>;
