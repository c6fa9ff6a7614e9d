import "server-only";
import { ApiError } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { auditedTransaction } from "@/lib/platform/writes/audit";
import { criteriaSelect, toCriteriaDto, type CriteriaDto } from "./dto";
import { DEFAULT_CRITERIA } from "./significance";
import type { CriteriaInput } from "./schema";

const latest = (client: Tx | ReturnType<typeof db>, holdingId: string) =>
  client.significanceCriteria.findFirst({
    where: { organizationId: holdingId },
    orderBy: { version: "desc" },
    select: criteriaSelect,
  });

const lock = (tx: Tx, holdingId: string) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`significance-criteria:${holdingId}`}, 0))`;

/**
 * The criteria in force for the organization: its holding's latest version. A holding that has none
 * yet gets the default criteria as its version 1, made once under a lock.
 */
export async function currentCriteria(
  org: OrgContext,
  client: Tx | ReturnType<typeof db> = db(),
): Promise<CriteriaDto> {
  const found = await latest(client, org.holdingId);
  if (found) return toCriteriaDto(found);
  const create = async (tx: Tx) => {
    await lock(tx, org.holdingId);
    const again = await latest(tx, org.holdingId);
    if (again) return toCriteriaDto(again);
    const made = await tx.significanceCriteria.create({
      data: { organizationId: org.holdingId, version: 1, ...DEFAULT_CRITERIA, authorName: "" },
      select: criteriaSelect,
    });
    return toCriteriaDto(made);
  };
  return "$transaction" in client ? auditedTransaction(org.user, create) : create(client);
}

/** Every version of the holding's criteria, newest first: older ratings read with theirs. */
export async function criteriaVersions(org: OrgContext) {
  const rows = await db().significanceCriteria.findMany({
    where: { organizationId: org.holdingId },
    orderBy: { version: "desc" },
    select: criteriaSelect,
  });
  return rows.map(toCriteriaDto);
}

/**
 * A holding's managers change its criteria: the change is the next version. Aspects keep the version
 * they were rated with until they are rated again.
 */
export async function saveCriteria(org: OrgContext, input: CriteriaInput): Promise<CriteriaDto> {
  if (org.organizationId !== org.holdingId) {
    throw new ApiError(
      404,
      "not_a_holding",
      "The criteria of significance belong to a holding; its subsidiaries and departments use them",
    );
  }
  await currentCriteria(org);
  return auditedTransaction(org.user, async (tx) => {
    await lock(tx, org.holdingId);
    const before = await latest(tx, org.holdingId);
    const made = await tx.significanceCriteria.create({
      data: {
        organizationId: org.holdingId,
        version: (before?.version ?? 0) + 1,
        criteria: input.criteria,
        rule: input.rule,
        threshold: input.threshold,
        authorId: org.user.id,
        authorName: org.user.name,
      },
      select: criteriaSelect,
    });
    return toCriteriaDto(made);
  });
}
