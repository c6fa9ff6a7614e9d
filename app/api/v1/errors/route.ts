// POST /api/v1/errors: a browser reports an unexpected error (size- and rate-limited).
import { publicRoute } from "@/lib/platform/api/route";
import { reportClientError } from "@/lib/platform/auth/error-reports";
import { errorReportSchema } from "@/lib/platform/auth/schema";

export const POST = publicRoute(
  { body: errorReportSchema, maxBodyBytes: 16 * 1024, status: 204 },
  async ({ request, body }) => {
    await reportClientError(request, body);
  },
);
