import "server-only";
import { forbidden, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { actingMembershipOf } from "@/lib/platform/tenancy/acting-members";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { getDelegation, getOwnResponsibility } from "./data";
import type { DelegationInput, ResponsibilityInput } from "./schema";

const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

/** The responsibility must be the catalogue's or the organization's own, and still in use. */
async function assertResponsibility(tx: Tx, org: OrgContext, id: string) {
  const found = await tx.responsibility.count({
    where: { id, archivedDate: null, OR: [{ organizationId: null }, { organizationId: org.organizationId }] },
  });
  if (!found) throw validationFailed({ responsibilityId: "Unknown in this organization" });
}

const delegations = recordWrites({
  table: (tx) => tx.delegation,
  get: getDelegation,
  checkLinks: async (tx, org, input: DelegationInput) => {
    await assertOwnReferences(tx, org, [{ model: "actingMember", ids: [input.memberId], field: () => "memberId" }]);
    await assertResponsibility(tx, org, input.responsibilityId);
  },
});

const termsOf = (input: DelegationInput) => ({
  responsibilityId: input.responsibilityId,
  memberId: input.memberId,
  authority: input.authority,
  startDate: day(input.startDate)!,
  endDate: day(input.endDate),
});

export const createDelegation = (org: OrgContext, input: DelegationInput) =>
  delegations.create(org, input, async (tx) => {
    const delegator = await actingMembershipOf(tx, org);
    const created = await tx.delegation.create({
      data: {
        organizationId: org.organizationId,
        ...termsOf(input),
        delegatedById: delegator,
        delegatedByName: org.user.name,
      },
      select: { id: true },
    });
    return created.id;
  });

/**
 * New terms are accepted anew: a change of the member, the responsibility, the authority or the
 * dates clears the acceptance (the history keeps the one given before).
 */
export const updateDelegation = (org: OrgContext, id: string, input: DelegationInput) =>
  delegations.update(org, id, input, async (tx) => {
    const before = await tx.delegation.findUniqueOrThrow({ where: { id } });
    const terms = termsOf(input);
    const changed =
      before.responsibilityId !== terms.responsibilityId ||
      before.memberId !== terms.memberId ||
      (before.authority ?? null) !== (terms.authority ?? null) ||
      before.startDate.getTime() !== terms.startDate.getTime() ||
      (before.endDate?.getTime() ?? null) !== (terms.endDate?.getTime() ?? null);
    await tx.delegation.update({
      where: { id },
      data: { ...terms, ...(changed ? { acceptedDate: null, acceptedById: null, acceptedByName: null } : {}) },
    });
  });

// the acceptance names no other record: no links to check
const acceptances = recordWrites({ table: (tx) => tx.delegation, get: getDelegation });

/** The delegated member's acceptance: who and when. Nobody accepts for another; accepting twice keeps the first. */
export const acceptDelegation = (org: OrgContext, id: string, input: { lastModifiedDate?: string }) =>
  acceptances.update(org, id, input, async (tx) => {
    const delegation = await tx.delegation.findUniqueOrThrow({
      where: { id },
      select: { acceptedDate: true, archivedDate: true, member: { select: { userId: true } } },
    });
    if (delegation.member.userId !== org.user.id) throw forbidden("Only the delegated member may accept a delegation");
    if (delegation.archivedDate) throw validationFailed({ id: "The delegation is archived" });
    if (delegation.acceptedDate) return;
    await tx.delegation.update({
      where: { id },
      data: { acceptedDate: new Date(), acceptedById: org.user.id, acceptedByName: org.user.name },
    });
  });

export const archiveDelegation = (org: OrgContext, id: string) =>
  delegations.retire(org, id, {}, async (tx) => {
    await tx.delegation.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

export const restoreDelegation = (org: OrgContext, id: string) => delegations.restore(org, id);

const responsibilities = recordWrites({
  table: (tx) => tx.responsibility,
  get: getOwnResponsibility,
  // a responsibility someone holds keeps its holders: end their delegations first
  dependents: async (tx, org, id) => ({
    delegations: await tx.delegation.count({
      where: { responsibilityId: id, organizationId: org.organizationId, archivedDate: null },
    }),
  }),
});

const responsibilityFields = (input: ResponsibilityInput) => ({
  nameEn: input.nameEn,
  nameDa: input.nameDa,
  descriptionEn: input.descriptionEn,
  descriptionDa: input.descriptionDa,
  basis: input.basis,
  required: input.required,
});

export const createResponsibility = (org: OrgContext, input: ResponsibilityInput) =>
  responsibilities.create(org, input, async (tx) => {
    const last = await tx.responsibility.aggregate({
      where: { organizationId: org.organizationId },
      _max: { position: true },
    });
    const created = await tx.responsibility.create({
      data: {
        organizationId: org.organizationId,
        ...responsibilityFields(input),
        position: (last._max.position ?? -1) + 1,
      },
      select: { id: true },
    });
    return created.id;
  });

export const updateResponsibility = (org: OrgContext, id: string, input: ResponsibilityInput) =>
  responsibilities.update(org, id, input, async (tx) => {
    await tx.responsibility.update({ where: { id }, data: responsibilityFields(input) });
  });

export const archiveResponsibility = (org: OrgContext, id: string) =>
  responsibilities.retire(org, id, {}, async (tx) => {
    await tx.responsibility.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

export const restoreResponsibility = (org: OrgContext, id: string) => responsibilities.restore(org, id);
