// Chrome's editing commands leave markup behind that the sanitiser would remove or mangle later,
// so the editor shows something else than what is saved. This puts it right while editing.

/**
 * Moves nodes without losing the caret: a selection inside moved nodes would otherwise collapse
 * to where they were, so it is set again on the same nodes afterwards.
 */
function keepingSelection(change: () => void) {
  const selection = document.getSelection();
  const { anchorNode, anchorOffset, focusNode, focusOffset } = selection ?? {};
  change();
  if (selection && anchorNode?.isConnected && focusNode?.isConnected) {
    selection.setBaseAndExtent(anchorNode, anchorOffset!, focusNode, focusOffset!);
  }
}

/** Replaces the element by its children. */
const unwrap = (element: Element) => element.replaceWith(...element.childNodes);

/**
 * - spans with inline styles, which Chrome adds to keep the look of text moved between blocks (a
 *   heading's text turned into a list item keeps the heading's size): the text takes its block's look;
 * - lists inside paragraphs (<p><ul>), made when a paragraph becomes a list: not valid HTML, they
 *   come back as empty paragraphs around the list, so the list takes the paragraph's place.
 */
export function tidyEditedHtml(root: HTMLElement) {
  const spans = [...root.querySelectorAll("span")];
  const wrappedLists = [...root.querySelectorAll("p > ul, p > ol")].map((list) => list.parentElement!);
  if (!spans.length && !wrappedLists.length) return;
  keepingSelection(() => {
    spans.forEach(unwrap);
    new Set(wrappedLists).forEach(unwrap);
  });
}
