import "server-only";
import { duplicate, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { changedIds, serializePeopleWrites, touch } from "@/lib/platform/writes/serialize";
import { assertOwnReferences, type Reference } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { setListedRequirements, syncRoleRequirements } from "@/lib/modules/organization/roles/requirements";
import { getMember } from "./data";
import { sendInvitation } from "./invitation";
import type { MemberCreateInput, MemberUpdateInput } from "./schema";

type MemberLinks = Pick<MemberUpdateInput, "areaId" | "roleIds" | "competenceRequirements">;

const references = (input: MemberLinks): Reference[] => [
  { model: "area", ids: [input.areaId], field: () => "areaId" },
  { model: "role", ids: input.roleIds, field: () => "roleIds" },
  {
    model: "competence",
    ids: input.competenceRequirements.map((entry) => entry.competenceId),
    field: (index) => `competenceRequirements.${index}.competenceId`,
  },
];

/** The member's roles and listed requirements; touches the roles and competences whose forms this changes. */
async function writeLinks(tx: Tx, membershipId: string, input: MemberLinks) {
  const before = await tx.roleMember.findMany({ where: { membershipId }, select: { roleId: true } });
  await tx.roleMember.deleteMany({ where: { membershipId, roleId: { notIn: input.roleIds } } });
  await tx.roleMember.createMany({
    data: input.roleIds.map((roleId) => ({ roleId, membershipId })),
    skipDuplicates: true,
  });
  const changed = [
    ...(await syncRoleRequirements(tx, [membershipId])),
    ...(await setListedRequirements(
      tx,
      { membershipId },
      input.competenceRequirements.map((entry) => ({ ...entry, membershipId })),
    )),
  ];
  await touch(
    tx.role,
    changedIds(
      before.map(({ roleId }) => roleId),
      input.roleIds,
    ),
  );
  await touch(
    tx.competence,
    changed.map(({ competenceId }) => competenceId),
  );
}

/**
 * A person's name is theirs in every organization; an organization may change it only while the
 * person belongs to no other tenant.
 */
async function renameUser(tx: Tx, org: OrgContext, userId: string, name: string) {
  const elsewhere = await tx.membership.count({
    where: { userId, organization: { holdingId: { not: org.holdingId } } },
  });
  if (elsewhere)
    throw validationFailed({ name: "This person also belongs to another organization; only they can change the name" });
  await tx.user.update({ where: { id: userId }, data: { name } });
}

const members = recordWrites({
  table: (tx) => tx.membership,
  get: getMember,
  serialize: (tx, org) => serializePeopleWrites(tx, org.organizationId),
  checkLinks: (tx, org, input: MemberLinks) => assertOwnReferences(tx, org, references(input)),
});

/**
 * Adds a person to the organization: an existing account (matched by e-mail) becomes a member,
 * otherwise an account without password is made and invited once everything is committed.
 */
export const createMember = (org: OrgContext, input: MemberCreateInput, baseUrl: string) =>
  members.create(org, input, async (tx, afterCommit) => {
    const account = { id: true, passwordHash: true } as const;
    const user =
      (await tx.user.findUnique({ where: { email: input.email }, select: account })) ??
      (await tx.user.create({ data: { email: input.email, name: input.name }, select: account }));
    const existing = await tx.membership.findUnique({
      where: { userId_organizationId: { userId: user.id, organizationId: org.organizationId } },
      select: { id: true },
    });
    if (existing) {
      throw duplicate(
        { email: "Already a member of this organization" },
        "This person is already a member of the organization",
      );
    }
    const membership = await tx.membership.create({
      data: {
        userId: user.id,
        organizationId: org.organizationId,
        scopes: input.scopes,
        jobTitle: input.jobTitle,
        areaId: input.areaId,
      },
      select: { id: true, organization: { select: { name: true } } },
    });
    await writeLinks(tx, membership.id, input);
    // someone invited before who never chose a password gets a fresh link
    if (!user.passwordHash) {
      const invitee = { userId: user.id, email: input.email, organizationName: membership.organization.name };
      afterCommit(() => sendInvitation(invitee, baseUrl));
    }
    return membership.id;
  });

export const updateMember = (org: OrgContext, id: string, input: MemberUpdateInput) =>
  members.update(org, id, input, async (tx) => {
    const member = await tx.membership.update({
      where: { id },
      data: { scopes: input.scopes, jobTitle: input.jobTitle, areaId: input.areaId },
      select: { userId: true, user: { select: { name: true } } },
    });
    if (member.user.name !== input.name) await renameUser(tx, org, member.userId, input.name);
    await writeLinks(tx, id, input);
  });
