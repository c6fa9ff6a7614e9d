"use client";
import { TextField } from "@mui/material";
import { useUrlFilter } from "./use-url-filter";

/** A date filter kept in the URL (YYYY-MM-DD) like the grid's own state; a change starts at the first page. */
export function UrlDateField(props: { param: string; label: string; value?: string }) {
  const change = useUrlFilter(props.param);
  return (
    <TextField
      type="date"
      size="small"
      label={props.label}
      defaultValue={props.value ?? ""}
      onChange={(event) => change(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: "1900-01-01", max: "2200-12-31" } }}
      sx={{ minWidth: { sm: 160 } }}
    />
  );
}
