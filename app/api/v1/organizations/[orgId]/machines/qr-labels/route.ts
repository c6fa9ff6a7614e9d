// GET /api/v1/organizations/{orgId}/machines/qr-labels: a PDF sheet of QR labels for machines (ids, layout, fill, skip).
import { orgRoute } from "@/lib/platform/api/route";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { pdfFile } from "@/lib/platform/pdf/attachment";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { machineLabelRecords } from "@/lib/modules/monitoring/machines/qr-labels";
import { labelQuerySchema } from "@/lib/modules/qr-labels/schema";
import { qrLabelSheet } from "@/lib/modules/qr-labels/sheet";

export const GET = orgRoute(
  { access: machineAccess.read, query: labelQuerySchema, response: pdfFile },
  ({ org, query, request }) => qrLabelSheet(org, "machine", query, machineLabelRecords, appBaseUrl(request)),
);
