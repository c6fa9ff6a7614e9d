import "server-only";
import { translator } from "@/lib/platform/i18n/translator";
import { ApiError, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { stakeholderData } from "@/lib/modules/admin/stakeholders/mutations";
import { getAssociation } from "./data";
import { resolveStakeholder } from "./resolve-stakeholder";
import type { AssociationCreateInput, AssociationUpdateInput } from "./schema";

const assessmentData = (input: AssociationUpdateInput | AssociationCreateInput) => ({
  needsAndExpectations: input.needsAndExpectations,
  relevance: input.relevance,
});

const associations = recordWrites({
  table: (tx) => tx.stakeholderAssociation,
  get: getAssociation,
  checkLinks: (tx, org, input: { fileIds: string[] }) =>
    assertOwnReferences(tx, org, [{ model: "storedFile", ids: input.fileIds, field: () => "fileIds" }]),
});

export const createAssociation = (org: OrgContext, input: AssociationCreateInput) =>
  associations.create(org, input, async (tx) => {
    const stakeholderId = await resolveStakeholder(tx, org, input);
    if (await tx.stakeholderAssociation.count({ where: { organizationId: org.organizationId, stakeholderId } })) {
      throw new ApiError(409, "duplicate", translator(org.user.language)("stakeholders.errors.exists"));
    }
    const created = await tx.stakeholderAssociation.create({
      data: {
        organizationId: org.organizationId,
        stakeholderId,
        ...assessmentData(input),
        files: { connect: input.fileIds.map((fileId) => ({ id: fileId })) },
      },
      select: { id: true },
    });
    return created.id;
  });

/**
 * An organization's own stakeholder belongs to exactly one association, so the association's
 * lastModifiedDate guards the edits of both.
 */
export const updateAssociation = (org: OrgContext, id: string, input: AssociationUpdateInput) =>
  associations.update(org, id, input, async (tx) => {
    if (input.stakeholder) {
      const { stakeholder } = await tx.stakeholderAssociation.findUniqueOrThrow({
        where: { id },
        select: { stakeholder: { select: { id: true, organizationId: true } } },
      });
      if (stakeholder.organizationId !== org.organizationId) {
        throw validationFailed({ stakeholder: translator(org.user.language)("stakeholders.errors.catalogueOnly") });
      }
      await tx.stakeholder.update({ where: { id: stakeholder.id }, data: stakeholderData(input.stakeholder) });
    }
    await tx.stakeholderAssociation.update({
      where: { id },
      data: { ...assessmentData(input), files: { set: input.fileIds.map((fileId) => ({ id: fileId })) } },
    });
  });

/** Nothing depends on an association: it leaves the list, its history stays. */
export const archiveAssociation = (org: OrgContext, id: string) =>
  associations.retire(org, id, {}, async (tx) => {
    await tx.stakeholderAssociation.updateMany({
      where: { id, archivedDate: null },
      data: { archivedDate: new Date() },
    });
  });

/** An archived stakeholder back in the list. */
export const restoreAssociation = (org: OrgContext, id: string) => associations.restore(org, id);
