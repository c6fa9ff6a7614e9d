// File uploads with progress (fetch cannot report upload progress; XMLHttpRequest can).
import { antiForgeryToken } from "./browser-cookies";
import { ApiClientError } from "./api-client";
import { emit } from "./events";
import { refusalInMessages } from "./refusals";
import type { FileDto } from "@/lib/platform/files/dto";

function sendFile(
  method: "POST" | "PUT",
  url: string,
  file: File,
  fields: Record<string, string> = {},
  onProgress?: (fraction: number) => void,
): Promise<FileDto> {
  const body = new FormData();
  body.set("file", file, file.name);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  emit("request-start", undefined);
  return new Promise<FileDto>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.setRequestHeader("x-xsrf-token", antiForgeryToken());
    request.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total);
    request.onload = () => {
      const payload = (() => {
        try {
          return JSON.parse(request.responseText);
        } catch {
          return null;
        }
      })();
      if (request.status >= 200 && request.status < 300) return resolve(payload as FileDto);
      const error = new ApiClientError(
        request.status,
        payload?.error?.code ?? "unknown",
        payload?.error?.message ?? request.statusText,
      );
      emit(
        "toast",
        refusalInMessages(error.code)
          ? { severity: "error", detailKey: `files.refused.${error.code}` }
          : { severity: "error", detail: error.message },
      );
      reject(error);
    };
    request.onerror = () => {
      emit("toast", { severity: "error", detailKey: "_global.error.network" });
      reject(new ApiClientError(0, "network", "network error"));
    };
    request.onloadend = () => emit("request-end", undefined);
    request.send(body);
  });
}

export const uploadFile = (
  organizationId: string,
  file: File,
  onProgress?: (fraction: number) => void,
  standalone = false,
) =>
  sendFile(
    "POST",
    `/api/v1/organizations/${organizationId}/files`,
    file,
    { standalone: String(standalone) },
    onProgress,
  );

export const replaceFile = (
  organizationId: string,
  fileId: string,
  file: File,
  onProgress?: (fraction: number) => void,
) => sendFile("PUT", `/api/v1/organizations/${organizationId}/files/${fileId}/raw`, file, {}, onProgress);

/** A file for a shared catalogue (no organization), posted to the catalogue's own files endpoint. */
export const uploadCatalogueFile = (url: string, file: File, onProgress?: (fraction: number) => void) =>
  sendFile("POST", url, file, {}, onProgress);
