// The reporting form's draft on the phone: kept in localStorage after every change, so a report
// typed without a connection (or in a tab that was closed) is not lost and is sent exactly once:
// the draft keeps the idempotency key the server recognises.

/** A photo of the draft: uploaded (its file id) or still only on the phone (a downscaled data URL). */
export type DraftPhoto = { name: string; preview: string; fileId?: string };

export type ReportDraft = {
  key: string;
  title: string;
  description: string;
  kind: string;
  importance: string;
  accidentOccurred: boolean;
  /** `YYYY-MM-DDTHH:mm` in the phone's time */
  occurredAt: string;
  areaId: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  photos: DraftPhoto[];
  /** the person pressed Send: the draft goes as soon as the connection allows */
  sending: boolean;
};

const storageKey = (organizationId: string) => `ehs.event-report.${organizationId}`;

/** Now, as a datetime-local input shows it (the phone's own time). */
function localNow(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function freshDraft(): ReportDraft {
  return {
    key: crypto.randomUUID(),
    title: "",
    description: "",
    kind: "NEAR_MISS",
    importance: "MEDIUM",
    accidentOccurred: false,
    occurredAt: localNow(),
    areaId: "",
    location: "",
    latitude: null,
    longitude: null,
    photos: [],
    sending: false,
  };
}

export function loadDraft(organizationId: string): ReportDraft | null {
  try {
    const text = window.localStorage.getItem(storageKey(organizationId));
    return text ? { ...freshDraft(), ...(JSON.parse(text) as Partial<ReportDraft>) } : null;
  } catch {
    return null;
  }
}

export function saveDraft(organizationId: string, draft: ReportDraft) {
  try {
    window.localStorage.setItem(storageKey(organizationId), JSON.stringify(draft));
  } catch {
    // a full storage keeps the draft in memory only; the form still sends it
  }
}

export const clearDraft = (organizationId: string) => window.localStorage.removeItem(storageKey(organizationId));

/** True when the draft holds something the person typed or took. */
export const hasContent = (draft: ReportDraft) =>
  draft.title.trim() !== "" || draft.description.trim() !== "" || draft.photos.length > 0;

/**
 * A camera photo made small enough to keep on the phone and to send over a weak connection: at most
 * 1600 pixels on its longer side, as JPEG.
 */
export async function downscale(file: File, longest = 1600): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, longest / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL("image/jpeg", 0.82);
}

/**
 * A kept photo as a file to upload. The data URL is decoded here: fetching it would be a request the
 * page's content security policy (connect-src) refuses.
 */
export function photoFile(photo: DraftPhoto): File {
  const base64 = photo.preview.slice(photo.preview.indexOf(",") + 1);
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  const name = photo.name.replace(/\.[^.]*$/, "") + ".jpg";
  return new File([bytes], name, { type: "image/jpeg" });
}
