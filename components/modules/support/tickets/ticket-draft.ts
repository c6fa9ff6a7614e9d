// The support ticket's draft on the phone, kept and sent once by the quick actions' draft
// (useOfflineDraft): its key is the ticket's id, which the server recognises when the same ticket
// comes again. Pure.
import type { DraftBase } from "@/components/modules/quick-actions/draft-store";
import type { KeptFile } from "@/components/modules/quick-actions/kept-file";

export type TicketDraft = DraftBase & {
  subject: string;
  message: string;
  /** the page the person came from (`?from=`) */
  page: string;
  /** screenshots, photos or files: uploaded (their file id) or still only on the phone */
  files: KeptFile[];
};

export const freshDraft = (page = ""): TicketDraft => ({
  key: crypto.randomUUID(),
  sending: false,
  subject: "",
  message: "",
  page,
  files: [],
});

/** True when the draft holds something the person typed or chose. */
export const hasContent = (draft: TicketDraft) =>
  draft.subject.trim() !== "" || draft.message.trim() !== "" || draft.files.length > 0;

/** The ticket as the API takes it. */
export const bodyOf = (draft: TicketDraft) => ({
  id: draft.key,
  subject: draft.subject,
  message: draft.message,
  page: draft.page || null,
  fileIds: draft.files.flatMap((file) => (file.fileId ? [file.fileId] : [])),
});
