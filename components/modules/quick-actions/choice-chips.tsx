"use client";
import { Box, Chip, FormLabel, Stack } from "@mui/material";

/** One of a few choices as large taps (a radio group), for a thumb rather than a menu. */
export function ChoiceChips<V extends string>(props: {
  label: string;
  values: readonly V[];
  value: V | "";
  text: (value: V) => string;
  onChange: (value: V) => void;
  error?: string;
}) {
  return (
    <Box role="radiogroup" aria-label={props.label}>
      <FormLabel component="div" sx={{ mb: 1 }} error={!!props.error}>
        {props.label}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
        {props.values.map((option) => (
          <Chip
            key={option}
            role="radio"
            aria-checked={props.value === option}
            label={props.text(option)}
            color={props.value === option ? "primary" : "default"}
            variant={props.value === option ? "filled" : "outlined"}
            onClick={() => props.onChange(option)}
            sx={{ minHeight: 44, fontSize: "0.95rem" }}
          />
        ))}
      </Stack>
      {props.error ? (
        <Box role="alert" sx={{ color: "error.main", fontSize: "0.8rem", mt: 0.5 }}>
          {props.error}
        </Box>
      ) : null}
    </Box>
  );
}
