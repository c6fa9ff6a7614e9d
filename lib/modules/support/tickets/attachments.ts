// The screenshot or file a ticket carries. Anyone who may send a ticket may upload for it (the
// organization's own upload needs EDIT), so what a ticket may attach is held tight: only files the
// sender uploaded, of this organization, small enough to travel by e-mail. Otherwise a member could
// mail the organization's documents out by naming their ids.
import "server-only";
import { ApiError, validationFailed, type FieldErrors } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { createFile } from "@/lib/platform/files/mutations";
import { fileStorage } from "@/lib/platform/files/storage";
import type { Upload } from "@/lib/platform/files/upload";
import type { MailAttachment } from "@/lib/platform/mail/deliver";

/** What a ticket's files may weigh together: most mail servers take messages of this size. */
const MAX_TICKET_BYTES = 10 * 1024 * 1024;

const tooLarge = () =>
  new ApiError(413, "file_too_large", `A support ticket's files may be at most ${MAX_TICKET_BYTES / 1024 / 1024} MB`);

/** One upload for a ticket, read and checked by content like every upload (`readUpload`), within the ticket's limit. */
export async function storeTicketFile(org: OrgContext, upload: Upload) {
  if (upload.bytes.length > MAX_TICKET_BYTES) throw tooLarge();
  // not standalone: a file no ticket came to name is swept a day later
  return createFile(org, upload, false);
}

/** 422 naming `fileIds.<n>` for an id that is not the sender's own upload in this organization. */
export async function assertTicketFiles(tx: Tx, org: OrgContext, fileIds: string[]): Promise<void> {
  if (!fileIds.length) return;
  const files = await tx.storedFile.findMany({
    where: { id: { in: fileIds }, organizationId: org.organizationId, createdById: org.user.id, deleted: false },
    select: { id: true, size: true },
  });
  const known = new Map(files.map((file) => [file.id, file.size]));
  const fields: FieldErrors = {};
  const unknown = fileIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) fields[`fileIds.${unknown}`] = "Unknown in this organization";
  else if (files.reduce((sum, file) => sum + file.size, 0) > MAX_TICKET_BYTES) {
    fields.fileIds = `Together at most ${MAX_TICKET_BYTES / 1024 / 1024} MB`;
  }
  if (Object.keys(fields).length) throw validationFailed(fields);
}

/** The files as the e-mail carries them, read from storage. */
export async function mailAttachments(
  files: { name: string; contentType: string; storageKey: string }[],
): Promise<MailAttachment[]> {
  const attachments: MailAttachment[] = [];
  for (const file of files) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of await fileStorage().read(file.storageKey)) chunks.push(chunk);
    attachments.push({ filename: file.name, content: Buffer.concat(chunks), contentType: file.contentType });
  }
  return attachments;
}
