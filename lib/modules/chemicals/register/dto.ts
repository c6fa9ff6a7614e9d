import type { Prisma } from "@/lib/generated/prisma/client";
import { toWireDate } from "@/lib/platform/api/wire";
import { memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import type { SdsStatus } from "./schema";

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
  sdsFileId: string | null;
  storageClass: string | null;
  cmr: boolean;
  svhc: boolean;
  restricted: boolean;
};

type ListRow = Prisma.ChemicalAssociationGetPayload<{ select: typeof chemicalRegisterListSelect }>;

export function toChemicalRegisterListRow(
  { amount, responsible, ...row }: ListRow,
  flags: RegisterFlags | undefined,
  sds: (date: string | null) => { status: SdsStatus; dueDate: string | null },
) {
  const sheet = sds(flags?.sdsDate ?? null);
  const reasons = [flags?.cmr && "CMR", flags?.svhc && "SVHC", flags?.restricted && "RESTRICTED"].filter(
    (reason): reason is "CMR" | "SVHC" | "RESTRICTED" => !!reason,
  );
  return {
    ...row,
    // a decimal goes over the wire as text, so no digit is lost
    amount: amount === null ? null : amount.toString(),
    responsible: responsible && toMemberSummary(responsible),
    storageClass: flags?.storageClass ?? null,
    safetyDataSheet: {
      lastRevisionDate: flags?.sdsDate ?? null,
      fileId: flags?.sdsFileId ?? null,
      status: sheet.status,
      /** when the sheet becomes (or became) too old; null when none is on file */
      dueDate: sheet.dueDate,
    },
    substitution: { candidate: reasons.length > 0, reasons },
  };
}

export type ChemicalRegisterListRow = ReturnType<typeof toChemicalRegisterListRow>;

type Row = Prisma.ChemicalAssociationGetPayload<{ select: typeof chemicalRegisterSelect }>;

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
) {
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

export type ChemicalRegisterDto = ReturnType<typeof toChemicalRegisterDto>;
