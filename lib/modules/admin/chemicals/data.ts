import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import { db } from "@/lib/platform/db";
import type { Locale } from "@/lib/platform/i18n/config";
import type { ListQuery } from "@/lib/platform/lists/list";
import { containsPattern, listPage, sql, type ListSource } from "@/lib/platform/lists/query";
import { dateCondition } from "@/lib/platform/lists/date-filter-condition";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { listPictograms, statementsOf, statementTemplates } from "../hazard-data/data";
import { filledStatement } from "../hazard-data/statement-text";
import type { PictogramDto, StatementDto } from "../hazard-data/dto";
import { restrictionHits, svhcListings } from "../hazard-data/lookup";
import { substanceName } from "../substances/dto";
import { derivedDangerCode } from "./danger-code";
import type { z } from "zod";
import {
  chemicalSelect,
  toChemicalBase,
  type ChemicalDto,
  type ChemicalRow,
  type chemicalRestrictionsSchema,
  type chemicalWarningsSchema,
} from "./dto";
import { chemicalList } from "./schema";
import { reachesThreshold, restrictionThreshold, SVHC_THRESHOLD } from "./thresholds";
import { precautionsFor } from "./precautions";
import { labelElements } from "./warnings";

type Identified = { casNumber: string | null; ecNumber: string | null };

/** Whether any of the substances is on the Candidate List or hit by an Annex XVII entry (today). */
export async function anyRestrictedOrSvhc(substances: readonly Identified[]) {
  if (substances.length === 0) return false;
  const [svhc, restrictions] = await Promise.all([
    svhcListings(substances),
    restrictionHits(substances, calendarToday()),
  ]);
  return svhc.some((rows) => rows.length > 0) || restrictions.some((rows) => rows.length > 0);
}

async function toChemicalDtos(rows: readonly ChemicalRow[], language: Locale): Promise<ChemicalDto[]> {
  const codes = new Set(
    rows.flatMap((row) => [...row.hazardStatements, ...row.euHazardStatements, ...row.precautionaryStatements]),
  );
  const detailed = new Set(rows.flatMap((row) => toChemicalBase(row).statementDetails.map((detail) => detail.code)));
  const [statements, templates, pictograms, flags] = await Promise.all([
    statementsOf([...codes], language),
    statementTemplates([...detailed], language),
    listPictograms(language),
    Promise.all(rows.map((row) => anyRestrictedOrSvhc(row.substances.map((entry) => entry.substance)))),
  ]);
  const byCode = new Map<string, StatementDto>(statements.map((statement) => [statement.code, statement]));
  const pictogramOf = new Map<string, PictogramDto>(pictograms.map((pictogram) => [pictogram.code, pictogram]));
  const resolve = (list: string[]) => list.flatMap((code) => (byCode.has(code) ? [byCode.get(code)!] : []));
  return rows.map((row, index) => {
    const base = toChemicalBase(row);
    // the product's organs and routes of exposure in place of CLP's instructions, where it gives them
    const filled = (statement: StatementDto) => {
      const fills = base.statementDetails.find((detail) => detail.code === statement.code)?.[language];
      const template = templates.get(statement.code);
      return fills?.some(Boolean) && template
        ? { ...statement, statement: filledStatement(template, fills) }
        : statement;
    };
    return {
      ...base,
      hazardStatements: resolve(row.hazardStatements).map(filled),
      euHazardStatements: resolve(row.euHazardStatements),
      precautionaryStatements: resolve(row.precautionaryStatements),
      pictograms: row.pictograms.flatMap((code) => (pictogramOf.has(code) ? [pictogramOf.get(code)!] : [])),
      derivedDangerCode: derivedDangerCode({ ...row, restrictedOrSvhc: flags[index] }),
      restrictedOrSvhc: flags[index],
      substances: base.substances.map((entry) => ({
        ...entry,
        substance: { ...entry.substance, name: substanceName(entry.substance, language) },
      })),
    };
  });
}

