import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { connectFiles, type FileAttachment } from "@/lib/platform/files/attachment";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { getMachine } from "./data";

const attachments = recordWrites({
  table: (tx) => tx.machine,
  get: getMachine,
  checkLinks: (tx: Tx, org: OrgContext, input: FileAttachment) =>
    assertOwnReferences(tx, org, [{ model: "storedFile", ids: input.fileIds, field: () => "fileIds" }]),
});

/**
 * Adds uploaded files to a machine's documents (a photo or a file from a phone) and leaves the
 * others as they are. A file the machine has already stays once, so a repeated request (a draft sent
 * again after a lost answer) changes nothing.
 */
export const attachMachineFiles = (org: OrgContext, id: string, input: FileAttachment) =>
  attachments.update(org, id, input, async (tx) => {
    await tx.machine.update({ where: { id }, data: { files: { connect: connectFiles(input) } } });
  });
