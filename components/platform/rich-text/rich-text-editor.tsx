"use client";
import { Box, Divider, FormControl, FormHelperText, FormLabel } from "@mui/material";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { COMMANDS, insertLink, NO_FORMAT, readFormatState, selectedLink, type CommandId } from "./editor-commands";
import { EditorToolbar } from "./editor-toolbar";
import { tidyEditedHtml } from "./editor-tidy";
import { LinkDialog } from "./link-dialog";
import { richTextSx } from "./rich-text-styles";

/** An empty editor starts with a paragraph, so that typed text never sits outside a block. */
const EMPTY = "<p><br></p>";

type Props = {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label: string;
  helperText?: string;
  error?: boolean;
  /** Receives the editable element, so that the form can focus it on an error. */
  inputRef?: (element: HTMLDivElement | null) => void;
};

/**
 * A small rich-text editor: a contentEditable region with a toolbar for bold, italic, underline,
 * two heading levels, lists and links. The HTML it produces is sanitised by the server on save.
 */
export function RichTextEditor({ value, onChange, onBlur, label, helperText, error, inputRef }: Props) {
  const id = useId();
  const editor = useRef<HTMLDivElement | null>(null);
  const range = useRef<Range | null>(null);
  const [state, setState] = useState(NO_FORMAT);
  const [link, setLink] = useState<{ href: string; inLink: boolean } | null>(null);

  // the DOM owns the text while the user types; it is replaced only when the value changes from outside
  useEffect(() => {
    const element = editor.current;
    if (element && element.innerHTML !== value && document.activeElement !== element) {
      element.innerHTML = value || EMPTY;
    }
  }, [value]);

  /** Keeps the selection inside the editor: toolbar buttons and the link dialog take the focus away. */
  const rememberSelection = () => {
    const selection = document.getSelection();
    const element = editor.current;
    if (!element || !selection?.rangeCount) return;
    const current = selection.getRangeAt(0);
    if (!element.contains(current.commonAncestorContainer)) return;
    range.current = current.cloneRange();
    setState(readFormatState(element));
  };

  // selectionchange comes late and merged, so leaving the editor (blur, Ctrl+K) remembers it as well
  useEffect(() => {
    document.addEventListener("selectionchange", rememberSelection);
    return () => document.removeEventListener("selectionchange", rememberSelection);
  }, []);

  const restoreSelection = () => {
    const element = editor.current!;
    if (document.activeElement === element) return;
    element.focus();
    const selection = document.getSelection();
    if (range.current && selection) {
      selection.removeAllRanges();
      selection.addRange(range.current);
    }
  };

  const changed = () => {
    const element = editor.current!;
    tidyEditedHtml(element);
    onChange(element.innerHTML);
    setState(readFormatState(element));
  };

  /** Selects the whole link around the caret, so that changing or removing it covers all of it. */
  const selectLink = () => {
    const anchor = selectedLink(editor.current!);
    if (!anchor) return;
    const whole = document.createRange();
    whole.selectNodeContents(anchor);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(whole);
  };

  const openLinkDialog = () => {
    rememberSelection();
    const anchor = editor.current && selectedLink(editor.current);
    setLink({ href: anchor?.getAttribute("href") ?? "", inLink: !!anchor });
  };

  /** Closes the dialog first: while it is open its focus trap would keep the focus from the text. */
  const afterDialog = (action?: () => void) => {
    setLink(null);
    setTimeout(() => {
      restoreSelection();
      if (!action) return;
      selectLink();
      action();
      changed();
    });
  };

  const command = (commandId: CommandId | "link") => {
    if (commandId === "link") return openLinkDialog();
    restoreSelection();
    COMMANDS[commandId]();
    changed();
  };

  const keyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
      event.preventDefault();
      openLinkDialog();
    }
  };

  const input = () => {
    // typing into an emptied editor puts text straight into the region; give it a paragraph
    const anchor = document.getSelection()?.anchorNode;
    if (anchor?.nodeType === Node.TEXT_NODE && anchor.parentNode === editor.current) {
      document.execCommand("formatBlock", false, "p");
    }
    changed();
  };

  const helperId = `${id}-helper`;
  return (
    <FormControl error={error} fullWidth>
      <FormLabel id={`${id}-label`} component="span" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? "error.main" : "divider",
          borderRadius: 1,
          bgcolor: "background.paper",
          "&:focus-within": { borderColor: error ? "error.main" : "primary.main", boxShadow: 1 },
        }}
      >
        <EditorToolbar state={state} editorId={`${id}-editor`} onCommand={command} />
        <Divider />
        <Box
          id={`${id}-editor`}
          ref={(element: HTMLDivElement | null) => {
            editor.current = element;
            inputRef?.(element);
          }}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={helperText ? helperId : undefined}
          aria-invalid={error || undefined}
          spellCheck
          onFocus={() => document.execCommand("defaultParagraphSeparator", false, "p")}
          onInput={input}
          onBlur={() => {
            rememberSelection();
            onBlur?.();
          }}
          onKeyDown={keyDown}
          sx={{ ...richTextSx, minHeight: 280, p: 2, outline: "none", overflowWrap: "anywhere" }}
        />
      </Box>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
      {link ? (
        <LinkDialog
          initial={link.href}
          canRemove={link.inLink}
          onInsert={(href) => afterDialog(() => insertLink(href))}
          onRemove={() => afterDialog(() => document.execCommand("unlink"))}
          onClose={() => afterDialog()}
        />
      ) : null}
    </FormControl>
  );
}
