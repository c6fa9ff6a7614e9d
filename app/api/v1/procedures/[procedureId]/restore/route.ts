// POST /api/v1/procedures/{procedureId}/restore: the archived procedure back in the list (and the public view when published); restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { orgFromRecord } from "@/lib/platform/api/org-source";
import { procedureAccess } from "@/lib/modules/operation/procedures/access";
import { procedureOrganization } from "@/lib/modules/operation/procedures/data";
import { restoreProcedure } from "@/lib/modules/operation/procedures/mutations";
import { procedureSchema } from "@/lib/modules/operation/procedures/dto";

const org = orgFromRecord("procedureId", procedureOrganization);

export const POST = orgRoute({ access: procedureAccess.archive, org, response: procedureSchema }, ({ org, params }) =>
  restoreProcedure(org, params.procedureId),
);
