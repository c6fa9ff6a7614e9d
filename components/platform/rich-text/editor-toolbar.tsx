"use client";
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import FormatUnderlinedIcon from "@mui/icons-material/FormatUnderlined";
import InsertLinkIcon from "@mui/icons-material/InsertLink";
import { Box, Divider, IconButton, Tooltip } from "@mui/material";
import { useTranslations } from "next-intl";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { CommandId, FormatState } from "./editor-commands";

type Button = { id: CommandId | "link"; icon: ReactNode; shortcut?: string };

// "H2" drawn as an icon, not as text: the button's name is "Heading", and visible text that the
// name does not contain would tell speech-input users the wrong word to say
const headingIcon = (level: 2 | 3) => (
  <Box
    component="span"
    sx={{ fontWeight: 700, fontSize: 15, width: 24, lineHeight: "24px", "&::before": { content: `"H${level}"` } }}
    aria-hidden
  />
);

/** In groups, separated by a divider. */
const GROUPS: Button[][] = [
  [
    { id: "bold", icon: <FormatBoldIcon />, shortcut: "Ctrl+B" },
    { id: "italic", icon: <FormatItalicIcon />, shortcut: "Ctrl+I" },
    { id: "underline", icon: <FormatUnderlinedIcon />, shortcut: "Ctrl+U" },
  ],
  [
    { id: "heading2", icon: headingIcon(2) },
    { id: "heading3", icon: headingIcon(3) },
  ],
  [
    { id: "bulletList", icon: <FormatListBulletedIcon /> },
    { id: "numberedList", icon: <FormatListNumberedIcon /> },
    { id: "link", icon: <InsertLinkIcon />, shortcut: "Ctrl+K" },
  ],
];

const BUTTONS = GROUPS.flat();
/** The position of each group's first button among all buttons. */
const OFFSETS = GROUPS.map((_, group) => GROUPS.slice(0, group).flat().length);

/**
 * The editor's toolbar, one tab stop as the ARIA toolbar pattern asks: the arrow keys, Home and End
 * move between the buttons. Mouse presses keep the focus (and the selection) in the text.
 */
export function EditorToolbar(props: {
  state: FormatState;
  editorId: string;
  onCommand: (id: CommandId | "link") => void;
}) {
  const t = useTranslations("scope.editor");
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent) => {
    const next = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: BUTTONS.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + BUTTONS.length) % BUTTONS.length;
    setCurrent(index);
    buttons.current[index]?.focus();
  };

  return (
    <Box
      role="toolbar"
      aria-label={t("toolbar")}
      aria-controls={props.editorId}
      onKeyDown={move}
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.25, p: 0.5 }}
    >
      {GROUPS.map((group, groupIndex) => (
        <Box key={groupIndex} sx={{ display: "flex", alignItems: "center", gap: 0.25 }}>
          {groupIndex ? <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} /> : null}
          {group.map((button, inGroup) => {
            const position = OFFSETS[groupIndex] + inGroup;
            const label = t(button.id);
            return (
              <Tooltip key={button.id} title={button.shortcut ? `${label} (${button.shortcut})` : label}>
                <IconButton
                  ref={(element) => {
                    buttons.current[position] = element;
                  }}
                  size="small"
                  aria-label={label}
                  aria-pressed={props.state[button.id]}
                  aria-keyshortcuts={button.shortcut?.replace("Ctrl", "Control")}
                  tabIndex={position === current ? 0 : -1}
                  color={props.state[button.id] ? "primary" : "default"}
                  sx={props.state[button.id] ? { bgcolor: "action.selected" } : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onFocus={() => setCurrent(position)}
                  onClick={() => props.onCommand(button.id)}
                >
                  {button.icon}
                </IconButton>
              </Tooltip>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
