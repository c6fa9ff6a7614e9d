"use client";
import TableChartOutlinedIcon from "@mui/icons-material/TableChartOutlined";
import { Divider, IconButton, Menu, MenuItem, Tooltip } from "@mui/material";
import type { ChainedCommands, Editor } from "@tiptap/react";
import { useTranslations } from "next-intl";
import { useState } from "react";

type TableAction = {
  id:
    | "insertTable"
    | "addRowBefore"
    | "addRowAfter"
    | "deleteRow"
    | "addColumnBefore"
    | "addColumnAfter"
    | "deleteColumn"
    | "deleteTable";
  apply: (chain: ChainedCommands) => ChainedCommands;
};

/** In groups, separated by a divider: the table, its rows, its columns, and removing it. */
const GROUPS: TableAction[][] = [
  [{ id: "insertTable", apply: (chain) => chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }) }],
  [
    { id: "addRowBefore", apply: (chain) => chain.addRowBefore() },
    { id: "addRowAfter", apply: (chain) => chain.addRowAfter() },
    { id: "deleteRow", apply: (chain) => chain.deleteRow() },
  ],
  [
    { id: "addColumnBefore", apply: (chain) => chain.addColumnBefore() },
    { id: "addColumnAfter", apply: (chain) => chain.addColumnAfter() },
    { id: "deleteColumn", apply: (chain) => chain.deleteColumn() },
  ],
  [{ id: "deleteTable", apply: (chain) => chain.deleteTable() }],
];

/**
 * Whether the action applies where the caret is. A new table goes outside tables only: a table in
 * a cell is allowed by the schema but hard to handle by keyboard.
 */
const possible = (editor: Editor, action: TableAction) =>
  action.id === "insertTable" ? !editor.isActive("table") : action.apply(editor.can().chain()).run();

/**
 * The toolbar's table button and its menu: insert a table, add and remove rows and columns, remove
 * the table. The menu is rendered only while open, so that closing it lets the focus go back into
 * the text at once (the action runs after that, in the text).
 */
export function TableMenu(props: { editor: Editor; tabIndex: number; onFocus: () => void }) {
  const t = useTranslations("scope.editor");
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: TableAction) => {
    setAnchor(null);
    setTimeout(() => action.apply(props.editor.chain().focus()).run());
  };
  return (
    <>
      <Tooltip title={t("table")}>
        <IconButton
          size="small"
          aria-label={t("table")}
          aria-haspopup="menu"
          aria-expanded={anchor ? "true" : undefined}
          tabIndex={props.tabIndex}
          onMouseDown={(event) => event.preventDefault()}
          onFocus={props.onFocus}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TableChartOutlinedIcon />
        </IconButton>
      </Tooltip>
      {anchor ? (
        <Menu open anchorEl={anchor} onClose={() => setAnchor(null)}>
          {/* a flat list: the menu's arrow keys step through its direct children */}
          {GROUPS.flatMap((group, index) => [
            ...(index ? [<Divider key={`divider-${index}`} />] : []),
            ...group.map((action) => (
              <MenuItem key={action.id} disabled={!possible(props.editor, action)} onClick={() => choose(action)}>
                {t(action.id)}
              </MenuItem>
            )),
          ])}
        </Menu>
      ) : null}
    </>
  );
}
