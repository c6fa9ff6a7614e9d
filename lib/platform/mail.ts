import "server-only";
import nodemailer from "nodemailer";

export type Mail = { to: string; subject: string; text: string };

/** Sends through SMTP_URL when configured; otherwise the message goes to the server log. */
export async function sendMail(mail: Mail): Promise<void> {
  const url = process.env.SMTP_URL;
  if (!url) {
    console.log(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    return;
  }
  const transport = nodemailer.createTransport(url);
  await transport.sendMail({ from: process.env.MAIL_FROM ?? "EHS Compass <no-reply@localhost>", ...mail });
}
