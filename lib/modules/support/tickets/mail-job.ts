// A ticket's e-mail, sent once. The ticket's `sentDate` is the claim: the run that sets it, in its
// own statement, sends; any other (a second worker, a retry after the message went but the run was
// cut off) finds it set and stops. A failed send gives the claim back, so the retry can send.
import "server-only";
import { db } from "@/lib/platform/db";
import { defineJob } from "@/lib/platform/jobs/define";
import { deliver } from "@/lib/platform/mail/deliver";
import { renderMail } from "@/lib/platform/mail/render";
import { mailAttachments } from "./attachments";
import { ticketMailContent } from "./mail-content";
import { ticketRecipients } from "./recipients";

type TicketJob = { ticketId: string; /** the app's address when the ticket was sent */ baseUrl: string };

async function sendTicket(ticketId: string, baseUrl: string) {
  const ticket = await db().supportTicket.findUniqueOrThrow({
    where: { id: ticketId },
    select: {
      senderName: true,
      senderEmail: true,
      language: true,
      page: true,
      subject: true,
      message: true,
      organizationId: true,
      organization: { select: { name: true } },
      files: { select: { name: true, contentType: true, storageKey: true }, orderBy: { name: "asc" } },
    },
  });
  const recipients = await ticketRecipients();
  // the contacts were removed after the ticket was stored: a maintainer sees the failed job
  if (recipients.length === 0) throw new Error("No support contact has an e-mail address");
  const content = ticketMailContent({ ...ticket, organizationName: ticket.organization?.name ?? null }, baseUrl);
  await deliver({
    to: recipients.map((recipient) => recipient.email).join(", "),
    cc: ticket.senderEmail,
    // an answer goes to the person who asked
    replyTo: ticket.senderEmail,
    ...renderMail(content, ticket.language),
    attachments: await mailAttachments(ticket.files),
  });
}

export const supportTicketMail = defineJob<TicketJob>({
  name: "support.ticket",
  retryLimit: 5,
  async run({ ticketId, baseUrl }) {
    const claimed = await db().$executeRaw`
      UPDATE "SupportTicket" SET "sentDate" = now() WHERE "id" = ${ticketId}::uuid AND "sentDate" IS NULL`;
    if (claimed === 0) return;
    try {
      await sendTicket(ticketId, baseUrl);
    } catch (error) {
      await db().supportTicket.updateMany({ where: { id: ticketId }, data: { sentDate: null } });
      throw error;
    }
  },
});
