// GET /api/v1/organizations/{orgId}/meters/groups: the meter types with their unit group, reading modes and units, for the forms.
import { orgRoute } from "@/lib/platform/api/route";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { meterGroups } from "@/lib/modules/monitoring/meters/groups";
import { meterGroupsSchema } from "@/lib/modules/monitoring/meters/dto";

export const GET = orgRoute({ access: meterAccess.list, response: meterGroupsSchema }, () => meterGroups());
