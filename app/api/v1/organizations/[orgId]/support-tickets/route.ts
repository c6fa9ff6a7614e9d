// POST /api/v1/organizations/{orgId}/support-tickets: a message to the support contacts by e-mail, with a copy to the sender.
import { orgRoute } from "@/lib/platform/api/route";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { supportTicketAccess } from "@/lib/modules/support/tickets/access";
import { supportTicketSchema } from "@/lib/modules/support/tickets/dto";
import { createSupportTicket } from "@/lib/modules/support/tickets/mutations";
import { supportTicketInputSchema } from "@/lib/modules/support/tickets/schema";

export const POST = orgRoute(
  { access: supportTicketAccess.create, body: supportTicketInputSchema, status: 201, response: supportTicketSchema },
  ({ org, body, request }) => createSupportTicket(org, body, appBaseUrl(request)),
);
