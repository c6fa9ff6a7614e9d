import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import type { Frequency } from "@/lib/generated/prisma/enums";
import { serializePeopleWrites, touch } from "@/lib/platform/writes/serialize";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { setListedRequirements } from "@/lib/modules/organization/roles/requirements";
import { getCompetence } from "./data";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";
import type { CompetenceInput } from "./schema";

const assertOwnLinks = (tx: Tx, org: OrgContext, input: CompetenceInput) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    {
      model: "membership",
      ids: input.memberAssignments.map(({ memberId }) => memberId),
      field: (index) => `memberAssignments.${index}.memberId`,
    },
  ]);

const filesOf = (input: CompetenceInput) => [...new Set(input.fileIds)].map((id) => ({ id }));

const fieldsOf = (input: CompetenceInput) => ({
  name: input.name,
  description: input.description,
  frequency: input.frequency,
});

/** The manual assignments; touches the members whose forms this changes. */
async function writeAssignments(tx: Tx, org: OrgContext, competenceId: string, input: CompetenceInput) {
  const changed = await setListedRequirements(
    tx,
    org,
    { competenceId },
    input.memberAssignments.map(({ memberId, ...dates }) => ({ ...dates, membershipId: memberId, competenceId })),
    (index) => `memberAssignments.${index}`,
  );
  await touch(
    tx.membership,
    changed.map(({ membershipId }) => membershipId),
  );
}

/** A new frequency moves the next due date of everyone who holds the competence. */
async function refreshNextDueDates(tx: Tx, competenceId: string, frequency: Frequency) {
  const dates = await tx.competenceRequirement.findMany({
    where: { competenceId, lastAcquisitionDate: { not: null } },
    select: { lastAcquisitionDate: true },
    distinct: ["lastAcquisitionDate"],
  });
  for (const { lastAcquisitionDate } of dates) {
    await tx.competenceRequirement.updateMany({
      where: { competenceId, lastAcquisitionDate },
      data: { nextDueDate: nextDueDate(lastAcquisitionDate, frequency) },
    });
  }
}

const competences = recordWrites({
  table: (tx) => tx.competence,
  get: getCompetence,
  serialize: (tx, org) => serializePeopleWrites(tx, org.organizationId),
  checkLinks: assertOwnLinks,
  dependents: async (tx, _org, id) => ({
    roles: await tx.roleCompetence.count({ where: { competenceId: id } }),
    members: await tx.competenceRequirement.count({ where: { competenceId: id } }),
  }),
});

export const createCompetence = (org: OrgContext, input: CompetenceInput) =>
  competences.create(org, input, async (tx) => {
    const created = await tx.competence.create({
      data: { organizationId: org.organizationId, ...fieldsOf(input), files: { connect: filesOf(input) } },
      select: { id: true },
    });
    await writeAssignments(tx, org, created.id, input);
    return created.id;
  });

export const updateCompetence = (org: OrgContext, id: string, input: CompetenceInput) =>
  competences.update(org, id, input, async (tx) => {
    const before = await tx.competence.findUniqueOrThrow({ where: { id }, select: { frequency: true } });
    await tx.competence.update({ where: { id }, data: { ...fieldsOf(input), files: { set: filesOf(input) } } });
    await writeAssignments(tx, org, id, input);
    if (before.frequency !== input.frequency) await refreshNextDueDates(tx, id, input.frequency);
  });

/** Out of the lists and pickers once no role asks for it and no member must hold it; its history stays. */
export const archiveCompetence = (org: OrgContext, id: string) =>
  competences.retire(org, id, {}, async (tx) => {
    await tx.competence.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived competence back in the list and the pickers. */
export const restoreCompetence = (org: OrgContext, id: string) => competences.restore(org, id);
