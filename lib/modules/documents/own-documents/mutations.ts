import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { earlierRecord } from "@/lib/platform/writes/idempotency";
import { recordWrites } from "@/lib/platform/writes/records";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";
import { getOwnDocument } from "./data";
import type { OwnDocumentCreate, OwnDocumentInput } from "./schema";

const assertOwnLinks = (tx: Tx, org: OrgContext, input: OwnDocumentInput) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "actingMember", ids: input.ownerId ? [input.ownerId] : [], field: () => "ownerId" },
  ]);

const filesOf = (input: OwnDocumentInput) => [...new Set(input.fileIds)].map((id) => ({ id }));
const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

/** The next review: as entered, else one recurrence after the valid-from date (none for "once"). */
function nextReview(input: OwnDocumentInput) {
  if (input.nextReviewDate) return day(input.nextReviewDate);
  return input.reviewRecurrence ? nextDueDate(day(input.validFrom), input.reviewRecurrence) : null;
}

const fieldsOf = (input: OwnDocumentInput) => ({
  title: input.title,
  category: input.category,
  description: input.description,
  ownerId: input.ownerId,
  versionLabel: input.versionLabel,
  validFrom: day(input.validFrom),
  reviewRecurrence: input.reviewRecurrence,
  nextReviewDate: nextReview(input),
  isoStandards: input.isoStandards,
  isoClause: input.isoClause,
});

const ownDocuments = recordWrites({
  table: (tx) => tx.ownDocument,
  get: getOwnDocument,
  checkLinks: assertOwnLinks,
});

/**
 * A new document. With an id the client chose (a phone's draft) that names a document of the
 * organization already, it answers that one and writes nothing; an id of another tenant's is taken
 * (409).
 */
export const createOwnDocument = (org: OrgContext, input: OwnDocumentCreate) =>
  ownDocuments.create(org, input, async (tx) => {
    const earlier = await earlierRecord(tx, "own-document", org.organizationId, input.id, (id) =>
      tx.ownDocument.findFirst({ where: { id, organizationId: org.organizationId }, select: { id: true } }),
    );
    if (earlier) return earlier;
    const created = await tx.ownDocument.create({
      data: {
        ...(input.id && { id: input.id }),
        organizationId: org.organizationId,
        ...fieldsOf(input),
        files: { connect: filesOf(input) },
      },
      select: { id: true },
    });
    return created.id;
  });

export const updateOwnDocument = (org: OrgContext, id: string, input: OwnDocumentInput) =>
  ownDocuments.update(org, id, input, async (tx) => {
    await tx.ownDocument.update({ where: { id }, data: { ...fieldsOf(input), files: { set: filesOf(input) } } });
  });

/** Out of the list; the document, its files and its history stay. */
export const archiveOwnDocument = (org: OrgContext, id: string) =>
  ownDocuments.retire(org, id, {}, async (tx) => {
    await tx.ownDocument.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived document back in the list. */
export const restoreOwnDocument = (org: OrgContext, id: string) => ownDocuments.restore(org, id);
