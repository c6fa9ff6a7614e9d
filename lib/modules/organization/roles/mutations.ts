import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { changedIds, serializePeopleWrites, touch } from "@/lib/platform/writes/serialize";
import { getRole } from "./data";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { syncRoleRequirements } from "./requirements";
import type { RoleInput } from "./schema";

const assertOwnLinks = (tx: Tx, org: OrgContext, input: RoleInput) =>
  assertOwnReferences(tx, org, [
    { model: "competence", ids: input.competenceIds, field: () => "competenceIds" },
    { model: "membership", ids: input.memberIds, field: () => "memberIds" },
  ]);

type Links = { competenceIds: string[]; memberIds: string[] };

/**
 * Sets the role's competences and members, then recomputes the requirements of the members this
 * affects: those added or taken off, or all of them before and after when the competences changed.
 */
async function writeLinks(tx: Tx, roleId: string, input: RoleInput, before: Links) {
  await tx.roleCompetence.deleteMany({ where: { roleId, competenceId: { notIn: input.competenceIds } } });
  await tx.roleCompetence.createMany({
    data: input.competenceIds.map((competenceId) => ({ roleId, competenceId })),
    skipDuplicates: true,
  });
  await tx.roleMember.deleteMany({ where: { roleId, membershipId: { notIn: input.memberIds } } });
  await tx.roleMember.createMany({
    data: input.memberIds.map((membershipId) => ({ roleId, membershipId })),
    skipDuplicates: true,
  });
  const moved = changedIds(before.memberIds, input.memberIds);
  const competencesChanged = changedIds(before.competenceIds, input.competenceIds).length > 0;
  const changed = await syncRoleRequirements(
    tx,
    competencesChanged ? [...before.memberIds, ...input.memberIds] : moved,
  );
  await touch(tx.membership, [...moved, ...changed.map(({ membershipId }) => membershipId)]);
}

const roles = recordWrites({
  table: (tx) => tx.role,
  get: getRole,
  serialize: (tx, org) => serializePeopleWrites(tx, org.organizationId),
  checkLinks: assertOwnLinks,
  dependents: async (tx, _org, id) => ({ members: await tx.roleMember.count({ where: { roleId: id } }) }),
});

export const createRole = (org: OrgContext, input: RoleInput) =>
  roles.create(org, input, async (tx) => {
    const created = await tx.role.create({
      data: { organizationId: org.organizationId, name: input.name, description: input.description },
      select: { id: true },
    });
    await writeLinks(tx, created.id, input, { competenceIds: [], memberIds: [] });
    return created.id;
  });

export const updateRole = (org: OrgContext, id: string, input: RoleInput) =>
  roles.update(org, id, input, async (tx) => {
    const before = await tx.role.update({
      where: { id },
      data: { name: input.name, description: input.description },
      select: { competences: { select: { competenceId: true } }, members: { select: { membershipId: true } } },
    });
    await writeLinks(tx, id, input, {
      competenceIds: before.competences.map(({ competenceId }) => competenceId),
      memberIds: before.members.map(({ membershipId }) => membershipId),
    });
  });

/** Out of the lists and pickers once no member holds the role; its history stays. */
export const archiveRole = (org: OrgContext, id: string) =>
  roles.retire(org, id, {}, async (tx) => {
    await tx.role.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived role back in the list and the pickers. */
export const restoreRole = (org: OrgContext, id: string) => roles.restore(org, id);
