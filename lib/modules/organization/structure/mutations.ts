import "server-only";
import { translator } from "@/lib/platform/i18n/translator";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { forbidden, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { auditedTransaction } from "@/lib/platform/writes/audit";
import type { z } from "zod";
import { getDepartment, getOrganization, getOrganizationInHolding } from "./data";
import { descendantIds } from "./tree";
import type { areaInputSchema, DepartmentInput, OrganizationInput } from "./schema";

async function assertNaceCode(code: string | null) {
  if (code && !(await db().naceCode.findUnique({ where: { code }, select: { code: true } }))) {
    throw validationFailed({ naceCode: "Unknown NACE code" });
  }
}

/** The logo must be a file of the organization that the form is saved in. */
const assertOwnLogo = (tx: Tx, org: OrgContext, input: OrganizationInput) =>
  assertOwnReferences(tx, org, [{ model: "storedFile", ids: [input.logoFileId ?? null], field: () => "logoFileId" }]);

const locationOf = (input: DepartmentInput) => ({
  address: input.address,
  zipCode: input.zipCode,
  city: input.city,
  countryAlpha2: input.countryAlpha2,
});

export async function updateOrganization(org: OrgContext, input: OrganizationInput) {
  await assertNaceCode(input.naceCode);
  await auditedTransaction(org.user, async (tx: Tx) => {
    await assertOwnLogo(tx, org, input);
    const current = await tx.organization.findUniqueOrThrow({
      where: { id: org.organizationId },
      select: { featureAccess: true, type: true },
    });
    if (input.requireTwoFactorForManagers && current.type !== "HOLDING") {
      const message = translator(org.user.language)("organization.form.twoFactorHoldingOnly");
      throw validationFailed({ requireTwoFactorForManagers: message }, message);
    }
    if (
      input.featureAccess &&
      input.featureAccess !== current.featureAccess &&
      !org.user.systemScopes.includes("MANAGE")
    ) {
      throw forbidden("Only a system manager may change the feature access");
    }
    await lockIfFresh(tx.organization, { id: org.organizationId }, input.lastModifiedDate);
    await tx.organization.update({
      where: { id: org.organizationId },
      data: {
        name: input.name,
        naceCode: input.naceCode,
        logoFileId: input.logoFileId ?? null,
        featureAccess: input.featureAccess ?? current.featureAccess,
        requireTwoFactorForManagers: input.requireTwoFactorForManagers,
        ...locationOf(input),
      },
    });
    if (input.featureAccess && input.featureAccess !== current.featureAccess) {
      // feature access belongs to the organization and its own descendants, never to its siblings
      await tx.organization.updateMany({
        where: { id: { in: await descendantIds(tx, org.organizationId) } },
        data: { featureAccess: input.featureAccess },
      });
    }
  });
  return getOrganization(org);
}

/** A subsidiary under the organization, with the parent's feature access. */
export async function createSubsidiary(org: OrgContext, input: OrganizationInput) {
  await assertNaceCode(input.naceCode);
  const created = await auditedTransaction(org.user, async (tx: Tx) => {
    const parent = await tx.organization.findUniqueOrThrow({
      where: { id: org.organizationId },
      select: { type: true, featureAccess: true },
    });
    if (parent.type === "DEPARTMENT")
      throw validationFailed({ parentId: translator(org.user.language)("organization.errors.departmentChildren") });
    await assertOwnLogo(tx, org, input);
    return tx.organization.create({
      data: {
        name: input.name,
        type: "SUBSIDIARY",
        parentId: org.organizationId,
        holdingId: org.holdingId,
        naceCode: input.naceCode,
        logoFileId: input.logoFileId ?? null,
        featureAccess: parent.featureAccess,
        ...locationOf(input),
      },
      select: { id: true },
    });
  });
  return getOrganizationInHolding(org.holdingId, created.id);
}

/**
 * What keeps an organization (department or subsidiary) from being archived: anything of its own
 * that is still in use. Archived records of its own do not count.
 */
async function organizationDependents(tx: Tx, id: string) {
  const live = { organizationId: id, archivedDate: null };
  return {
    organizations: await tx.organization.count({ where: { parentId: id, archivedDate: null } }),
    members: await tx.membership.count({ where: { organizationId: id } }),
    roles: await tx.role.count({ where: live }),
    competences: await tx.competence.count({ where: live }),
    areas: await tx.area.count({ where: live }),
    stakeholders: await tx.stakeholderAssociation.count({ where: live }),
  };
}

const departments = recordWrites({
  table: (tx) => tx.organization,
  get: getDepartment,
  where: (org, id) => ({ id, parentId: org.organizationId, type: "DEPARTMENT" }),
  dependents: (tx, _org, id) => organizationDependents(tx, id),
});

const subsidiaries = recordWrites({
  table: (tx) => tx.organization,
  get: (org, id) => getOrganizationInHolding(org.holdingId, id),
  where: (org, id) => ({ id, parentId: org.organizationId, type: "SUBSIDIARY" }),
  dependents: (tx, _org, id) => organizationDependents(tx, id),
});

const archiveOrganizationRow = async (tx: Tx, id: string) => {
  await tx.organization.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
};

/** A department or subsidiary of the organization leaves the structure once nothing of its own is in use. */
export const archiveDepartment = (org: OrgContext, id: string) =>
  departments.retire(org, id, {}, (tx) => archiveOrganizationRow(tx, id));

export const archiveSubsidiary = (org: OrgContext, id: string) =>
  subsidiaries.retire(org, id, {}, (tx) => archiveOrganizationRow(tx, id));

/** An archived department back in the structure, the switcher and the menus. */
export const restoreDepartment = (org: OrgContext, id: string) => departments.restore(org, id);

/** An archived subsidiary back in the structure; its departments, archived before it, are restored one by one. */
export const restoreSubsidiary = (org: OrgContext, id: string) => subsidiaries.restore(org, id);

export const createDepartment = (org: OrgContext, input: DepartmentInput) =>
  departments.create(org, input, async (tx) => {
    const parent = await tx.organization.findUniqueOrThrow({
      where: { id: org.organizationId },
      select: { featureAccess: true },
    });
    const created = await tx.organization.create({
      data: {
        name: input.name,
        type: "DEPARTMENT",
        parentId: org.organizationId,
        holdingId: org.holdingId,
        featureAccess: parent.featureAccess,
        ...locationOf(input),
      },
      select: { id: true },
    });
    return created.id;
  });

export const updateDepartment = (org: OrgContext, departmentId: string, input: DepartmentInput) =>
  departments.update(org, departmentId, input, async (tx) => {
    await tx.organization.update({ where: { id: departmentId }, data: { name: input.name, ...locationOf(input) } });
  });

const areaSelect = {
  id: true,
  name: true,
  description: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
} as const;

export function createArea(org: OrgContext, input: z.output<typeof areaInputSchema>) {
  return auditedTransaction(org.user, (tx) =>
    tx.area.create({
      data: { organizationId: org.organizationId, name: input.name, description: input.description },
      select: areaSelect,
    }),
  );
}

const areas = recordWrites({
  table: (tx) => tx.area,
  get: (org, id) =>
    db().area.findFirstOrThrow({ where: { id, organizationId: org.organizationId }, select: areaSelect }),
  dependents: async (tx, _org, id) => ({ members: await tx.membership.count({ where: { areaId: id } }) }),
});

/** Out of the member form's choices once no member works there; its history stays. */
export const archiveArea = (org: OrgContext, id: string) =>
  areas.retire(org, id, {}, async (tx) => {
    await tx.area.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived work area back among the member form's choices. */
export const restoreArea = (org: OrgContext, id: string) => areas.restore(org, id);

export async function updateArea(org: OrgContext, areaId: string, input: z.output<typeof areaInputSchema>) {
  return auditedTransaction(org.user, async (tx: Tx) => {
    await lockIfFresh(tx.area, { id: areaId, organizationId: org.organizationId }, input.lastModifiedDate);
    return tx.area.update({
      where: { id: areaId },
      data: { name: input.name, description: input.description },
      select: areaSelect,
    });
  });
}
