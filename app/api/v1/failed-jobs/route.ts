// GET /api/v1/failed-jobs: background jobs that used up their retries, newest first; system MAINTAIN.
import { userRoute } from "@/lib/platform/api/route";
import { failedJobAccess } from "@/lib/platform/jobs/access";
import { listFailedJobs, failedJobPageSchema } from "@/lib/platform/jobs/failed";
import { failedJobQuerySchema } from "@/lib/platform/jobs/schema";

export const GET = userRoute(
  { access: failedJobAccess.maintain, query: failedJobQuerySchema, response: failedJobPageSchema },
  ({ query }) => listFailedJobs(query.page, query.size),
);
