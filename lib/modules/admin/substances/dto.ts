import type { Prisma } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/platform/i18n/config";
import type { StatementDto } from "../hazard-data/data";

export const substanceSelect = {
  id: true,
  nameEn: true,
  nameDa: true,
  casNumber: true,
  ecNumber: true,
  indexNo: true,
  hazardStatements: true,
  euHazardStatements: true,
  createdDate: true,
  lastModifiedDate: true,
} satisfies Prisma.SubstanceSelect;

export type SubstanceRow = Prisma.SubstanceGetPayload<{ select: typeof substanceSelect }>;

/** The name in the asked language; the English name where no Danish one is kept. */
export const substanceName = (row: { nameEn: string; nameDa: string | null }, language: Locale) =>
  language === "da" ? (row.nameDa ?? row.nameEn) : row.nameEn;

/** A substance on the wire: its statements each a code and the statement in the asked language. */
export function toSubstanceDto(
  { hazardStatements, euHazardStatements, ...row }: SubstanceRow,
  statements: ReadonlyMap<string, StatementDto>,
  language: Locale,
) {
  const resolve = (codes: string[]) => codes.flatMap((code) => (statements.has(code) ? [statements.get(code)!] : []));
  return {
    ...row,
    name: substanceName(row, language),
    hazardStatements: resolve(hazardStatements),
    euHazardStatements: resolve(euHazardStatements),
  };
}
