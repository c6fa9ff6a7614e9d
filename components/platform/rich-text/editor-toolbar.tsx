"use client";
import { Box, Divider, IconButton, Tooltip } from "@mui/material";
import { useEditorState, type Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import { activeFormats, FORMAT_GROUPS, type FormatId } from "./format-buttons";
import { TableMenu } from "./table-menu";

const FORMATS = FORMAT_GROUPS.flat();
/** The position of each group's first button among all buttons; the table button comes last. */
const OFFSETS = FORMAT_GROUPS.map((_, group) => FORMAT_GROUPS.slice(0, group).flat().length);

/**
 * The editor's toolbar, one tab stop as the ARIA toolbar pattern asks: the arrow keys, Home and End
 * move between the buttons. Mouse presses keep the focus (and the selection) in the text; a button
 * used by keyboard acts on the text's selection and moves the focus back into the text.
 */
export function EditorToolbar(props: { editor: Editor; editorId: string; onLink: () => void }) {
  const { editor } = props;
  const t = useTranslations("scope.editor");
  const [current, setCurrent] = useState(0);
  const active = useEditorState({ editor, selector: ({ editor }) => activeFormats(editor) });

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll("button")];
    const position = buttons.indexOf(event.target as HTMLButtonElement);
    // the table menu's keys reach here too (React passes events up through portals); they are its own
    if (position < 0) return;
    const next = { ArrowRight: position + 1, ArrowLeft: position - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + buttons.length) % buttons.length;
    setCurrent(index);
    buttons[index].focus();
  };

  /** One tab stop: the button used last, the first one at the start. */
  const item = (position: number) => ({
    tabIndex: position === current ? 0 : -1,
    onFocus: () => setCurrent(position),
  });

  const press = (id: FormatId) => {
    const button = FORMATS.find((format) => format.id === id)!;
    if (button.run) button.run(editor);
    else props.onLink();
  };

  return (
    <Box
      role="toolbar"
      aria-label={t("toolbar")}
      aria-controls={props.editorId}
      onKeyDown={move}
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.25, p: 0.5 }}
    >
      {FORMAT_GROUPS.map((group, groupIndex) => (
        <Box key={groupIndex} sx={{ display: "flex", alignItems: "center", gap: 0.25 }}>
          {groupIndex ? <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} /> : null}
          {group.map((button, inGroup) => {
            const label = t(button.id);
            const pressed = !!active?.[button.id];
            return (
              <Tooltip key={button.id} title={`${label} (${button.shortcut})`}>
                <IconButton
                  {...item(OFFSETS[groupIndex] + inGroup)}
                  size="small"
                  aria-label={label}
                  aria-pressed={pressed}
                  aria-keyshortcuts={button.shortcut.replace("Ctrl", "Control")}
                  color={pressed ? "primary" : "default"}
                  sx={pressed ? { bgcolor: "action.selected" } : undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => press(button.id)}
                >
                  {button.icon}
                </IconButton>
              </Tooltip>
            );
          })}
        </Box>
      ))}
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <TableMenu editor={editor} {...item(FORMATS.length)} />
    </Box>
  );
}
