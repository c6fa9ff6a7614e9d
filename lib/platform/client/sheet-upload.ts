// A sheet sent to an import endpoint, with upload progress (fetch cannot report it; XMLHttpRequest
// can). Unlike the API client, refusals are answered to the caller, whose dialog shows them.
import { antiForgeryToken } from "./browser-cookies";
import { emit } from "./events";

export type SheetAnswer = { status: number; body: unknown };

export function postSheet(
  url: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
): Promise<SheetAnswer> {
  const body = new FormData();
  body.set("file", file, file.name);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  emit("request-start", undefined);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("x-xsrf-token", antiForgeryToken());
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        // not JSON: the status says enough
      }
      resolve({ status: request.status, body: parsed });
    };
    request.onerror = () => resolve({ status: 0, body: null });
    request.onloadend = () => emit("request-end", undefined);
    request.send(body);
  });
}
