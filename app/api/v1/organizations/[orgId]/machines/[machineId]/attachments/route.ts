// POST /api/v1/organizations/{orgId}/machines/{machineId}/attachments: adds uploaded files to the machine's documents; a file it has already stays once, so a repeated request changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { fileAttachmentSchema } from "@/lib/platform/files/attachment";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { attachMachineFiles } from "@/lib/modules/monitoring/machines/attachments";
import { machineSchema } from "@/lib/modules/monitoring/machines/dto";

export const POST = orgRoute(
  { access: machineAccess.update, body: fileAttachmentSchema, response: machineSchema },
  ({ org, params, body }) => attachMachineFiles(org, params.machineId, body),
);
