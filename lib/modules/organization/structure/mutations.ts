import "server-only";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { forbidden, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
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
  await db().$transaction(async (tx: Tx) => {
    await assertOwnLogo(tx, org, input);
    const current = await tx.organization.findUniqueOrThrow({
      where: { id: org.organizationId },
      select: { featureAccess: true },
    });
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
  const created = await db().$transaction(async (tx: Tx) => {
    const parent = await tx.organization.findUniqueOrThrow({
      where: { id: org.organizationId },
      select: { type: true, featureAccess: true },
    });
    if (parent.type === "DEPARTMENT") throw validationFailed({ parentId: "A department cannot have subsidiaries" });
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

const departments = recordWrites({
  table: (tx) => tx.organization,
  get: getDepartment,
  where: (org, id) => ({ id, parentId: org.organizationId, type: "DEPARTMENT" }),
});

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

export function createArea(org: OrgContext, input: z.output<typeof areaInputSchema>) {
  return db().area.create({
    data: { organizationId: org.organizationId, name: input.name, description: input.description },
    select: { id: true, name: true, description: true, createdDate: true, lastModifiedDate: true },
  });
}

export async function updateArea(org: OrgContext, areaId: string, input: z.output<typeof areaInputSchema>) {
  return db().$transaction(async (tx: Tx) => {
    await lockIfFresh(tx.area, { id: areaId, organizationId: org.organizationId }, input.lastModifiedDate);
    return tx.area.update({
      where: { id: areaId },
      data: { name: input.name, description: input.description },
      select: { id: true, name: true, description: true, createdDate: true, lastModifiedDate: true },
    });
  });
}
