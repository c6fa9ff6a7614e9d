// A requirement's lastAcquisitionDate is the latest of the member's acquisitions of the competence:
// these functions read it and keep the requirement (and its next due date) in step, inside the
// transaction of whichever write records, removes or (through a role) recreates them.
import "server-only";
import type { Tx } from "@/lib/platform/db";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";

export type AcquisitionKey = { membershipId: string; competenceId: string };

export const acquisitionKey = ({ membershipId, competenceId }: AcquisitionKey) => `${membershipId}/${competenceId}`;

/** The latest acquisition date on record per member and competence, for the keys asked for. */
export async function latestAcquisitions(tx: Tx, keys: AcquisitionKey[]): Promise<Map<string, Date>> {
  if (!keys.length) return new Map();
  const rows = await tx.competenceAcquisition.groupBy({
    by: ["membershipId", "competenceId"],
    where: {
      membershipId: { in: [...new Set(keys.map(({ membershipId }) => membershipId))] },
      competenceId: { in: [...new Set(keys.map(({ competenceId }) => competenceId))] },
    },
    _max: { acquiredOn: true },
  });
  return new Map(rows.map((row) => [acquisitionKey(row), row._max.acquiredOn!]));
}

/**
 * Sets the requirements of these members and competences (where they exist) to the latest
 * acquisition on record, or to none, with the next due date that follows from it.
 */
export async function followLatestAcquisitions(tx: Tx, keys: AcquisitionKey[]): Promise<void> {
  if (!keys.length) return;
  const latest = await latestAcquisitions(tx, keys);
  const requirements = await tx.competenceRequirement.findMany({
    where: { OR: keys.map(({ membershipId, competenceId }) => ({ membershipId, competenceId })) },
    select: {
      id: true,
      membershipId: true,
      competenceId: true,
      lastAcquisitionDate: true,
      competence: { select: { frequency: true } },
    },
  });
  for (const requirement of requirements) {
    const last = latest.get(acquisitionKey(requirement)) ?? null;
    if (last?.getTime() === requirement.lastAcquisitionDate?.getTime()) continue;
    await tx.competenceRequirement.update({
      where: { id: requirement.id },
      data: { lastAcquisitionDate: last, nextDueDate: nextDueDate(last, requirement.competence.frequency) },
    });
  }
}
