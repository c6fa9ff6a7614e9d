// The toolbar's formatting buttons: what each shows, its keyboard shortcut (Tiptap's own, which
// work in the text without the toolbar), whether it applies at the caret and what it does.
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import FormatUnderlinedIcon from "@mui/icons-material/FormatUnderlined";
import InsertLinkIcon from "@mui/icons-material/InsertLink";
import { Box } from "@mui/material";
import type { Editor } from "@tiptap/react";
import type { ReactNode } from "react";

export type FormatId =
  "bold" | "italic" | "underline" | "heading2" | "heading3" | "bulletList" | "numberedList" | "link";

type FormatButton = {
  id: FormatId;
  icon: ReactNode;
  /** As shown in the tooltip; aria-keyshortcuts spells Ctrl as Control. */
  shortcut: string;
  isActive: (editor: Editor) => boolean;
  /** Absent for the link, which opens a dialog first. */
  run?: (editor: Editor) => void;
};

// "H2" drawn as an icon, not as text: the button's name is "Heading", and visible text that the
// name does not contain would tell speech-input users the wrong word to say
const headingIcon = (level: 2 | 3) => (
  <Box
    component="span"
    sx={{ fontWeight: 700, fontSize: 15, width: 24, lineHeight: "24px", "&::before": { content: `"H${level}"` } }}
    aria-hidden
  />
);

/**
 * A heading button turns the block back into a paragraph when it already is that heading. A list
 * item or quotation leaves its list first: a heading cannot be a list item's first block.
 */
const toggleHeading = (editor: Editor, level: 2 | 3) =>
  editor.isActive("heading", { level })
    ? editor.chain().focus().setParagraph().run()
    : editor.chain().focus().clearNodes().setHeading({ level }).run();

const heading = (level: 2 | 3): FormatButton => ({
  id: `heading${level}`,
  icon: headingIcon(level),
  shortcut: `Ctrl+Alt+${level}`,
  isActive: (editor) => editor.isActive("heading", { level }),
  run: (editor) => toggleHeading(editor, level),
});

/** In groups, separated by a divider. */
export const FORMAT_GROUPS: FormatButton[][] = [
  [
    {
      id: "bold",
      icon: <FormatBoldIcon />,
      shortcut: "Ctrl+B",
      isActive: (editor) => editor.isActive("bold"),
      run: (editor) => editor.chain().focus().toggleBold().run(),
    },
    {
      id: "italic",
      icon: <FormatItalicIcon />,
      shortcut: "Ctrl+I",
      isActive: (editor) => editor.isActive("italic"),
      run: (editor) => editor.chain().focus().toggleItalic().run(),
    },
    {
      id: "underline",
      icon: <FormatUnderlinedIcon />,
      shortcut: "Ctrl+U",
      isActive: (editor) => editor.isActive("underline"),
      run: (editor) => editor.chain().focus().toggleUnderline().run(),
    },
  ],
  [heading(2), heading(3)],
  [
    {
      id: "bulletList",
      icon: <FormatListBulletedIcon />,
      shortcut: "Ctrl+Shift+8",
      isActive: (editor) => editor.isActive("bulletList"),
      run: (editor) => editor.chain().focus().toggleBulletList().run(),
    },
    {
      id: "numberedList",
      icon: <FormatListNumberedIcon />,
      shortcut: "Ctrl+Shift+7",
      isActive: (editor) => editor.isActive("orderedList"),
      run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      id: "link",
      icon: <InsertLinkIcon />,
      shortcut: "Ctrl+K",
      isActive: (editor) => editor.isActive("link"),
    },
  ],
];

/** Which buttons apply at the caret, for their pressed state. */
export const activeFormats = (editor: Editor) =>
  Object.fromEntries(FORMAT_GROUPS.flat().map((button) => [button.id, button.isActive(editor)])) as Record<
    FormatId,
    boolean
  >;
