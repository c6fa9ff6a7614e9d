// POST /api/v1/organizations/{orgId}/inspections/{inspectionId}/attachments: adds uploaded files to the inspection's; a file it has already stays once, so a repeated request changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { fileAttachmentSchema } from "@/lib/platform/files/attachment";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { attachInspectionFiles } from "@/lib/modules/monitoring/control-book/attachments";
import { inspectionSchema } from "@/lib/modules/monitoring/control-book/dto";

export const POST = orgRoute(
  { access: inspectionAccess.update, body: fileAttachmentSchema, response: inspectionSchema },
  ({ org, params, body }) => attachInspectionFiles(org, params.inspectionId, body),
);
