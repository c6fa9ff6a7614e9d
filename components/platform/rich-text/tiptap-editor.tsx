"use client";
import { Box, Divider, Typography } from "@mui/material";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { cleanPastedHtml } from "@/lib/platform/rich-text/paste-cleaning";
import { editorExtensions } from "./editor-extensions";
import { editorHtml } from "./editor-html";
import { applyLink, currentLink, removeLink } from "./editor-links";
import { editingSx } from "./editor-styles";
import { EditorToolbar } from "./editor-toolbar";
import { LinkDialog } from "./link-dialog";

export type TiptapEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  inputRef?: (element: HTMLElement | null) => void;
  /** The ids of the label and the helper text the wrapper draws, and the one the text gets. */
  ids: { label: string; helper?: string; editor: string };
  error?: boolean;
};

/**
 * The toolbar and the editable text, on Tiptap (ProseMirror). Loaded by RichTextEditor only where a
 * form shows it. The text starts as the form's value and reports every change as HTML; a value set
 * from outside (the form reset after a save) replaces it while the person is not writing in it.
 */
export function TiptapEditor(props: TiptapEditorProps) {
  const t = useTranslations("scope.editor");
  const [link, setLink] = useState<{ href: string; inLink: boolean } | null>(null);
  // Tiptap registers its callbacks once; they read the latest props from here
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  /** The HTML last reported to the form, so that the value coming back is not set again. */
  const reported = useRef(props.value);

  const openLink = (editor: Editor) => {
    const href = currentLink(editor);
    setLink({ href: href ?? "", inLink: href !== null });
  };

  const [initialContent] = useState(props.value);
  const [extensions] = useState(() =>
    editorExtensions({
      onLink: openLink,
      // the toolbar's tab stop: the button used last
      onToolbar: (editor) =>
        document
          .querySelector<HTMLElement>(`[role="toolbar"][aria-controls="${editor.view.dom.id}"] [tabindex="0"]`)
          ?.focus(),
    }),
  );
  const hintId = `${props.ids.editor}-hint`;
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: props.ids.editor,
        "aria-multiline": "true",
        "aria-labelledby": props.ids.label,
        "aria-describedby": [props.ids.helper, hintId].filter(Boolean).join(" "),
        ...(props.error ? { "aria-invalid": "true" } : {}),
        spellcheck: "true",
      },
      transformPastedHTML: cleanPastedHtml,
    }),
    [props.ids.editor, props.ids.label, props.ids.helper, hintId, props.error],
  );

  // null for a moment when a form comes back after its editor was destroyed (see below)
  const editor: Editor | null = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    // loaded in the browser only (next/dynamic without SSR), so there is no server render to match
    immediatelyRender: true,
    // the toolbar follows the text through useEditorState; the text itself needs no React render
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor }) => {
      reported.current = editorHtml(editor);
      latest.current.onChange(reported.current);
    },
    onBlur: () => latest.current.onBlur?.(),
  });

  // The form focuses the text when its value is invalid. A form hidden and shown again (the router
  // keeps a page it left hidden, with its effects undone) may hold an editor that useEditor destroyed
  // in between, or none, until its next render brings a new one: such an editor has no view to
  // touch, and touching it threw (seen on a busy machine as the error screen in place of the form).
  const live = editor && !editor.isDestroyed ? editor : null;
  // checked again when the effect runs: useEditor's timer may destroy it between render and effect
  useEffect(() => {
    if (!live || live.isDestroyed) return;
    latest.current.inputRef?.(live.view.dom);
    return () => latest.current.inputRef?.(null);
  }, [live]);

  // a value set from outside (the form reset after a save), or a new editor, which starts from the
  // first value, not from what the person has written since
  useEffect(() => {
    if (!live || live.isDestroyed || live.isFocused) return;
    if (props.value === reported.current && editorHtml(live) === props.value) return;
    reported.current = props.value;
    live.commands.setContent(props.value, { emitUpdate: false });
  }, [live, props.value]);

  /** Closes the dialog first: while it is open its focus trap would keep the focus from the text. */
  const afterDialog = (action?: (editor: Editor) => void) => {
    setLink(null);
    if (live) setTimeout(() => (action ? action(live) : live.commands.focus()));
  };

  // the text's place stays taken while the next editor is on its way
  if (!live) return <Box sx={editingSx} aria-busy="true" />;

  return (
    <>
      <EditorToolbar editor={live} editorId={props.ids.editor} onLink={() => openLink(live)} />
      <Divider />
      <Box sx={editingSx}>
        <EditorContent editor={live} />
      </Box>
      {/* shown, not only announced: Tab that stays in the text surprises anyone using the keyboard */}
      <Typography id={hintId} component="p" variant="caption" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {t("keyboardHint")}
      </Typography>
      {link ? (
        <LinkDialog
          initial={link.href}
          canRemove={link.inLink}
          onInsert={(href) => afterDialog((editor) => applyLink(editor, href))}
          onRemove={() => afterDialog(removeLink)}
          onClose={() => afterDialog()}
        />
      ) : null}
    </>
  );
}
