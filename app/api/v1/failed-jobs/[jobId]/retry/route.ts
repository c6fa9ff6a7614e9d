// POST /api/v1/failed-jobs/{jobId}/retry: tries a failed job once more, right away; system MAINTAIN.
import { userRoute } from "@/lib/platform/api/route";
import { failedJobAccess } from "@/lib/platform/jobs/access";
import { retryFailedJob } from "@/lib/platform/jobs/failed";

export const POST = userRoute({ access: failedJobAccess.maintain, status: 204 }, ({ params }) =>
  retryFailedJob(params.jobId),
);
