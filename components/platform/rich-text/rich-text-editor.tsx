"use client";
import { Box, Divider, FormControl, FormHelperText, FormLabel } from "@mui/material";
import dynamic from "next/dynamic";
import { useId } from "react";

/** The size of the toolbar, the text and the keyboard hint, held while the editor loads so that the form does not jump. */
function EditorPlaceholder() {
  return (
    <>
      <Box sx={{ height: 42 }} />
      <Divider />
      <Box sx={{ minHeight: 308 }} />
    </>
  );
}

// Tiptap and ProseMirror are most of the editor's weight: they load only where a form shows the
// editor, after the form itself, and only in the browser (an editor has nothing to render on the server)
const TiptapEditor = dynamic(() => import("./tiptap-editor").then((module) => module.TiptapEditor), {
  ssr: false,
  loading: EditorPlaceholder,
});

type Props = {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label: string;
  helperText?: string;
  error?: boolean;
  /** Receives the editable element, so that the form can focus it on an error. */
  inputRef?: (element: HTMLElement | null) => void;
};

/**
 * A rich-text field for react-hook-form: headings, lists, links, tables, bold, italic and
 * underline, its value an HTML string that the server sanitises on save. The label and helper
 * text are drawn here at once; the toolbar and the text come with the editor's code.
 */
export function RichTextEditor({ value, onChange, onBlur, label, helperText, error, inputRef }: Props) {
  const id = useId();
  const ids = { label: `${id}-label`, helper: helperText ? `${id}-helper` : undefined, editor: `${id}-editor` };
  return (
    <FormControl error={error} fullWidth>
      <FormLabel id={ids.label} component="span" sx={{ mb: 0.5 }}>
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
        <TiptapEditor value={value} onChange={onChange} onBlur={onBlur} inputRef={inputRef} ids={ids} error={error} />
      </Box>
      {helperText ? <FormHelperText id={ids.helper}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
