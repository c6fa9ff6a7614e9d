// A sheet sent to an import endpoint, with upload progress (fetch cannot report it; XMLHttpRequest
// can) and, when asked for with `onWrite`, the progress of the write that follows, read from the
// streamed answer (lib/platform/imports/progress.ts). Unlike the API client, refusals are answered
// to the caller, whose dialog shows them.
import { antiForgeryToken } from "./browser-cookies";
import { emit } from "./events";

export type SheetAnswer = { status: number; body: unknown };

const PROGRESS_MEDIA_TYPE = "application/x-ndjson";

type Line = { progress?: { done: number; total: number }; status?: number; body?: unknown };

/** The complete lines of a streamed answer so far (the last one may still be arriving). */
function completeLines(text: string): Line[] {
  return text
    .split("\n")
    .slice(0, -1)
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Line);
}

/** The answer as a plain request would have had it: the streamed one's last line carries it. */
function answerOf(request: XMLHttpRequest): SheetAnswer {
  try {
    if ((request.getResponseHeader("content-type") ?? "").startsWith(PROGRESS_MEDIA_TYPE)) {
      const last = completeLines(request.responseText).at(-1);
      return last?.status ? { status: last.status, body: last.body ?? null } : { status: 0, body: null };
    }
    return { status: request.status, body: JSON.parse(request.responseText) };
  } catch {
    // not JSON: the status says enough
    return { status: request.status, body: null };
  }
}

export function postSheet(
  url: string,
  file: File,
  fields: Record<string, string>,
  onUpload: (fraction: number) => void,
  onWrite?: (done: number, total: number) => void,
): Promise<SheetAnswer> {
  const body = new FormData();
  body.set("file", file, file.name);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  emit("request-start", undefined);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("x-xsrf-token", antiForgeryToken());
    if (onWrite) {
      request.setRequestHeader("accept", `${PROGRESS_MEDIA_TYPE}, application/json;q=0.9`);
      request.onprogress = () => {
        if (!(request.getResponseHeader("content-type") ?? "").startsWith(PROGRESS_MEDIA_TYPE)) return;
        const progress = completeLines(request.responseText).findLast((line) => line.progress)?.progress;
        if (progress) onWrite(progress.done, progress.total);
      };
    }
    request.upload.onprogress = (event) => event.lengthComputable && onUpload(event.loaded / event.total);
    request.onload = () => resolve(answerOf(request));
    request.onerror = () => resolve({ status: 0, body: null });
    request.onloadend = () => emit("request-end", undefined);
    request.send(body);
  });
}
