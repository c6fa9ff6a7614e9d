// The formatting the scope editor offers, limited to markup the server's sanitiser keeps (b, i, u,
// h2, h3, ul, ol, a). document.execCommand is deprecated but still the only built-in way to edit a
// contentEditable region with undo support in every browser.
import { escapeHtml } from "@/lib/platform/rich-text/escape-html";

export type CommandId = "bold" | "italic" | "underline" | "heading2" | "heading3" | "bulletList" | "numberedList";

export type FormatState = Record<CommandId | "link", boolean>;

export const NO_FORMAT: FormatState = {
  bold: false,
  italic: false,
  underline: false,
  heading2: false,
  heading3: false,
  bulletList: false,
  numberedList: false,
  link: false,
};

const currentBlock = () => document.queryCommandValue("formatBlock").toLowerCase();

/**
 * A heading button turns the block back into a paragraph when it already is that heading. A list
 * item leaves its list first: Chrome would otherwise put the whole list inside the heading.
 */
function toggleBlock(tag: "h2" | "h3") {
  for (const list of ["insertUnorderedList", "insertOrderedList"]) {
    if (document.queryCommandState(list)) document.execCommand(list);
  }
  document.execCommand("formatBlock", false, currentBlock() === tag ? "p" : tag);
}

export const COMMANDS: Record<CommandId, () => void> = {
  bold: () => document.execCommand("bold"),
  italic: () => document.execCommand("italic"),
  underline: () => document.execCommand("underline"),
  heading2: () => toggleBlock("h2"),
  heading3: () => toggleBlock("h3"),
  bulletList: () => document.execCommand("insertUnorderedList"),
  numberedList: () => document.execCommand("insertOrderedList"),
};

/** The anchor around the selection, if any, inside `root`. */
export function selectedLink(root: HTMLElement): HTMLAnchorElement | null {
  const node = document.getSelection()?.anchorNode ?? null;
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const anchor = element?.closest("a");
  return anchor && root.contains(anchor) ? anchor : null;
}

/** What applies at the caret, for the toolbar's pressed states. */
export function readFormatState(root: HTMLElement): FormatState {
  const block = currentBlock();
  return {
    bold: document.queryCommandState("bold"),
    italic: document.queryCommandState("italic"),
    underline: document.queryCommandState("underline"),
    heading2: block === "h2",
    heading3: block === "h3",
    bulletList: document.queryCommandState("insertUnorderedList"),
    numberedList: document.queryCommandState("insertOrderedList"),
    link: selectedLink(root) !== null,
  };
}

/**
 * The address as a link target the sanitiser keeps: http(s) and mailto as given, a bare e-mail
 * address as mailto, anything else as https. null when it still is no valid URL.
 */
export function normalizeLink(input: string): string | null {
  const value = input.trim();
  if (!value || /\s/.test(value)) return null;
  const withScheme = /^(https?:\/\/|mailto:)/i.test(value)
    ? value
    : /^[^@/]+@[^@/]+\.[^@/]+$/.test(value)
      ? `mailto:${value}`
      : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "mailto:" || url.hostname.includes(".") ? withScheme : null;
  } catch {
    return null;
  }
}

/** Links the selected text, or inserts the address itself as a link when nothing is selected. */
export function insertLink(href: string) {
  const selection = document.getSelection();
  if (selection && !selection.isCollapsed) {
    document.execCommand("createLink", false, href);
    return;
  }
  const text = href.replace(/^mailto:/i, "");
  document.execCommand("insertHTML", false, `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>&nbsp;`);
}
