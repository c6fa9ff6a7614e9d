import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { connectFiles, type FileAttachment } from "@/lib/platform/files/attachment";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { getInspection } from "./data";
import { serializeControlBookWrites } from "./serialize";

const attachments = recordWrites({
  table: (tx) => tx.inspection,
  get: getInspection,
  serialize: (tx, org) => serializeControlBookWrites(tx, org.organizationId),
  checkLinks: (tx: Tx, org: OrgContext, input: FileAttachment) =>
    assertOwnReferences(tx, org, [{ model: "storedFile", ids: input.fileIds, field: () => "fileIds" }]),
});

/**
 * Adds uploaded files to an inspection's (a report or a photo from a phone), pending or done, and
 * leaves the others as they are. A file it has already stays once, so a repeated request (a draft
 * sent again after a lost answer) changes nothing.
 */
export const attachInspectionFiles = (org: OrgContext, id: string, input: FileAttachment) =>
  attachments.update(org, id, input, async (tx) => {
    await tx.inspection.update({ where: { id }, data: { files: { connect: connectFiles(input) } } });
  });
