import "server-only";
import { translator } from "@/lib/platform/i18n/translator";
import { duplicate, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { changedIds, serializePeopleWrites, touch } from "@/lib/platform/writes/serialize";
import { assertOwnReferences, type Reference } from "@/lib/platform/tenancy/references";
import { recordWrites, type AfterCommit } from "@/lib/platform/writes/records";
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
async function writeLinks(tx: Tx, org: OrgContext, membershipId: string, input: MemberLinks) {
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
      org,
      { membershipId },
      input.competenceRequirements.map((entry) => ({ ...entry, membershipId })),
      (index) => `competenceRequirements.${index}`,
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

const members = recordWrites({
  table: (tx) => tx.membership,
  get: getMember,
  serialize: (tx, org) => serializePeopleWrites(tx, org.organizationId),
  checkLinks: (tx, org, input: MemberLinks) => assertOwnReferences(tx, org, references(input)),
});

/**
 * Invites a person to the organization. The membership is INVITED until the person accepts it, and
 * the organization sees only what it typed itself (the address and its name for the person), so
 * the answer is the same whether or not the address already had an account. A new address gets
 * an account without password, named as typed, and once everything is committed a link to choose
 * a password (choosing it accepts). An existing account keeps its own name and accepts when signed in.
 */
const insertMember =
  (org: OrgContext, input: MemberCreateInput, baseUrl: string) =>
  async (tx: Tx, afterCommit: AfterCommit): Promise<string> => {
    const account = { id: true } as const;
    const user = await tx.user.upsert({
      where: { email: input.email },
      create: { email: input.email, name: input.name },
      update: {},
      select: account,
    });
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
        status: "INVITED",
        invitedName: input.name,
      },
      select: { id: true, organization: { select: { name: true } } },
    });
    await writeLinks(tx, org, membership.id, input);
    // a link to choose a password, or for someone who can sign in a notice to answer on the profile
    const invitee = {
      userId: user.id,
      membershipId: membership.id,
      email: input.email,
      organizationName: membership.organization.name,
    };
    afterCommit(() => sendInvitation(invitee, baseUrl));
    return membership.id;
  };

export const createMember = (org: OrgContext, input: MemberCreateInput, baseUrl: string) =>
  members.create(org, input, insertMember(org, input, baseUrl));

/**
 * Several people at once (an import), each exactly as `createMember` adds one, in one transaction:
 * all or none. A failure is a RecordFailure naming the input.
 */
export const createMembers = (
  org: OrgContext,
  inputs: MemberCreateInput[],
  baseUrl: string,
  progress?: (done: number, total: number) => void,
) => members.createMany(org, inputs, (input) => insertMember(org, input, baseUrl), progress);

/**
 * While the person has not accepted, the name is the organization's own and can change here; after
 * that it is the person's, changed only by them on their profile.
 */
export const updateMember = (org: OrgContext, id: string, input: MemberUpdateInput) =>
  members.update(org, id, input, async (tx) => {
    const { status, userName } = await tx.membership.findUniqueOrThrow({
      where: { id },
      select: { status: true, userName: true },
    });
    if (status === "ACTIVE" && userName !== input.name)
      throw validationFailed({ name: translator(org.user.language)("people.errors.nameOwned") });
    await tx.membership.update({
      where: { id },
      data: {
        scopes: input.scopes,
        jobTitle: input.jobTitle,
        areaId: input.areaId,
        ...(status === "INVITED" ? { invitedName: input.name } : {}),
      },
    });
    await writeLinks(tx, org, id, input);
  });
