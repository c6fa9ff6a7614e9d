// POST /api/v1/organizations/{orgId}/support-tickets/files: a screenshot or file for a support ticket (multipart: file).
import { orgRoute } from "@/lib/platform/api/route";
import { fileSchema } from "@/lib/platform/files/dto";
import { supportTicketAccess } from "@/lib/modules/support/tickets/access";
import { storeTicketFile } from "@/lib/modules/support/tickets/attachments";
import { readUpload } from "@/lib/platform/files/upload";

export const POST = orgRoute(
  { access: supportTicketAccess.create, status: 201, response: fileSchema, upload: true },
  async ({ org, request }) => storeTicketFile(org, await readUpload(request)),
);
