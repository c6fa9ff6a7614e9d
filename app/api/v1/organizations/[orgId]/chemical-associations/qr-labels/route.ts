// GET /api/v1/organizations/{orgId}/chemical-associations/qr-labels: a PDF sheet of QR labels for registered chemicals (ids, layout, fill, skip).
import { orgRoute } from "@/lib/platform/api/route";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { pdfFile } from "@/lib/platform/pdf/attachment";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { chemicalLabelRecords } from "@/lib/modules/chemicals/register/qr-labels";
import { labelQuerySchema } from "@/lib/modules/qr-labels/schema";
import { qrLabelSheet } from "@/lib/modules/qr-labels/sheet";

export const GET = orgRoute(
  { access: chemicalRegisterAccess.read, query: labelQuerySchema, response: pdfFile },
  ({ org, query, request }) => qrLabelSheet(org, "chemical", query, chemicalLabelRecords, appBaseUrl(request)),
);
