// The editor's schema is the server sanitiser's allow list (lib/platform/rich-text/sanitize.ts):
// what the editor can hold is what survives a save, and stored documents read back whole
// (paragraphs, h2–h4, lists, quotations, tables, links, bold, italic, underline, strike-through).
import { Plugin } from "@tiptap/pm/state";
import { Extension, type AnyExtension, type Editor } from "@tiptap/react";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { StarterKit } from "@tiptap/starter-kit";

/** The schemes the sanitiser keeps on a link; an address without one is relative and kept as well. */
const KEPT_SCHEMES = ["http", "https", "mailto"];

function isKeptAddress(url: string, ctx: { defaultValidate: (url: string) => boolean }) {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1];
  return scheme ? KEPT_SCHEMES.includes(scheme.toLowerCase()) : ctx.defaultValidate(url);
}

/**
 * Tab moves to the next cell and Shift+Tab to the one before, but past the last or first cell it
 * leaves the editor as everywhere else on the page: Tiptap's table adds a row there instead, which
 * keeps a keyboard user inside the table for good. Rows are added from the toolbar.
 */
const KeyboardTable = Table.extend({
  addKeyboardShortcuts() {
    return {
      ...this.parent?.(),
      Tab: () => this.editor.commands.goToNextCell(),
      "Shift-Tab": () => this.editor.commands.goToPreviousCell(),
    };
  },
});

export type EditorKeyHandlers = {
  /** Ctrl+K (⌘K): the link dialog. */
  onLink: (editor: Editor) => void;
  /** Escape or Alt+F10, as in other editors: to the toolbar. */
  onToolbar: (editor: Editor) => void;
};

/**
 * The browser reports a caret moved by keyboard a moment later (selectionchange), and the editor
 * reads it only then: Enter right after Ctrl+End would split the paragraph where the caret was
 * before, Ctrl+K right after Shift+Home would find the text unselected, a table chosen right after
 * an arrow key would go where the caret had been. Before any extension's keys (the highest
 * priority: its plugin comes first), each key has the editor read the caret; it handles none.
 */
const ReadCaretFirst = Extension.create({
  name: "readCaretFirst",
  priority: 1000,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          handleKeyDown: (view) => {
            view.dom.ownerDocument.dispatchEvent(new Event("selectionchange"));
            return false;
          },
        },
      }),
    ];
  },
});

const EditorKeys = Extension.create<EditorKeyHandlers>({
  name: "editorKeys",
  addOptions: () => ({ onLink: () => undefined, onToolbar: () => undefined }),
  addKeyboardShortcuts() {
    const toToolbar = () => {
      this.options.onToolbar(this.editor);
      return true;
    };
    return {
      "Mod-k": () => {
        this.options.onLink(this.editor);
        return true;
      },
      Escape: toToolbar,
      "Alt-F10": toToolbar,
    };
  },
});

export function editorExtensions(keys: EditorKeyHandlers): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      // neither code nor horizontal rules survive the sanitiser
      code: false,
      codeBlock: false,
      horizontalRule: false,
      // it adds an empty paragraph after a final list or table as soon as the text is focused, which
      // would mark an untouched form as changed; the gap cursor reaches the place after them instead
      trailingNode: false,
      link: {
        openOnClick: false,
        // typed addresses stay text, as before; links come from the link dialog or a paste
        autolink: false,
        defaultProtocol: "https",
        // the sanitiser writes rel itself and drops target and class
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: isKeptAddress,
      },
    }),
    KeyboardTable.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    ReadCaretFirst,
    EditorKeys.configure(keys),
  ];
}
