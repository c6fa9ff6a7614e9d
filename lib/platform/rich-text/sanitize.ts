// The scope is rich text written in the browser and shown again as HTML, so only a small,
// known set of markup survives; everything else (scripts, event handlers, styles, frames) goes.
import sanitizeHtml from "sanitize-html";
import { ALLOWED_TAGS } from "./allowed-markup";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  // rel is listed only so that the value set below survives; any rel sent in is overwritten
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }),
  },
};

/** The HTML with only the allowed markup left; text of removed script-like elements is dropped too. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
