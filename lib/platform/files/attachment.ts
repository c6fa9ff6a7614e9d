// The body of an attachment: files already uploaded, added to a record's own. Client-safe.
import { z } from "zod";

/** Ids of uploaded files of the organization to add to a record; those it has already stay once. */
export const fileAttachmentSchema = z.object({ fileIds: z.array(z.uuid()).min(1).max(20) });

export type FileAttachment = z.output<typeof fileAttachmentSchema>;

/** The ids as a relation's `connect`: connecting a file the record has already changes nothing. */
export const connectFiles = (input: FileAttachment) => [...new Set(input.fileIds)].map((id) => ({ id }));
