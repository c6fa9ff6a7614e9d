import "server-only";
import type { z } from "zod";
import { tooManyRequests } from "@/lib/platform/api/errors";
import { clientIp } from "@/lib/platform/http/client-ip";
import { countRecentErrorReports } from "./data";
import { storeErrorReport } from "./mutations";
import type { errorReportSchema } from "./schema";
import { sessionUserFromCookieHeader } from "./session";

const WINDOW_MS = 60 * 1000;
const MAX_PER_WINDOW = 20;

export async function reportClientError(request: Request, report: z.output<typeof errorReportSchema>) {
  const ipAddress = clientIp(request.headers);
  if ((await countRecentErrorReports(ipAddress, new Date(Date.now() - WINDOW_MS))) >= MAX_PER_WINDOW) {
    throw tooManyRequests(WINDOW_MS / 1000, "Too many error reports");
  }
  const user = await sessionUserFromCookieHeader(request.headers.get("cookie"));
  const { message, ...details } = report;
  await storeErrorReport({ userId: user?.id ?? null, ipAddress, message, details });
  // one JSON object per line: newlines and quotes in the reported text are escaped, so a report
  // cannot forge further log lines
  console.warn(
    JSON.stringify({
      event: "client_error",
      message,
      url: details.url ?? null,
      status: details.status ?? null,
      user: user?.email ?? null,
      address: ipAddress,
    }),
  );
}
