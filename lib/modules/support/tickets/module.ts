// Support tickets: a message to the system's support contacts from any screen, with the page the
// person came from and a screenshot, sent by e-mail with a copy to the sender.
import { requirementOf } from "@/lib/platform/auth/access";
import { defineModule } from "@/lib/platform/modules/manifest";
import { supportTicketAccess } from "./access";

export const SUPPORT_TICKET_PATH = "/support/new";

export const supportTicketsModule = defineModule({
  key: "support/tickets",
  area: "platform",
  operations: { supportTicket: supportTicketAccess },
  screens: [{ path: SUPPORT_TICKET_PATH, operation: supportTicketAccess.create }],
  quickActions: [
    {
      key: "supportTicket",
      href: SUPPORT_TICKET_PATH,
      requires: requirementOf(supportTicketAccess.create),
      position: 70,
      // the ticket says where the trouble is: the dial adds the page the person is on
      carriesOrigin: true,
    },
  ],
});
