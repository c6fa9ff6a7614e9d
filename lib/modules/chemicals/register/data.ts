import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { ListQuery } from "@/lib/platform/lists/list";
import { archivedCondition } from "@/lib/platform/lists/archived-condition";
import { containsPattern, listPage, queryRows, sql, type ListSource } from "@/lib/platform/lists/query";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import {
  hasCurrentSds,
  hasRegisterGaps,
  inArea,
  isCmr,
  isRestricted,
  isSubstitutionCandidate,
  isSvhc,
  latestSdsDate,
  latestSdsFile,
  storageClassOf,
} from "./conditions";
import {
  chemicalRegisterListSelect,
  chemicalRegisterSelect,
  toChemicalRegisterDto,
  toChemicalRegisterListRow,
  type ChemicalRegisterListRow,
  type RegisterFlags,
} from "./dto";
import { chemicalRegisterList } from "./schema";
import type { SdsStatus } from "./choices";
import { sdsCutoff, sdsDueDate } from "./sds-age";

/** The flags of the registered chemicals with these ids, in one statement. */
async function flagsOf(ids: string[]): Promise<Map<string, RegisterFlags>> {
  const rows = await queryRows<RegisterFlags & { id: string }>(sql`
    SELECT t."id",
      to_char(${latestSdsDate}, 'YYYY-MM-DD') AS "sdsDate",
      ${latestSdsFile} AS "sdsFile",
      ${storageClassOf} AS "storageClass",
      ${isCmr} AS "cmr", ${isSvhc} AS "svhc", ${isRestricted} AS "restricted"
    FROM "ChemicalAssociation" t WHERE t."id" = ANY (${ids}::uuid[])`);
  return new Map(rows.map(({ id, ...flags }) => [id, flags]));
}

/** A sheet's status against the allowed age, and the day it falls (or fell) due. */
function sdsState(cutoff: string) {
  return (date: string | null): { status: SdsStatus; dueDate: string | null } =>
    date
      ? { status: date >= cutoff ? "CURRENT" : "STALE", dueDate: sdsDueDate(date) }
      : { status: "MISSING", dueDate: null };
}

const sdsCondition = (status: SdsStatus | undefined, cutoff: string) => {
  if (status === "MISSING") return sql`${latestSdsDate} IS NULL`;
  if (status === "STALE") return sql`${latestSdsDate} < ${cutoff}::date`;
  if (status === "CURRENT") return hasCurrentSds(cutoff);
  return null;
};

const flagCondition = (value: "true" | "false" | undefined, condition: ReturnType<typeof sql>) =>
  value === "true" ? condition : value === "false" ? sql`NOT ${condition}` : null;

/** The organization's registered chemicals matching the query, for a page or an export. */
export function chemicalRegisterSource(
  org: OrgContext,
  query: ListQuery<typeof chemicalRegisterList>,
): ListSource<ChemicalRegisterListRow> {
  const text = query.q ? containsPattern(query.q) : undefined;
  const cutoff = sdsCutoff();
  const chemical = (condition: ReturnType<typeof sql>) =>
    sql`EXISTS (SELECT 1 FROM "Chemical" c WHERE c."id" = t."chemicalId" AND ${condition})`;
  return {
    tenant: sql`t."organizationId" = ${org.organizationId}::uuid`,
    filters: [
      archivedCondition(query.archived),
      text && sql`(t."name" ILIKE ${text} OR t."purpose" ILIKE ${text})`,
      query.dangerCode && sql`t."dangerCode" = ${query.dangerCode}::"DangerCode"`,
      query.signalWord && chemical(sql`c."signalWord" = ${query.signalWord}::"SignalWord"`),
      query.pictogram && chemical(sql`${query.pictogram} = ANY (c."pictograms")`),
      query.storageClass && sql`${storageClassOf} = ${query.storageClass}`,
      sdsCondition(query.sdsStatus, cutoff),
      flagCondition(query.needsAttention, sql`(NOT ${hasCurrentSds(cutoff)} OR ${hasRegisterGaps})`),
      flagCondition(query.substitutionCandidate, isSubstitutionCandidate),
      query.areaId && inArea(query.areaId),
    ],
    rows: async (ids) => {
      const [rows, flags] = await Promise.all([
        db().chemicalAssociation.findMany({ where: { id: { in: ids } }, select: chemicalRegisterListSelect }),
        flagsOf(ids),
      ]);
      const sds = sdsState(cutoff);
      return rows.map((row) => toChemicalRegisterListRow(row, flags.get(row.id), sds));
    },
  };
}

export const listChemicalRegister = (org: OrgContext, query: ListQuery<typeof chemicalRegisterList>) =>
  listPage(chemicalRegisterList, query, chemicalRegisterSource(org, query));

export async function getRegisteredChemical(org: OrgContext, id: string) {
  const row = await db().chemicalAssociation.findFirst({ where: ownRow(org, id), select: chemicalRegisterSelect });
  if (!row) throw notFound("Registered chemical not found");
  const flags = await flagsOf([row.id]);
  return toChemicalRegisterDto(row, flags.get(row.id), sdsState(sdsCutoff()));
}
