"use client";
import DownloadIcon from "@mui/icons-material/Download";
import { Button, Menu, MenuItem } from "@mui/material";
import { useTranslations } from "next-intl";
import { useId, useState, type MouseEvent } from "react";
import type { ExportChoice, ListState } from "@/lib/platform/lists/url-state";

/**
 * The address of a list's export: the list endpoint with the grid's filter and sort (no page: the
 * file holds every row), the columns the grid shows, and the format.
 */
function exportHref(path: string, state: ListState, columns: string[], format: ExportChoice) {
  // a list outside the organization prefix names its organization in the path's own query
  const [base, fixed] = path.split("?");
  const params = new URLSearchParams(fixed);
  for (const [name, value] of Object.entries({ ...state.filters, sort: `${state.sort.field},${state.sort.direction}` }))
    params.set(name, value);
  params.set("columns", columns.join(","));
  params.set("format", format);
  return `${base}?${params.toString()}`;
}

/**
 * The grid's export button: CSV or XLSX (or the endpoint's other `formats`) of what the grid shows.
 * The links are plain downloads of the API (a GET with the session cookie), so the server streams
 * the file straight to disk.
 */
export function ExportMenuButton(props: {
  path: string;
  state: ListState;
  visibleColumns: () => string[];
  formats?: readonly ExportChoice[];
}) {
  const t = useTranslations("grid.export");
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [columns, setColumns] = useState<string[]>([]);
  const open = (event: MouseEvent<HTMLElement>) => {
    // read when opened: the user may have hidden or moved columns since
    setColumns(props.visibleColumns());
    setAnchor(event.currentTarget);
  };
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={open}
        sx={{ alignSelf: { xs: "flex-start", sm: "center" }, ml: { sm: "auto" }, flexShrink: 0 }}
      >
        {t("button")}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { "aria-labelledby": `${id}-button` } }}
      >
        {(props.formats ?? (["csv", "xlsx"] as const)).map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={exportHref(props.path, props.state, columns, format)}
            download
            onClick={close}
          >
            {t(format)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