/** The catalogue's products matching the query, for a page or an export. */
export function chemicalSource(query: ListQuery<typeof chemicalList>, language: Locale): ListSource<ChemicalDto> {
  return {
    tenant: sql`TRUE`,
    filters: [
      query.q && sql`t."tradeName" ILIKE ${containsPattern(query.q)}`,
      query.dangerCode && sql`t."dangerCode" = ${query.dangerCode}::"DangerCode"`,
      query.physicalState && sql`t."physicalState" = ${query.physicalState}::"PhysicalState"`,
      dateCondition("lastModifiedDate", query["lastModifiedDate.value"], query["lastModifiedDate.matchMode"]),
    ],
    rows: async (ids) =>
      toChemicalDtos(await db().chemical.findMany({ where: { id: { in: ids } }, select: chemicalSelect }), language),
  };
}

export const listChemicals = (query: ListQuery<typeof chemicalList>, language: Locale) =>
  listPage(chemicalList, query, chemicalSource(query, language));

export async function getChemical(id: string, language: Locale) {
  const row = await db().chemical.findUnique({ where: { id }, select: chemicalSelect });
  if (!row) throw notFound("Chemical not found");
  return (await toChemicalDtos([row], language))[0];
}

/**
 * Every Annex XVII entry and Candidate List listing that hits a substance of the product, with
 * the entry's conditions, the concentration threshold where the law names one, and whether the
 * product's declared concentration (the upper end of its range) reaches it.
 */
export async function getChemicalRestrictions(
  id: string,
  language: Locale,
): Promise<z.output<typeof chemicalRestrictionsSchema>> {
  const row = await db().chemical.findUnique({
    where: { id },
    select: { substances: { select: chemicalSelect.substances.select, orderBy: { sortOrder: "asc" } } },
  });
  if (!row) throw notFound("Chemical not found");
  const substances = row.substances.map((entry) => entry.substance);
  const [svhc, restrictions] = await Promise.all([
    svhcListings(substances),
    restrictionHits(substances, calendarToday()),
  ]);
  return row.substances.flatMap((entry, index) => {
    const substance = { ...entry.substance, name: substanceName(entry.substance, language) };
    const concentrationMax = entry.concentrationMax === null ? null : Number(entry.concentrationMax);
    return [
      ...restrictions[index].map((hit) => {
        const threshold = restrictionThreshold(hit.entryNo, hit.reason);
        return {
          kind: "ANNEX_XVII" as const,
          substance,
          concentrationMax,
          entryNo: hit.entryNo,
          title: hit.title,
          reason: hit.reason,
          url: hit.conditionsUrl,
          threshold,
          reachesThreshold: reachesThreshold(threshold, concentrationMax),
        };
      }),
      ...svhc[index].map((listing) => ({
        kind: "SVHC" as const,
        substance,
        concentrationMax,
        entryNo: null,
        title: listing.reasons.join("; "),
        reason: "LISTED" as const,
        url: listing.decisionUrl,
        threshold: SVHC_THRESHOLD,
        reachesThreshold: reachesThreshold(SVHC_THRESHOLD, concentrationMax),
      })),
    ];
  });
}

/** The label elements the statements require (CLP Annex I; see warnings.ts), pictograms named in the language. */
export async function chemicalWarnings(
  input: { hazardStatementIds: string[]; euHazardStatementIds: string[] },
  language: Locale,
): Promise<z.output<typeof chemicalWarningsSchema>> {
  const known = await statementsOf([...input.hazardStatementIds, ...input.euHazardStatementIds], language);
  const codes = known.map((statement) => statement.code);
  const label = labelElements(codes);
  const precautions = precautionsFor(codes);
  const [pictograms, precautionary] = await Promise.all([
    listPictograms(language),
    statementsOf(precautions.codes, language),
  ]);
  const byCode = new Map(precautionary.map((statement) => [statement.code, statement]));
  return {
    pictograms: pictograms.filter((pictogram) => (label.pictograms as string[]).includes(pictogram.code)),
    signalWord: label.signalWord,
    precautionaryStatements: precautions.codes.flatMap((code) => (byCode.has(code) ? [byCode.get(code)!] : [])),
    precautionaryGaps: precautions.gaps,
    precautionaryDoubts: precautions.doubts,
    dangerCode: derivedDangerCode({
      hazardStatements: input.hazardStatementIds,
      euHazardStatements: input.euHazardStatementIds,
      restrictedOrSvhc: false,
    }),
    hazardStatements: known.filter((statement) => !statement.code.startsWith("EUH")),
    euHazardStatements: known.filter((statement) => statement.code.startsWith("EUH")),
  };
}
