import type { SxProps, Theme } from "@mui/material";
import { richTextSx } from "./rich-text-styles";

/** The editable text: the look of shown text, with room to write and the marks of table editing. */
export const editingSx = {
  "& .tiptap": {
    ...richTextSx,
    minHeight: 280,
    p: 2,
    outline: "none",
    overflowWrap: "anywhere",
  },
  // cells chosen together (Shift+arrow keys across cells) are marked by prosemirror-tables' class
  "& .selectedCell": { bgcolor: "action.selected" },
  // the editor draws a table in a wrapper; the table's own scrolling is the wrapper's there
  "& .tableWrapper": { overflowX: "auto", my: 1 },
} satisfies SxProps<Theme>;
