// Progress of a long write, for a client that asks for it with `Accept: application/x-ndjson`:
// the answer is a stream of JSON lines, `{"progress":{"done":120,"total":5000}}` while the work
// runs, and one last line `{"status":201,"body":…}` with what a plain request would have been
// answered (the result, or the error with its status). Without that Accept the request is
// answered as always, once the work is done. The HTTP status of a streamed answer is 200: its
// headers leave before the outcome is known, so the last line carries it.
import "server-only";
import { toErrorResponse } from "@/lib/platform/api/errors";
import { mapKnownErrors } from "@/lib/platform/api/route";
import { toJson } from "@/lib/platform/api/wire";

const PROGRESS_MEDIA_TYPE = "application/x-ndjson";

/** Called by the work as it goes: how many of how many are done. */
export type ReportProgress = (done: number, total: number) => void;

/** At most this often a progress line, plus the last one (done = total). */
const EVERY_MS = 200;

const wantsProgress = (request: Request) => (request.headers.get("accept") ?? "").includes(PROGRESS_MEDIA_TYPE);

export async function withProgress<T>(
  request: Request,
  run: (report: ReportProgress) => Promise<T>,
  status = 200,
): Promise<T | Response> {
  if (!wantsProgress(request)) return run(() => {});
  const encoder = new TextEncoder();
  let lastSent = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const line = (text: string) => controller.enqueue(encoder.encode(`${text}\n`));
      const report: ReportProgress = (done, total) => {
        const now = Date.now();
        if (done < total && now - lastSent < EVERY_MS) return;
        lastSent = now;
        line(JSON.stringify({ progress: { done, total } }));
      };
      run(report)
        .then((result) => line(`{"status":${status},"body":${toJson(result)}}`))
        .catch(async (error: unknown) => {
          const answer = toErrorResponse(mapKnownErrors(error));
          line(JSON.stringify({ status: answer.status, body: await answer.json() }));
        })
        .finally(() => controller.close());
    },
  });
  return new Response(stream, {
    headers: { "content-type": `${PROGRESS_MEDIA_TYPE}; charset=utf-8`, "x-content-type-options": "nosniff" },
  });
}
