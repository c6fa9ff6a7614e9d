import "server-only";
import { createTranslator } from "use-intl/core";
import { loadMessages } from "@/lib/platform/i18n/messages";
import { FORMATS, FORMATTING_LOCALES, type Locale } from "@/lib/platform/i18n/config";
import { escapeHtml } from "@/lib/platform/rich-text/escape-html";

/**
 * The one shape of every message the app sends (invitations, password resets, and later
 * reminders and digests): a few paragraphs, an optional list, one optional button, small print.
 */
export type MailContent = {
  subject: string;
  paragraphs: string[];
  /** e.g. the competences that fall due, in a reminder or a digest; an item with a url links to it */
  items?: MailItem[];
  action?: { label: string; url: string };
  /** below the button: how long a link is valid, what to do if the mail was not expected */
  notes?: string[];
};

/** A line of the list: plain text, or text that links to where the thing is handled. */
type MailItem = string | { text: string; url: string };

const itemText = (item: MailItem) => (typeof item === "string" ? item : `${item.text}\n  ${item.url}`);
const itemHtml = (item: MailItem) =>
  typeof item === "string"
    ? escapeHtml(item)
    : `<a href="${escapeHtml(item.url)}" style="color:#1565c0">${escapeHtml(item.text)}</a>`;

export type RenderedMail = { subject: string; text: string; html: string };

/**
 * The texts of the `mail` namespace in the recipient's language, with the app's date formats. Dates
 * in mails are calendar dates (due dates, kept at UTC midnight), so they are read in UTC.
 */
export const mailTexts = (locale: Locale) =>
  createTranslator({
    locale: FORMATTING_LOCALES[locale],
    messages: loadMessages(locale),
    namespace: "mail",
    formats: FORMATS,
    timeZone: "UTC",
  });

/** Renders the content as HTML and as the plain-text part, with the common footer. */
export function renderMail(content: MailContent, locale: Locale): RenderedMail {
  const t = mailTexts(locale);
  const footer = t("footer");
  const text = [
    ...content.paragraphs,
    ...(content.items?.length ? [content.items.map((item) => `- ${itemText(item)}`).join("\n")] : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.notes ?? []),
    `-- \n${footer}`,
  ].join("\n\n");

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(t("linkHint"))}<br><a href="${escapeHtml(content.action.url)}" style="color:#1565c0;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const items = content.items?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${content.items.map((item) => `<li>${itemHtml(item)}</li>`).join("")}</ul>`
    : "";
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">
${content.paragraphs.map(paragraph).join("\n")}
${items}${action}
${(content.notes ?? []).map(paragraph).join("\n")}
<p style="margin:24px 0 0;font-size:12px;color:#666666">${escapeHtml(footer)}</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}
