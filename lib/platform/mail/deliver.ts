import "server-only";
import nodemailer from "nodemailer";
import type { RenderedMail } from "./render";

/** A file sent with a message (a scheduled report). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type OutgoingMail = RenderedMail & {
  /** one address, or several separated by commas */
  to: string;
  /** a copy to these addresses (a support ticket's sender) */
  cc?: string;
  /** where an answer goes, when not to the sender of the mail (a support ticket's author) */
  replyTo?: string;
  attachments?: MailAttachment[];
};

const holder = globalThis as unknown as { ehsMailTransport?: { url: string; transport: nodemailer.Transporter } };

function transport(url: string): nodemailer.Transporter {
  if (holder.ehsMailTransport?.url !== url) {
    // a slow server fails the attempt instead of holding the worker; the job is retried later
    const created = nodemailer.createTransport(url, {
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    } as nodemailer.TransportOptions);
    holder.ehsMailTransport = { url, transport: created };
  }
  return holder.ehsMailTransport.transport;
}

/**
 * Sends one message through `SMTP_URL`; without it the message goes to the server log. Only the
 * background jobs call this, so a slow or failing mail server never holds up a request; a
 * failure throws and the job is retried.
 */
export async function deliver(mail: OutgoingMail): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) {
    const files = mail.attachments?.map((file) => `\n[attached] ${file.filename} (${file.content.length} bytes)`) ?? [];
    const copy = mail.cc ? ` (cc ${mail.cc})` : "";
    console.log(`[mail] to ${mail.to}${copy}: ${mail.subject}\n${mail.text}${files.join("")}`);
    return;
  }
  await transport(url).sendMail({
    from: process.env.MAIL_FROM ?? "EHS Compass <no-reply@localhost>",
    to: mail.to,
    cc: mail.cc,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
  });
}
