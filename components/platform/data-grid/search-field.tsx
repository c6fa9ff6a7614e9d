"use client";
import SearchIcon from "@mui/icons-material/Search";
import { InputAdornment, TextField } from "@mui/material";

/** A desk's list search box (a phone's is the native one of `PhoneToolbar`). */
export function SearchField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      size="small"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      label={props.label}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 280 }}
    />
  );
}
