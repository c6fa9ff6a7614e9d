// GET, POST /api/v1/organizations/{orgId}/aspects: the environmental aspect register, a page or the whole as CSV or XLSX.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { aspectSource } from "@/lib/modules/planning/aspects/data";
import { aspectExport } from "@/lib/modules/planning/aspects/export";
import { createAspect } from "@/lib/modules/planning/aspects/mutations";
import { aspectInputSchema, aspectList } from "@/lib/modules/planning/aspects/schema";
import { aspectPageSchema, aspectSchema } from "@/lib/modules/planning/aspects/dto";

export const GET = orgRoute(
  { access: aspectAccess.list, query: aspectList.query, response: aspectPageSchema },
  (input) => answerList(input, aspectExport, aspectSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: aspectAccess.create, body: aspectInputSchema, status: 201, response: aspectSchema },
  ({ org, body }) => createAspect(org, body),
);
