// GET, PUT /api/v1/organizations/{orgId}/aspect-criteria: the holding's criteria of significance in force with their earlier versions; PUT (a holding only) makes the next version.
import { orgRoute } from "@/lib/platform/api/route";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { criteriaVersions, currentCriteria, saveCriteria } from "@/lib/modules/planning/aspects/criteria-data";
import { criteriaInputSchema } from "@/lib/modules/planning/aspects/schema";
import { criteriaSchema, criteriaVersionsSchema } from "@/lib/modules/planning/aspects/dto";

export const GET = orgRoute({ access: aspectAccess.criteria, response: criteriaVersionsSchema }, async ({ org }) => {
  const current = await currentCriteria(org);
  return { current, versions: await criteriaVersions(org) };
});

export const PUT = orgRoute(
  { access: aspectAccess.criteria, body: criteriaInputSchema, response: criteriaSchema },
  ({ org, body }) => saveCriteria(org, body),
);
