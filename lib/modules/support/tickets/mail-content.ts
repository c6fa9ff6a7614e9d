import "server-only";
import type { Language } from "@/lib/generated/prisma/enums";
import { inOrganization } from "@/lib/platform/http/organization-link";
import { mailTexts, type MailContent } from "@/lib/platform/mail/render";

type TicketForMail = {
  senderName: string;
  senderEmail: string;
  language: Language;
  page: string | null;
  subject: string;
  message: string;
  organizationId: string | null;
  organizationName: string | null;
};

/**
 * The ticket as one e-mail, in the sender's language: the support contacts get it and the sender
 * a copy of the very same message, so both read what was sent. The page links into the app under
 * the ticket's organization, as a support person who is a member would open it.
 */
export function ticketMailContent(ticket: TicketForMail, baseUrl: string): MailContent {
  const t = mailTexts(ticket.language);
  const page = ticket.page;
  return {
    subject: t("supportTicket.subject", { subject: ticket.subject }),
    paragraphs: [
      t("supportTicket.asks", { name: ticket.senderName, email: ticket.senderEmail }),
      // the person's own line breaks: each line a paragraph of its own
      ...ticket.message.split(/\r?\n+/).filter((line) => line.trim() !== ""),
    ],
    items: [
      ...(ticket.organizationName ? [t("supportTicket.organization", { organization: ticket.organizationName })] : []),
      t("supportTicket.language", { language: t(`supportTicket.languages.${ticket.language}`) }),
      ...(page
        ? [
            {
              text: t("supportTicket.page", { page }),
              url: `${baseUrl}${ticket.organizationId ? inOrganization(page, ticket.organizationId) : page}`,
            },
          ]
        : []),
    ],
    notes: [t("supportTicket.reply", { name: ticket.senderName })],
  };
}
