// The support ticket's draft on the phone: kept in localStorage after every change, so a ticket
// written without a connection (or in a tab that was closed) is not lost and is sent exactly once:
// the draft keeps the ticket's id, which the server recognises when the same ticket comes again.
import { downscale } from "@/components/modules/evaluation/events/report-draft";

/** A screenshot, photo or file of the draft: uploaded (its file id) or still only on the phone (a data URL). */
export type DraftFile = { name: string; dataUrl: string; fileId?: string };

export type TicketDraft = {
  id: string;
  subject: string;
  message: string;
  /** the page the person came from (`?from=`) */
  page: string;
  files: DraftFile[];
  /** the person pressed Send: the draft goes as soon as the connection allows */
  sending: boolean;
};

/** A file other than a picture is kept on the phone as it is; beyond this it would fill the phone's storage. */
const MAX_KEPT_FILE_BYTES = 2 * 1024 * 1024;

const storageKey = (organizationId: string) => `ehs.support-ticket.${organizationId}`;

export const freshDraft = (page = ""): TicketDraft => ({
  id: crypto.randomUUID(),
  subject: "",
  message: "",
  page,
  files: [],
  sending: false,
});

export function loadDraft(organizationId: string): TicketDraft | null {
  try {
    const text = window.localStorage.getItem(storageKey(organizationId));
    return text ? { ...freshDraft(), ...(JSON.parse(text) as Partial<TicketDraft>) } : null;
  } catch {
    return null;
  }
}

export function saveDraft(organizationId: string, draft: TicketDraft) {
  try {
    window.localStorage.setItem(storageKey(organizationId), JSON.stringify(draft));
  } catch {
    // a full storage keeps the draft in memory only; the screen still sends it
  }
}

export const clearDraft = (organizationId: string) => window.localStorage.removeItem(storageKey(organizationId));

/** True when the draft holds something the person typed or chose. */
export const hasContent = (draft: TicketDraft) =>
  draft.subject.trim() !== "" || draft.message.trim() !== "" || draft.files.length > 0;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * A chosen file as the draft keeps it: a picture made small enough to keep and to send over a weak
 * connection, any other file as it is; null when it is too large to keep.
 */
export async function keptFile(file: File): Promise<DraftFile | null> {
  if (file.type.startsWith("image/")) return { name: file.name, dataUrl: await downscale(file) };
  if (file.size > MAX_KEPT_FILE_BYTES) return null;
  return { name: file.name, dataUrl: await readAsDataUrl(file) };
}

/**
 * A kept file as a file to upload. The data URL is decoded here: fetching it would be a request the
 * page's content security policy (connect-src) refuses. A downscaled picture is a JPEG.
 */
export function uploadable(kept: DraftFile): File {
  const comma = kept.dataUrl.indexOf(",");
  const type = /^data:([^;,]+)/.exec(kept.dataUrl)?.[1] ?? "application/octet-stream";
  const bytes = Uint8Array.from(atob(kept.dataUrl.slice(comma + 1)), (character) => character.charCodeAt(0));
  const name = type === "image/jpeg" ? kept.name.replace(/\.[^.]*$/, "") + ".jpg" : kept.name;
  return new File([bytes], name, { type });
}
