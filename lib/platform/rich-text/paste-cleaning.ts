// What is pasted into the rich-text editor from Word or a web page, cut down to the markup the
// server's sanitiser keeps (sanitize.ts), so the editor shows what will be saved. Runs in the
// browser on the clipboard's HTML before the editor reads it. The structure stays (headings, lists,
// tables, links, bold and italic); scripts, styles, classes, event handlers, images, Word's mso-
// markup, its o:p and VML elements and comments go. It is not a security boundary: the server
// sanitises every save.
import { ALLOWED_TAGS } from "./allowed-markup";
import { convertWordLists } from "./word-lists";

/** Kept as they are (their attributes go): the sanitiser's allow list. */
const KEPT = new Set<string>(ALLOWED_TAGS);

/** Kept under the name the sanitiser allows: the nearest heading level, and the same meaning. */
const RENAMED: Record<string, string> = {
  h1: "h2",
  h5: "h4",
  h6: "h4",
  strike: "s",
  del: "s",
  tfoot: "tbody",
};

/** Removed with everything inside: code, metadata, embedded things and form controls, none of it text to keep. */
const DROPPED = new Set([
  "script",
  "style",
  "link",
  "meta",
  "title",
  "head",
  "noscript",
  "template",
  "iframe",
  "frame",
  "object",
  "embed",
  "svg",
  "math",
  "canvas",
  "img",
  "picture",
  "video",
  "audio",
  "input",
  "button",
  "select",
  "textarea",
  "xml",
]);

/** Block containers the sanitiser does not know: a paragraph when they hold text alone, else their contents. */
const CONTAINERS = new Set([
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "aside",
  "nav",
  "figure",
  "figcaption",
  "address",
  "center",
  "pre",
  "dl",
  "dt",
  "dd",
]);

const BLOCKS = "p, h2, h3, h4, ul, ol, li, table, blockquote";

/** ProseMirror's note on a copy from an editor (where the copied slice starts and ends); it reads it back. */
const SLICE_ATTRIBUTE = "data-pm-slice";

/**
 * Office's empty-paragraph markers and drawings (o:p, v:shape, v:imagedata) hold no text of their
 * own; its other elements (w:sdt around a content control) hold text and are unwrapped like any other.
 */
const isOfficeMarkup = (name: string) => /^[ov]:/.test(name);

/** Hidden in Word or on the page, so not part of what the person copied to read. */
const isHidden = (element: Element) => /mso-hide:\s*all|display:\s*none/i.test(element.getAttribute("style") ?? "");

/** A link target the sanitiser keeps; relative and page-internal links (#_Toc…) would lead nowhere. */
const isKeptLink = (href: string | null) => !!href && /^(https?:|mailto:)/i.test(href.trim());

/** Bold, italic, underline and strike-through written as styles (Google Docs, many web pages), as elements. */
function styleWrappers(element: HTMLElement): string[] {
  const style = element.style;
  const weight = style.fontWeight;
  const decoration = `${style.textDecoration} ${style.textDecorationLine}`;
  return [
    ...(weight === "bold" || weight === "bolder" || Number(weight) >= 600 ? ["strong"] : []),
    ...(style.fontStyle === "italic" || style.fontStyle === "oblique" ? ["em"] : []),
    ...(decoration.includes("underline") ? ["u"] : []),
    ...(decoration.includes("line-through") ? ["s"] : []),
  ];
}

/** Google Docs wraps a whole copy in <b style="font-weight:normal">, which is no bold at all. */
const isFalseBold = (element: HTMLElement) =>
  element.localName === "b" && (element.style.fontWeight === "normal" || element.style.fontWeight === "400");

function stripAttributes(element: Element) {
  for (const { name } of [...element.attributes]) {
    if (name === SLICE_ATTRIBUTE || (name === "href" && element.localName === "a")) continue;
    element.removeAttribute(name);
  }
}

function rename(element: Element, name: string): Element {
  const renamed = element.ownerDocument.createElement(name);
  renamed.append(...element.childNodes);
  element.replaceWith(renamed);
  return renamed;
}

/** Replaces the element by its children, inside the elements that carry its styled formatting. */
function unwrap(element: HTMLElement) {
  const wrappers = styleWrappers(element);
  if (!wrappers.length) return element.replaceWith(...element.childNodes);
  const outer = element.ownerDocument.createElement(wrappers[0]);
  const inner = wrappers
    .slice(1)
    .reduce((parent, name) => parent.appendChild(parent.ownerDocument.createElement(name)), outer);
  inner.append(...element.childNodes);
  element.replaceWith(outer);
}

const isEmpty = (element: Element) => !element.textContent?.trim() && !element.querySelector("br");

/** A paragraph of white space and non-breaking spaces only: Word's and web pages' spacing, not content. */
const isSpacer = (element: Element) =>
  element.localName === "p" && !element.querySelector("br") && /^[\s\u00a0]+$/.test(element.textContent ?? "");

function cleanElement(element: HTMLElement) {
  const name = element.localName;
  // a blank paragraph is told by its non-breaking space, which Word keeps in an o:p that goes next
  if (DROPPED.has(name) || isOfficeMarkup(name) || isHidden(element) || isSpacer(element)) return element.remove();
  cleanChildren(element);
  if (name === "a" && !isKeptLink(element.getAttribute("href"))) return unwrap(element);
  if (isFalseBold(element)) return element.replaceWith(...element.childNodes);
  if (CONTAINERS.has(name)) {
    if (element.querySelector(BLOCKS)) return unwrap(element);
    return isEmpty(element) ? element.remove() : stripAttributes(rename(element, "p"));
  }
  if (name in RENAMED) return stripAttributes(rename(element, RENAMED[name]));
  if (!KEPT.has(name)) return unwrap(element);
  stripAttributes(element);
}

function cleanChildren(parent: Node) {
  for (const child of [...parent.childNodes]) {
    if (child.nodeType === Node.ELEMENT_NODE) cleanElement(child as HTMLElement);
    else if (child.nodeType !== Node.TEXT_NODE) child.remove();
  }
}

/** The pasted HTML with only the markup the sanitiser keeps; the text of everything else that is content. */
export function cleanPastedHtml(html: string): string {
  // a parsed document, not an element in the page: its scripts never run and its images never load
  const body = new DOMParser().parseFromString(html, "text/html").body;
  convertWordLists(body);
  cleanChildren(body);
  return body.innerHTML;
}
