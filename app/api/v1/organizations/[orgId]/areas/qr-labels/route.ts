// GET /api/v1/organizations/{orgId}/areas/qr-labels: a PDF sheet of QR labels for work areas (ids, layout, fill, skip).
import { orgRoute } from "@/lib/platform/api/route";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { pdfFile } from "@/lib/platform/pdf/attachment";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { areaLabelRecords } from "@/lib/modules/organization/structure/qr-labels";
import { labelQuerySchema } from "@/lib/modules/qr-labels/schema";
import { qrLabelSheet } from "@/lib/modules/qr-labels/sheet";

export const GET = orgRoute(
  { access: structureAccess.read, query: labelQuerySchema, response: pdfFile },
  ({ org, query, request }) => qrLabelSheet(org, "area", query, areaLabelRecords, appBaseUrl(request)),
);
