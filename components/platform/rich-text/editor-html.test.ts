/**
 * @jest-environment jsdom
 */
import { Editor } from "@tiptap/react";
import { htmlToText } from "@/lib/platform/rich-text/html-text";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import { editorExtensions } from "./editor-extensions";
import { editorHtml } from "./editor-html";

const open = (content: string, onUpdate = jest.fn()) =>
  new Editor({
    extensions: editorExtensions({ onLink: jest.fn(), onToolbar: jest.fn() }),
    content,
    onUpdate,
  });

// as the execCommand editor and the seed wrote documents, with every element the sanitiser keeps
const STORED =
  "<h2>Scope</h2><h3>Sites</h3><h4>Hall</h4>" +
  "<p>Steel <strong>parts</strong>, <b>b</b> <em>e</em> <i>i</i> <u>u</u> <s>s</s><br>line</p>" +
  "<ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul><ol><li>first</li></ol>" +
  "<blockquote><p>quote</p></blockquote>" +
  "<table><thead><tr><th>Site</th><th>Target</th></tr></thead><tbody><tr><td>Vejle</td><td>20 %</td></tr></tbody></table>" +
  '<p>See <a href="https://mst.dk" rel="noopener noreferrer">MST</a> and <a href="mailto:ehs@example.dk" rel="noopener noreferrer">us</a>.</p>';

describe("the editor on stored documents", () => {
  it("reads every element the sanitiser keeps and writes it back the same, b and i as strong and em", () => {
    const editor = open(STORED);
    expect(sanitizeRichText(editorHtml(editor))).toBe(
      "<h2>Scope</h2><h3>Sites</h3><h4>Hall</h4>" +
        "<p>Steel <strong>parts</strong>, <strong>b</strong> <em>e</em> <em>i</em> <u>u</u> <s>s</s><br />line</p>" +
        "<ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul><ol><li>first</li></ol>" +
        "<blockquote><p>quote</p></blockquote>" +
        "<table><tbody><tr><th>Site</th><th>Target</th></tr><tr><td>Vejle</td><td>20 %</td></tr></tbody></table>" +
        '<p>See <a href="https://mst.dk" rel="noopener noreferrer">MST</a> and <a href="mailto:ehs@example.dk" rel="noopener noreferrer">us</a>.</p>',
    );
    expect(htmlToText(editorHtml(editor))).toBe(htmlToText(STORED));
    editor.destroy();
  });

  it("reports no change on opening and on moving through the text, so an untouched form stays untouched", () => {
    const onUpdate = jest.fn();
    const editor = open("<p>Intro</p><ul><li>last item</li></ul>", onUpdate);
    editor.commands.setTextSelection(editor.state.doc.content.size - 2);
    editor.commands.setTextSelection(1);
    expect(onUpdate).not.toHaveBeenCalled();
    editor.destroy();
  });

  it("writes what it reads again: a saved document opens as the same document", () => {
    const first = open(STORED);
    const html = editorHtml(first);
    const second = open(html);
    expect(editorHtml(second)).toBe(html);
    first.destroy();
    second.destroy();
  });

  it("writes an empty text as nothing, and a cell with two paragraphs with both", () => {
    expect(editorHtml(open("<p></p>"))).toBe("");
    expect(editorHtml(open("<table><tbody><tr><td><p>a</p><p>b</p></td></tr></tbody></table>"))).toBe(
      "<table><tbody><tr><td><p>a</p><p>b</p></td></tr></tbody></table>",
    );
  });
});
