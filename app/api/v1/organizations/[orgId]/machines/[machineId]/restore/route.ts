// POST /api/v1/organizations/{orgId}/machines/{machineId}/restore: the archived machine back in the list and the pickers; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { restoreMachine } from "@/lib/modules/monitoring/machines/mutations";
import { machineSchema } from "@/lib/modules/monitoring/machines/dto";

export const POST = orgRoute({ access: machineAccess.archive, response: machineSchema }, ({ org, params }) =>
  restoreMachine(org, params.machineId),
);
