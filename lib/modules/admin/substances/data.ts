import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import { db } from "@/lib/platform/db";
import type { Locale } from "@/lib/platform/i18n/config";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import { dateCondition } from "@/lib/platform/lists/date-filter-condition";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { statementsOf } from "../hazard-data/data";
import type { StatementDto } from "../hazard-data/dto";
import { harmonisedClassifications, restrictionHits, svhcListings } from "../hazard-data/lookup";
import { classificationDifferences } from "./classification";
import type { z } from "zod";
import type { annexViNotesSchema } from "../hazard-data/dto";
import {
  substanceSelect,
  toSubstanceDto,
  type SubstanceDetail,
  type substanceListRowSchema,
  type SubstanceRow,
} from "./dto";
import { looksLikeNumber } from "./identifiers";
import { substanceList as substanceListDeclaration } from "./schema";

async function statementMap(rows: readonly SubstanceRow[], language: Locale) {
  const codes = new Set(rows.flatMap((row) => [...row.hazardStatements, ...row.euHazardStatements]));
  const statements = await statementsOf([...codes], language);
  return new Map<string, StatementDto>(statements.map((statement) => [statement.code, statement]));
}

/** Substances on the wire with their statements in the language, in the order given. */
async function toSubstanceDtos(rows: readonly SubstanceRow[], language: Locale) {
  const statements = await statementMap(rows, language);
  return rows.map((row) => toSubstanceDto(row, statements, language));
}

type SubstanceListRow = z.output<typeof substanceListRowSchema>;

/**
 * The substances matching the query, for a page or an export. A number-like search matches the
 * start of the CAS or EC number (the indexes on them serve it); any other text matches part of
 * either name. List rows carry whether the Candidate List or Annex XVII names the substance.
 */
export function substanceSource(
  query: ListQuery<typeof substanceListDeclaration>,
  language: Locale,
): ListSource<SubstanceListRow> {
  const q = query.q;
  const search =
    q &&
    (looksLikeNumber(q)
      ? sql`(t."casNumber" LIKE ${`${q}%`} OR t."ecNumber" LIKE ${`${q}%`})`
      : sql`(t."nameEn" ILIKE ${containsPattern(q)} OR t."nameDa" ILIKE ${containsPattern(q)})`);
  return {
    tenant: sql`TRUE`,
    filters: [
      search,
      dateCondition("lastModifiedDate", query["lastModifiedDate.value"], query["lastModifiedDate.matchMode"]),
    ],
    rows: async (ids) => {
      const rows = await db().substance.findMany({ where: { id: { in: ids } }, select: substanceSelect });
      const [dtos, svhc, restrictions] = await Promise.all([
        toSubstanceDtos(rows, language),
        svhcListings(rows),
        restrictionHits(rows, calendarToday()),
      ]);
      return dtos.map((dto, index) => ({
        ...dto,
        svhc: svhc[index].length > 0,
        restricted: restrictions[index].length > 0,
      }));
    },
  };
}

export const listSubstances = (query: ListQuery<typeof substanceListDeclaration>, language: Locale) =>
  listPage(substanceListDeclaration, query, substanceSource(query, language));

/**
 * One substance with what the reference data says of it today: the harmonised classification
 * (Annex VI, the version in force), how the substance's own classification differs from it, its
 * Candidate List listings and the Annex XVII entries that hit it.
 */
export async function getSubstance(id: string, language: Locale, day = calendarToday()): Promise<SubstanceDetail> {
  const row = await db().substance.findUnique({ where: { id }, select: substanceSelect });
  if (!row) throw notFound("Substance not found");
  const [[dto], [harmonised], [svhc], [restrictions]] = await Promise.all([
    toSubstanceDtos([row], language),
    harmonisedClassifications([row], day),
    svhcListings([row]),
    restrictionHits([row], day),
  ]);
  return {
    ...dto,
    harmonisedClassification: harmonised,
    classificationDifferences: classificationDifferences(row, harmonised),
    svhc,
    restrictions,
  };
}

/** The Annex VI notes the entries carry, with how many entries carry each, in the table's order. */
export async function listAnnexViNotes(): Promise<z.output<typeof annexViNotesSchema>> {
  const rows = await db().$queryRaw<{ note: string; entries: bigint }[]>`
    SELECT note, count(DISTINCT "indexNo") AS entries
    FROM "AnnexViEntry", unnest("notes") AS note GROUP BY note`;
  const order = (note: string) => (/^\d+$/.test(note) ? [1, Number(note), ""] : [0, 0, note]);
  return rows
    .map((row) => ({ id: row.note, code: row.note, entries: Number(row.entries), legalText: ANNEX_VI_PART_1 }))
    .sort((a, b) => {
      const [x, y] = [order(a.code), order(b.code)];
      return x[0] !== y[0]
        ? Number(x[0]) - Number(y[0])
        : x[1] !== y[1]
          ? Number(x[1]) - Number(y[1])
          : String(x[2]).localeCompare(String(y[2]));
    });
}

/** Where the notes are explained: Annex VI, Part 1, section 1.1.3 of CLP (the consolidated text on EUR-Lex). */
const ANNEX_VI_PART_1 = "https://eur-lex.europa.eu/eli/reg/2008/1272/2025-09-01";
