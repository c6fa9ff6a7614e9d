import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DangerCode, PhysicalState, SignalWord, SubstitutionOutcome } from "@/lib/generated/prisma/enums";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { REGISTER_GAPS, type RegisterGap, SDS_STATUSES, type SdsStatus } from "./choices";

const areaSelect = { select: { id: true, name: true }, orderBy: [{ name: "asc" as const }, { id: "asc" as const }] };

export const chemicalRegisterListSelect = {
  id: true,
  name: true,
  dangerCode: true,
  countryAlpha2: true,
  purpose: true,
  amount: true,
  amountUnit: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  chemical: {
    select: {
      id: true,
      tradeName: true,
      physicalState: true,
      unNumber: true,
      pictograms: true,
      signalWord: true,
      producer: { select: { id: true, name: true } },
    },
  },
  supplier: { select: { id: true, name: true } },
  responsible: { select: memberSummarySelect },
  useAreas: areaSelect,
  storageAreas: areaSelect,
} satisfies Prisma.ChemicalAssociationSelect;

export const chemicalRegisterSelect = {
  ...chemicalRegisterListSelect,
  instructionUse: true,
  instructionProtection: true,
  instructionFirstAid: true,
  instructionSpills: true,
  instructionDisposal: true,
  substitutionDecisions: {
    select: { id: true, outcome: true, decidedOn: true, note: true },
    orderBy: [{ decidedOn: "asc" }, { createdDate: "asc" }, { id: "asc" }],
  },
} satisfies Prisma.ChemicalAssociationSelect;

/** What the SQL of conditions.ts says of a registered chemical today. */
export type RegisterFlags = {
  sdsDate: string | null;
  /** the newest sheet for the country of use: its file, and whether it is the organization's own */
  sdsFile: { fileId: string; own: boolean } | null;
  storageClass: string | null;
  cmr: boolean;
  svhc: boolean;
  restricted: boolean;
};

type ListRow = Prisma.ChemicalAssociationGetPayload<{ select: typeof chemicalRegisterListSelect }>;

/** A chemical the organization keeps: the catalogue product, where, how much, and its safety data sheet's age. */
const chemicalRegisterListRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  dangerCode: z.enum(DangerCode),
  countryAlpha2: z.string(),
  purpose: z.string().nullable(),
  /** Decimal text, so no digit is lost. */
  amount: z.string().nullable(),
  amountUnit: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  chemical: z.object({
    id: z.string(),
    tradeName: z.string(),
    physicalState: z.enum(PhysicalState),
    /** The product's UN number for transport (four digits), if it is dangerous goods. */
    unNumber: z.string().nullable(),
    pictograms: z.array(z.string()),
    signalWord: z.enum(SignalWord),
    producer: idName.nullable(),
  }),
  supplier: idName.nullable(),
  responsible: memberSummarySchema.nullable(),
  useAreas: z.array(idName),
  storageAreas: z.array(idName),
  storageClass: z.string().nullable(),
  safetyDataSheet: z.object({
    lastRevisionDate: wireDate.nullable(),
    fileId: z.string().nullable(),
    /** the newest sheet is one the organization uploaded itself, not the catalogue's */
    own: z.boolean(),
    status: z.enum(SDS_STATUSES),
    /** when the sheet becomes (or became) too old; null when none is on file */
    dueDate: wireDate.nullable(),
  }),
  substitution: z.object({ candidate: z.boolean(), reasons: z.array(z.enum(["CMR", "SVHC", "RESTRICTED"])) }),
  /** What the register needs and this registration lacks (each puts it under "needs attention"). */
  gaps: z.array(z.enum(REGISTER_GAPS)),
});

export type ChemicalRegisterListRow = z.output<typeof chemicalRegisterListRowSchema>;

export const chemicalRegisterPageSchema = pageSchema(chemicalRegisterListRowSchema);

export function toChemicalRegisterListRow(
  { amount, responsible, ...row }: ListRow,
  flags: RegisterFlags | undefined,
  sds: (date: string | null) => { status: SdsStatus; dueDate: string | null },
): ChemicalRegisterListRow {
  const sheet = sds(flags?.sdsDate ?? null);
  const reasons = [flags?.cmr && "CMR", flags?.svhc && "SVHC", flags?.restricted && "RESTRICTED"].filter(
    (reason): reason is "CMR" | "SVHC" | "RESTRICTED" => !!reason,
  );
  return {
    ...row,
    amount: amount === null ? null : amount.toString(),
    responsible: responsible && toMemberSummary(responsible),
    storageClass: flags?.storageClass ?? null,
    safetyDataSheet: {
      lastRevisionDate: flags?.sdsDate ?? null,
      fileId: flags?.sdsFile?.fileId ?? null,
      own: flags?.sdsFile?.own ?? false,
      status: sheet.status,
      dueDate: sheet.dueDate,
    },
    substitution: { candidate: reasons.length > 0, reasons },
    gaps: gapsOf({ responsible, amount, useAreas: row.useAreas, storageAreas: row.storageAreas }),
  };
}

/** The same gaps as conditions.ts's hasRegisterGaps, read from the row. */
function gapsOf(row: { responsible: unknown; amount: unknown; useAreas: unknown[]; storageAreas: unknown[] }) {
  const gaps: RegisterGap[] = [];
  if (!row.responsible) gaps.push("RESPONSIBLE");
  if (row.amount === null) gaps.push("AMOUNT");
  if (!row.useAreas.length) gaps.push("USE_AREA");
  if (!row.storageAreas.length) gaps.push("STORAGE_AREA");
  return gaps;
}

type Row = Prisma.ChemicalAssociationGetPayload<{ select: typeof chemicalRegisterSelect }>;

/** One registered chemical with its workplace instruction and substitution decisions. */
export const chemicalRegisterSchema = chemicalRegisterListRowSchema.extend({
  instructionUse: z.string().nullable(),
  instructionProtection: z.string().nullable(),
  instructionFirstAid: z.string().nullable(),
  instructionSpills: z.string().nullable(),
  instructionDisposal: z.string().nullable(),
  substitutionDecisions: z.array(
    z.object({
      id: z.string(),
      outcome: z.enum(SubstitutionOutcome),
      decidedOn: wireDate,
      note: z.string().nullable(),
    }),
  ),
});

export type ChemicalRegisterDto = z.output<typeof chemicalRegisterSchema>;

export function toChemicalRegisterDto(
  {
    substitutionDecisions,
    instructionUse,
    instructionProtection,
    instructionFirstAid,
    instructionSpills,
    instructionDisposal,
    ...row
  }: Row,
  flags: RegisterFlags | undefined,
  sds: (date: string | null) => { status: SdsStatus; dueDate: string | null },
): ChemicalRegisterDto {
  return {
    ...toChemicalRegisterListRow(row, flags, sds),
    instructionUse,
    instructionProtection,
    instructionFirstAid,
    instructionSpills,
    instructionDisposal,
    substitutionDecisions: substitutionDecisions.map((decision) => ({
      ...decision,
      decidedOn: toWireDate(decision.decidedOn)!,
    })),
  };
}
