// GET /api/v1/organizations/{orgId}/meters/qr-labels: a PDF sheet of QR labels for meters (ids, layout, fill, skip).
import { orgRoute } from "@/lib/platform/api/route";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { pdfFile } from "@/lib/platform/pdf/attachment";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { meterLabelRecords } from "@/lib/modules/monitoring/meters/qr-labels";
import { labelQuerySchema } from "@/lib/modules/qr-labels/schema";
import { qrLabelSheet } from "@/lib/modules/qr-labels/sheet";

export const GET = orgRoute(
  { access: meterAccess.read, query: labelQuerySchema, response: pdfFile },
  ({ org, query, request }) => qrLabelSheet(org, "meter", query, meterLabelRecords, appBaseUrl(request)),
);
