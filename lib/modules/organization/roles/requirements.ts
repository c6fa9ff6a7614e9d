// THE requirement rule: a member's competence requirements are the manual ones plus the
// competences of all the member's roles. Member, role and competence writes call these functions
// inside their transaction for exactly the members they affect.
import "server-only";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { followLatestAcquisitions } from "@/lib/modules/organization/competences/acquisition-dates";
import { recordFormAcquisitions } from "@/lib/modules/organization/competences/form-acquisitions";

export type RequirementKey = { membershipId: string; competenceId: string };

const keyOf = ({ membershipId, competenceId }: RequirementKey) => `${membershipId}/${competenceId}`;
const sameDay = (a: Date | null, b: Date | null) => a?.getTime() === b?.getTime();

/**
 * Adds what the members' roles ask for and is missing (a requirement that exists keeps its dates)
 * and deletes requirements that are neither manual nor asked for by one of their roles.
 * Returns the requirements created or deleted.
 */
export async function syncRoleRequirements(tx: Tx, membershipIds: Iterable<string>): Promise<RequirementKey[]> {
  const ids = [...new Set(membershipIds)];
  if (!ids.length) return [];
  const members = await tx.membership.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      roles: { select: { role: { select: { competences: { select: { competenceId: true } } } } } },
      requirements: { select: { id: true, competenceId: true, manual: true } },
    },
  });
  const missing: RequirementKey[] = [];
  const unwanted: (RequirementKey & { id: string })[] = [];
  for (const member of members) {
    const asked = new Set(member.roles.flatMap(({ role }) => role.competences.map(({ competenceId }) => competenceId)));
    const held = new Set(member.requirements.map(({ competenceId }) => competenceId));
    for (const competenceId of asked) {
      if (!held.has(competenceId)) missing.push({ membershipId: member.id, competenceId });
    }
    for (const requirement of member.requirements) {
      if (!requirement.manual && !asked.has(requirement.competenceId)) {
        unwanted.push({ id: requirement.id, membershipId: member.id, competenceId: requirement.competenceId });
      }
    }
  }
  if (missing.length) {
    await tx.competenceRequirement.createMany({
      data: missing.map((key) => ({ ...key, manual: false })),
      skipDuplicates: true,
    });
    // a competence acquired before (asked for by a role the member had) is held with that date
    await followLatestAcquisitions(tx, missing);
  }
  if (unwanted.length) {
    await tx.competenceRequirement.deleteMany({ where: { id: { in: unwanted.map(({ id }) => id) } } });
  }
  return [...missing, ...unwanted.map(({ membershipId, competenceId }) => ({ membershipId, competenceId }))];
}

type RequirementValues = {
  acquisitionDeadline: Date | null;
  lastAcquisitionDate: Date | null;
  nextDueDate: Date | null;
  manual: boolean;
};

const differs = (row: RequirementValues, values: RequirementValues) =>
  row.manual !== values.manual ||
  !sameDay(row.acquisitionDeadline, values.acquisitionDeadline) ||
  !sameDay(row.lastAcquisitionDate, values.lastAcquisitionDate) ||
  !sameDay(row.nextDueDate, values.nextDueDate);

export type RequirementEntry = RequirementKey & {
  acquisitionDeadline: Date | null;
  lastAcquisitionDate: Date | null;
  /** Left out: a new entry is manual and an existing one keeps its kind. */
  manual?: boolean;
};

/**
 * Writes the requirements listed on a member's form (scope: the member) or a competence's form
 * (scope: the competence). Listed ones get the dates given (a later acquisition date is recorded as
 * an acquisition; `fieldOf` names an entry's field in a refusal); a new one is manual. Manual ones
 * no longer listed stop being manual and go, unless a role still asks for them.
 * Returns the requirements created, changed or deleted.
 */
export async function setListedRequirements(
  tx: Tx,
  org: OrgContext,
  scope: { membershipId: string } | { competenceId: string },
  entries: RequirementEntry[],
  fieldOf: (index: number) => string,
): Promise<RequirementKey[]> {
  await recordFormAcquisitions(tx, org, entries, fieldOf);
  const existing = await tx.competenceRequirement.findMany({
    where: scope,
    select: {
      id: true,
      membershipId: true,
      competenceId: true,
      manual: true,
      acquisitionDeadline: true,
      lastAcquisitionDate: true,
      nextDueDate: true,
    },
  });
  const byKey = new Map(existing.map((row) => [keyOf(row), row]));
  const competences = await tx.competence.findMany({
    where: { id: { in: [...new Set(entries.map((entry) => entry.competenceId))] } },
    select: { id: true, frequency: true },
  });
  const frequencyOf = new Map(competences.map((competence) => [competence.id, competence.frequency]));

  const listed = new Set<string>();
  const created: (RequirementKey & RequirementValues)[] = [];
  const changed: RequirementKey[] = [];
  for (const entry of entries) {
    const found = byKey.get(keyOf(entry));
    // only a date update for a role's requirement, and the role was taken away in the same write
    if (!found && entry.manual === false) continue;
    listed.add(keyOf(entry));
    const { membershipId, competenceId } = entry;
    const values: RequirementValues = {
      acquisitionDeadline: entry.acquisitionDeadline,
      lastAcquisitionDate: entry.lastAcquisitionDate,
      nextDueDate: nextDueDate(entry.lastAcquisitionDate, frequencyOf.get(competenceId)!),
      manual: entry.manual ?? found?.manual ?? true,
    };
    if (found && !differs(found, values)) continue;
    if (found) await tx.competenceRequirement.update({ where: { id: found.id }, data: values });
    else created.push({ membershipId, competenceId, ...values });
    changed.push({ membershipId, competenceId });
  }
  if (created.length) await tx.competenceRequirement.createMany({ data: created });

  const unlisted = existing.filter((row) => row.manual && !listed.has(keyOf(row)));
  if (unlisted.length) {
    await tx.competenceRequirement.updateMany({
      where: { id: { in: unlisted.map(({ id }) => id) } },
      data: { manual: false },
    });
  }
  const synced = await syncRoleRequirements(
    tx,
    [...entries, ...unlisted].map(({ membershipId }) => membershipId),
  );
  return [...changed, ...unlisted.map(({ membershipId, competenceId }) => ({ membershipId, competenceId })), ...synced];
}
