"use client";
import { MenuItem, TextField } from "@mui/material";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/** A list filter kept in the URL like the grid's own state; choosing a value starts at the first page. */
export function UrlSelectField(props: {
  param: string;
  label: string;
  value?: string;
  allLabel: string;
  options: { value: string; label: string }[];
}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const change = (value: string) => {
    const next = new URLSearchParams(searchParams.toString());
    if (value) next.set(props.param, value);
    else next.delete(props.param);
    next.delete("page");
    router.replace(`${pathname}?${next.toString()}`, { scroll: false });
  };
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
