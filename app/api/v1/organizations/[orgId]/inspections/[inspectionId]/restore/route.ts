// POST /api/v1/organizations/{orgId}/inspections/{inspectionId}/restore: the archived inspection back in the lists; 409 for an agreement's pending inspection, which comes back with its agreement; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { restoreInspection } from "@/lib/modules/monitoring/control-book/inspection-mutations";
import { inspectionSchema } from "@/lib/modules/monitoring/control-book/dto";

export const POST = orgRoute({ access: inspectionAccess.archive, response: inspectionSchema }, ({ org, params }) =>
  restoreInspection(org, params.inspectionId),
);
