// The link dialog's three outcomes on the text. The selection stays in the editor's state while the
// dialog has the focus, so each acts where the person was when the dialog opened.
import { TextSelection } from "@tiptap/pm/state";
import type { ChainedCommands, Editor } from "@tiptap/react";
import { linkText } from "@/lib/platform/rich-text/link-address";

/** The address of the link at the caret, or null when there is none. */
export const currentLink = (editor: Editor): string | null =>
  editor.isActive("link") ? String(editor.getAttributes("link").href ?? "") : null;

/**
 * The caret after the link, as a word processor leaves it: typing or Enter goes on after the link
 * and never replaces the text just linked.
 */
const caretAfter = (chain: ChainedCommands) =>
  chain.command(({ tr }) => {
    tr.setSelection(TextSelection.create(tr.doc, tr.selection.to));
    return true;
  });

/**
 * Links the selected text or changes the whole link around the caret; with nothing selected and
 * no link, inserts the address itself as a link.
 */
export function applyLink(editor: Editor, href: string) {
  if (editor.state.selection.empty && !editor.isActive("link")) {
    editor
      .chain()
      .focus()
      .insertContent({ type: "text", text: linkText(href), marks: [{ type: "link", attrs: { href } }] })
      .run();
    return;
  }
  caretAfter(editor.chain().focus().extendMarkRange("link").setLink({ href })).run();
}

/** Removes the whole link around the caret, keeping its text. */
export const removeLink = (editor: Editor) =>
  caretAfter(editor.chain().focus().extendMarkRange("link").unsetLink()).run();
