import "server-only";
import { ApiError, validationFailed } from "@/lib/platform/api/errors";
import { hasRefusedExtension, nameForType, sanitizeFileName } from "./names";
import { sniffContentType } from "./sniff";
import { maxFileBytes } from "./storage";

export type Upload = { name: string; bytes: Buffer; contentType: string; fields: FormData };

const tooLarge = () =>
  new ApiError(413, "file_too_large", `Files may be at most ${Math.round(maxFileBytes() / 1024 / 1024)} MB`);

const programsRefused = () =>
  new ApiError(415, "executable_file", "Programs and scripts cannot be uploaded", {
    file: "programs, scripts and web pages are not accepted",
  });

/**
 * Reads the multipart `file` field and checks its size, its name and its content (413, 415, 422).
 * The stored name ends in an extension of the type the bytes are, whatever the sent name said.
 */
export async function readUpload(request: Request): Promise<Upload> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxFileBytes() + 64 * 1024) throw tooLarge();
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    throw new ApiError(415, "unsupported_media_type", "Send the file as multipart/form-data");
  }
  const fields = await request.formData().catch(() => {
    throw new ApiError(400, "malformed_multipart", "The multipart body could not be read");
  });
  const file = fields.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw validationFailed({ file: "Choose a file" });
  if (file.size > maxFileBytes()) throw tooLarge();
  const name = sanitizeFileName((file as File).name ?? "file");
  if (hasRefusedExtension(name)) throw programsRefused();
  const bytes = Buffer.from(await file.arrayBuffer());
  const sniffed = await sniffContentType(bytes, name);
  if ("refused" in sniffed) {
    if (sniffed.refused === "executable") throw programsRefused();
    throw new ApiError(
      415,
      "file_type_not_allowed",
      "This type of file is not accepted; upload PDF, images, Office or text files",
      { file: "type not allowed" },
    );
  }
  return { name: nameForType(name, sniffed.contentType), bytes, contentType: sniffed.contentType, fields };
}
