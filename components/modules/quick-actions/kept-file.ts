// A photo or file as a draft keeps it on the phone until it is sent: a picture made small, any
// other file as it is up to a size the phone's storage holds. Once uploaded, its file id comes
// along, so that a retry after a later failure does not upload it again.
import { downscale } from "@/components/modules/evaluation/events/report-draft";
import { uploadFile } from "@/lib/platform/client/upload";

export type KeptFile = { name: string; dataUrl: string; fileId?: string };

/** A file other than a picture is kept as it is; beyond this it would fill the phone's storage. */
const MAX_KEPT_FILE_BYTES = 2 * 1024 * 1024;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The file as the draft keeps it; null when it is too large to keep. */
export async function keepFile(file: File): Promise<KeptFile | null> {
  if (file.type.startsWith("image/")) return { name: file.name, dataUrl: await downscale(file) };
  if (file.size > MAX_KEPT_FILE_BYTES) return null;
  return { name: file.name, dataUrl: await readAsDataUrl(file) };
}

export const isPicture = (kept: KeptFile) => kept.dataUrl.startsWith("data:image/");

/**
 * A kept file as a file to upload. The data URL is decoded here: fetching it would be a request the
 * page's content security policy (connect-src) refuses. A downscaled picture is a JPEG.
 */
export function uploadable(kept: KeptFile): File {
  const comma = kept.dataUrl.indexOf(",");
  const type = /^data:([^;,]+)/.exec(kept.dataUrl)?.[1] ?? "application/octet-stream";
  const bytes = Uint8Array.from(atob(kept.dataUrl.slice(comma + 1)), (character) => character.charCodeAt(0));
  const name = type === "image/jpeg" ? kept.name.replace(/\.[^.]*$/, "") + ".jpg" : kept.name;
  return new File([bytes], name, { type });
}

/** The ids of the files already uploaded. */
const uploadedIds = (files: KeptFile[]) => files.flatMap((file) => (file.fileId ? [file.fileId] : []));

/**
 * Uploads the kept files not uploaded yet, one after another; `progress` hears the list after each,
 * with its file id, so that a retry after a lost connection goes on from there. Answers every id.
 */
export async function uploadKept(
  organizationId: string,
  files: KeptFile[],
  progress: (files: KeptFile[]) => void,
): Promise<string[]> {
  let current = files;
  for (const [index, file] of files.entries()) {
    if (file.fileId) continue;
    const { id } = await uploadFile(organizationId, uploadable(file));
    current = current.map((kept, at) => (at === index ? { ...kept, fileId: id } : kept));
    progress(current);
  }
  return uploadedIds(current);
}
