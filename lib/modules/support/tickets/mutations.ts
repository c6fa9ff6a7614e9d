import "server-only";
import { ApiError, duplicate } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { translator } from "@/lib/platform/i18n/translator";
import { assertTicketFiles } from "./attachments";
import { supportTicketSelect, type SupportTicketDto } from "./dto";
import { supportTicketMail } from "./mail-job";
import { ticketRecipients } from "./recipients";
import type { SupportTicketInput } from "./schema";

/** Nobody would read the ticket: said before anything is stored, in the sender's language. */
const nobodyToMail = (language: string) =>
  new ApiError(409, "no_support_contact", translator(language)("supportTickets.errors.noContact"));

/**
 * Stores the ticket and queues its e-mail in the same transaction. The id the screen chose makes a
 * repeated send (the answer lost, the connection back after sending offline) answer the stored
 * ticket instead of a second one; an advisory lock on it lets two such sends meet one at a time.
 */
export const createSupportTicket = (org: OrgContext, input: SupportTicketInput, baseUrl: string) =>
  db().$transaction(async (tx: Tx): Promise<SupportTicketDto> => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`support-ticket:${input.id}`}, 0))`;
    const earlier = await tx.supportTicket.findUnique({
      where: { id: input.id },
      select: { ...supportTicketSelect, userId: true, organizationId: true },
    });
    if (earlier) {
      const { userId, organizationId, ...ticket } = earlier;
      if (userId === org.user.id && organizationId === org.organizationId) return ticket;
      throw duplicate({ id: "Another ticket has this id" });
    }
    if ((await ticketRecipients()).length === 0) throw nobodyToMail(org.user.language);
    await assertTicketFiles(tx, org, input.fileIds);
    const ticket = await tx.supportTicket.create({
      data: {
        id: input.id,
        organizationId: org.organizationId,
        userId: org.user.id,
        // as they are now: the mail names the sender even if the account changes before it goes
        senderName: org.user.name,
        senderEmail: org.user.email,
        language: org.user.language,
        page: input.page,
        subject: input.subject,
        message: input.message,
        files: { connect: input.fileIds.map((id) => ({ id })) },
      },
      select: supportTicketSelect,
    });
    await supportTicketMail.enqueue({ ticketId: ticket.id, baseUrl }, { tx });
    return ticket;
  });
