// Word writes a list to the clipboard as paragraphs, each with its level in an mso-list style and
// its bullet or number as text in a span marked mso-list:Ignore. Once the styles are cleaned away
// nothing would tell a list item from a paragraph starting with "·", so this turns them into real
// lists first, while the styles are still there.

/** "mso-list:l0 level2 lfo1": list l0, second level. Numbered headings use it too; only paragraphs are lists. */
const LIST_STYLE = /mso-list:\s*(l\d+)\s+level(\d+)/i;
const MARKER_STYLE = /mso-list:\s*ignore/i;
/** "1." "a)" "(iv)": a number or letters with a full stop or parenthesis. Bullets are a glyph alone (·, o, §). */
const NUMBERED_MARKER = /^\(?(\d+|[a-z]{1,5})[.)]$/i;

type Item = { paragraph: Element; list: string; level: number; tag: "ol" | "ul" };

/** The paragraph's place in a list, or null; removes its marker, whose text tells the kind of list. */
function toItem(paragraph: Element): Item | null {
  const match = LIST_STYLE.exec(paragraph.getAttribute("style") ?? "");
  if (!match) return null;
  const marker = [...paragraph.querySelectorAll("[style]")].find((element) =>
    MARKER_STYLE.test(element.getAttribute("style") ?? ""),
  );
  const markerText = (marker?.textContent ?? "").replace(/[\s\u00a0]+/g, "");
  marker?.remove();
  return {
    paragraph,
    list: match[1],
    level: Number(match[2]),
    tag: NUMBERED_MARKER.test(markerText) ? "ol" : "ul",
  };
}

/** Consecutive list paragraphs as one nested list, a new list wherever the kind or Word's list changes. */
function buildLists(items: Item[]) {
  const stack: { level: number; list: string; element: Element }[] = [];
  for (const { paragraph, list, level, tag } of items) {
    const document = paragraph.ownerDocument;
    while (stack.length && stack[stack.length - 1].level > level) stack.pop();
    const top = stack[stack.length - 1];
    if (top && top.level === level && (top.element.localName !== tag || top.list !== list)) stack.pop();
    let current = stack[stack.length - 1];
    if (!current || current.level < level) {
      const element = document.createElement(tag);
      if (current) {
        // a level deeper than the one before goes into that level's last item
        const parentItem =
          current.element.lastElementChild ?? current.element.appendChild(document.createElement("li"));
        parentItem.appendChild(element);
      } else {
        paragraph.before(element);
      }
      current = { level, list, element };
      stack.push(current);
    }
    const item = document.createElement("li");
    item.append(...paragraph.childNodes);
    current.element.appendChild(item);
    paragraph.remove();
  }
}

/** Turns Word's list paragraphs under `root` into ul/ol and li elements. */
export function convertWordLists(root: Element) {
  let run: Item[] = [];
  for (const paragraph of root.querySelectorAll("p[style]")) {
    const item = toItem(paragraph);
    if (!item) continue;
    const previous = run[run.length - 1]?.paragraph;
    if (previous && paragraph.previousElementSibling !== previous) {
      buildLists(run);
      run = [];
    }
    run.push(item);
  }
  if (run.length) buildLists(run);
}
