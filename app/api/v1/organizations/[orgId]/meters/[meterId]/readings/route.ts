// GET, POST /api/v1/organizations/{orgId}/meters/{meterId}/readings: the meter's readings, newest first, and a new reading. A POST with an idempotency key already used answers the reading stored then.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { readingSource } from "@/lib/modules/monitoring/meters/data";
import { readingExport } from "@/lib/modules/monitoring/meters/export";
import { createReading } from "@/lib/modules/monitoring/meters/readings";
import { readingCreateSchema, readingListQuerySchema } from "@/lib/modules/monitoring/meters/schema";
import { readingPageSchema, readingSchema } from "@/lib/modules/monitoring/meters/dto";

// a page, or every reading as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: meterAccess.read, query: readingListQuerySchema, response: readingPageSchema },
  async (input) => answerList(input, readingExport, await readingSource(input.org, input.params.meterId, input.query)),
);

export const POST = orgRoute(
  { access: meterAccess.update, body: readingCreateSchema, status: 201, response: readingSchema },
  ({ org, params, body }) => createReading(org, params.meterId, body),
);
