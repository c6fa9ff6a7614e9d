"use client";
import { MenuItem, TextField } from "@mui/material";
import { useUrlFilter } from "./use-url-filter";

/** A list filter kept in the URL like the grid's own state; choosing a value starts at the first page. */
export function UrlSelectField(props: {
  param: string;
  label: string;
  value?: string;
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  const change = useUrlFilter(props.param);
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value ?? ""}
      onChange={(event) => change(event.target.value)}
      // show "All" rather than an empty box when nothing is chosen
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: { sm: 180 } }}
    >
      <MenuItem value="">
        <em>{props.allLabel}</em>
      </MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
