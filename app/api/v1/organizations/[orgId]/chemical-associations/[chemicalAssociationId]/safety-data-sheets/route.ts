// GET, POST /api/v1/organizations/{orgId}/chemical-associations/{chemicalAssociationId}/safety-data-sheets: the organization's own safety data sheets of a registered product, the newest first; POST records one (an uploaded file's id, revision date, language, country) with who and when.
import { z } from "zod";
import { orgRoute } from "@/lib/platform/api/route";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { ownSheetSchema } from "@/lib/modules/chemicals/register/own-sheet-dto";
import { listOwnSheets, recordOwnSheet } from "@/lib/modules/chemicals/register/own-sheets";
import { ownSheetInputSchema } from "@/lib/modules/chemicals/register/schema";

export const GET = orgRoute(
  { access: chemicalRegisterAccess.read, response: z.array(ownSheetSchema) },
  ({ org, params }) => listOwnSheets(org, params.chemicalAssociationId),
);

export const POST = orgRoute(
  { access: chemicalRegisterAccess.update, body: ownSheetInputSchema, status: 201, response: ownSheetSchema },
  ({ org, params, body }) => recordOwnSheet(org, params.chemicalAssociationId, body),
);
