// DELETE /api/v1/organizations/{orgId}/chemical-associations/{chemicalAssociationId}/safety-data-sheets/{sheetId}: removes an own sheet uploaded wrongly (the audit trail keeps it; the file stays).
import { orgRoute } from "@/lib/platform/api/route";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { removeOwnSheet } from "@/lib/modules/chemicals/register/own-sheets";

export const DELETE = orgRoute({ access: chemicalRegisterAccess.update, status: 204 }, async ({ org, params }) => {
  await removeOwnSheet(org, params.chemicalAssociationId, params.sheetId);
});
