// Sheets are read one at a time: a reader takes a core, and this machine class has two, one of
// which stays with the requests. A few more wait their turn; beyond that the server is busy.
import "server-only";
import { ApiError } from "@/lib/platform/api/errors";

const MAX_WAITING = 8;
const waiting: (() => void)[] = [];
let running = false;

const busy = () =>
  new ApiError(503, "busy", "Other sheets are being read; try again in a moment", undefined, { "Retry-After": "5" });

export async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running) {
    if (waiting.length >= MAX_WAITING) throw busy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running = true;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running = false;
  }
}
