// POST /api/v1/organizations/{orgId}/meters/{meterId}/restore: the archived meter back in the list and the due readings; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { restoreMeter } from "@/lib/modules/monitoring/meters/mutations";
import { meterSchema } from "@/lib/modules/monitoring/meters/dto";

export const POST = orgRoute({ access: meterAccess.archive, response: meterSchema }, ({ org, params }) =>
  restoreMeter(org, params.meterId),
);
