// GET, PUT, DELETE /api/v1/organizations/{orgId}/machines/{machineId}: one machine; DELETE archives it (409 while agreements still run for it).
import { orgRoute } from "@/lib/platform/api/route";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { getMachine } from "@/lib/modules/monitoring/machines/data";
import { archiveMachine, updateMachine } from "@/lib/modules/monitoring/machines/mutations";
import { machineInputSchema } from "@/lib/modules/monitoring/machines/schema";
import { machineSchema } from "@/lib/modules/monitoring/machines/dto";

export const GET = orgRoute({ access: machineAccess.read, response: machineSchema }, ({ org, params }) =>
  getMachine(org, params.machineId),
);

export const PUT = orgRoute(
  { access: machineAccess.update, body: machineInputSchema, response: machineSchema },
  ({ org, params, body }) => updateMachine(org, params.machineId, body),
);

export const DELETE = orgRoute({ access: machineAccess.archive, status: 204 }, ({ org, params }) =>
  archiveMachine(org, params.machineId),
);
