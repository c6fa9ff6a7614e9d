"use client";
import { TextField } from "@mui/material";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/** A date filter kept in the URL (YYYY-MM-DD) like the grid's own state; a change starts at the first page. */
export function UrlDateField(props: { param: string; label: string; value?: string }) {
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
