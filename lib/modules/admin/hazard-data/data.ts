import "server-only";
import type { z } from "zod";
import type { StatementKind } from "@/lib/generated/prisma/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/platform/db";
import type { Locale } from "@/lib/platform/i18n/config";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import type { DangerousGoodDto, PictogramDto, StatementDto } from "./dto";
import { pictogramImageUrl, pictogramName } from "./pictograms";
import { genericStatement } from "./statement-text";
import { dangerousGoodList, type statementQuerySchema } from "./schema";

// what a product does not say (its organs, its route of exposure) is not printed as CLP's template
const statementText = (row: { textEn: string; textDa: string }, language: Locale) =>
  genericStatement(language === "da" ? row.textDa : row.textEn);

/** The statements of one kind in the order of the regulation, optionally those matching `q`. */
export async function listStatements(
  kind: StatementKind,
  query: z.output<typeof statementQuerySchema>,
  language: Locale,
): Promise<StatementDto[]> {
  const rows = await db().hazardStatement.findMany({
    where: {
      kind,
      ...(query.q
        ? {
            OR: [
              { code: { contains: query.q, mode: "insensitive" } },
              { [language === "da" ? "textDa" : "textEn"]: { contains: query.q, mode: "insensitive" } },
            ],
          }
        : {}),
    },
    orderBy: { sortOrder: "asc" },
  });
  return rows.map((row) => ({ id: row.code, code: row.code, statement: statementText(row, language) }));
}

/** The statements of these codes, in the order of the regulation; unknown codes are left out. */
export async function statementsOf(codes: readonly string[], language: Locale): Promise<StatementDto[]> {
  if (codes.length === 0) return [];
  const rows = await db().hazardStatement.findMany({
    where: { code: { in: [...codes] } },
    orderBy: { sortOrder: "asc" },
  });
  return rows.map((row) => ({ id: row.code, code: row.code, statement: statementText(row, language) }));
}

/** CLP's own texts of these statements, with their bracketed instructions, for a product to fill. */
export async function statementTemplates(codes: readonly string[], language: Locale): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db().hazardStatement.findMany({ where: { code: { in: [...codes] } } });
  return new Map(rows.map((row) => [row.code, language === "da" ? row.textDa : row.textEn]));
}

/** The nine GHS pictograms, named in the asked language, with the address of their SVG. */
export async function listPictograms(language: Locale): Promise<PictogramDto[]> {
  const rows = await db().ghsPictogram.findMany({ orderBy: { sortOrder: "asc" } });
  return rows.map((row) => ({
    id: row.code,
    code: row.code,
    name: pictogramName(row.code, row.nameEn, language),
    symbol: row.symbolEn,
    imageUrl: pictogramImageUrl(row.code),
  }));
}

const dangerousGoodSelect = {
  id: true,
  unNumber: true,
  properShippingName: true,
  hazardClass: true,
  classificationCode: true,
  packingGroup: true,
  labels: true,
  specialProvisions: true,
  limitedQuantity: true,
  exceptedQuantity: true,
  packingInstructions: true,
  tankCode: true,
  transportCategory: true,
  tunnelCode: true,
  hazardNumber: true,
  adrStatus: true,
} satisfies Prisma.DangerousGoodSelect;

function dangerousGoodSource(query: ListQuery<typeof dangerousGoodList>): ListSource<DangerousGoodDto> {
  const numeric = query.q && /^\d{1,4}$/.test(query.q);
  return {
    tenant: sql`TRUE`,
    filters: [
      query.q &&
        (numeric
          ? sql`t."unNumber" LIKE ${`${query.q}%`}`
          : sql`t."properShippingName" ILIKE ${containsPattern(query.q)}`),
      query.hazardClass && sql`t."hazardClass" = ${query.hazardClass}`,
    ],
    rows: (ids) => db().dangerousGood.findMany({ where: { id: { in: ids } }, select: dangerousGoodSelect }),
  };
}

export const listDangerousGoods = (query: ListQuery<typeof dangerousGoodList>) =>
  listPage(dangerousGoodList, query, dangerousGoodSource(query));

/** Every H and EUH statement's text in the language, by code (for showing Annex VI's codes). */
export async function hazardStatementTexts(language: Locale): Promise<Record<string, string>> {
  const rows = await db().hazardStatement.findMany({ where: { kind: { in: ["H", "EUH"] } } });
  return Object.fromEntries(rows.map((row) => [row.code, statementText(row, language)]));
}
