// GET, PUT, DELETE /api/v1/procedures/{procedureId}: one procedure, in its organization; a save that changes a title or text is a new revision; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { orgFromRecord } from "@/lib/platform/api/org-source";
import { procedureAccess } from "@/lib/modules/operation/procedures/access";
import { getProcedure, procedureOrganization } from "@/lib/modules/operation/procedures/data";
import { archiveProcedure, updateProcedure } from "@/lib/modules/operation/procedures/mutations";
import { procedureInputSchema } from "@/lib/modules/operation/procedures/schema";
import { procedureSchema } from "@/lib/modules/operation/procedures/dto";

const org = orgFromRecord("procedureId", procedureOrganization);

export const GET = orgRoute({ access: procedureAccess.read, org, response: procedureSchema }, ({ org, params }) =>
  getProcedure(org, params.procedureId),
);

export const PUT = orgRoute(
  { access: procedureAccess.update, org, body: procedureInputSchema, response: procedureSchema },
  ({ org, params, body }) => updateProcedure(org, params.procedureId, body),
);

export const DELETE = orgRoute({ access: procedureAccess.archive, org, status: 204 }, ({ org, params }) =>
  archiveProcedure(org, params.procedureId),
);
