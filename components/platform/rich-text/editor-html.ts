// The editor's document as the HTML string the forms hold and the server stores. ProseMirror writes
// every list item and table cell as a paragraph inside, and a table with column widths; written
// plainly instead, a saved document reads as the old editor's did (<li>text</li>), in every view
// and style sheet that shows it, and reads back into the editor as the same document.
import { DOMSerializer } from "@tiptap/pm/model";
import type { Editor } from "@tiptap/react";

/** A list item's or cell's paragraph is written as its text when it is the block's only paragraph and comes first. */
function unwrapLoneParagraphs(container: HTMLElement) {
  for (const block of container.querySelectorAll("li, td, th")) {
    const paragraphs = [...block.children].filter((child) => child.localName === "p");
    if (paragraphs.length === 1 && block.firstChild === paragraphs[0])
      paragraphs[0].replaceWith(...paragraphs[0].childNodes);
  }
}

/** The document as HTML; "" when it holds no text, so that a required text is missing, not "<p></p>". */
export function editorHtml(editor: Editor): string {
  if (editor.isEmpty) return "";
  const container = document.createElement("div");
  container.append(DOMSerializer.fromSchema(editor.schema).serializeFragment(editor.state.doc.content));
  // column widths and the table's minimum width are the editor's layout; a link's rel is the
  // sanitiser's to write. Only a link's address is the text's own.
  for (const colgroup of container.querySelectorAll("colgroup")) colgroup.remove();
  for (const element of container.querySelectorAll("*")) {
    for (const { name } of [...element.attributes]) {
      if (!(name === "href" && element.localName === "a")) element.removeAttribute(name);
    }
  }
  unwrapLoneParagraphs(container);
  return container.innerHTML;
}
