"use client";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { Button, IconButton, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/**
 * A form's repeated rows (react-hook-form's `useFieldArray`) as one fieldset: the legend, each row's
 * fields side by side from the sm breakpoint with its remove button, and "add" under them.
 */
export function FieldRows(props: {
  legend: string;
  rows: readonly { id: string }[];
  row: (index: number) => ReactNode;
  removeLabel: string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {props.legend}
      </Typography>
      {props.rows.map((row, index) => (
        <Stack
          key={row.id}
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ alignItems: { sm: "flex-start" } }}
        >
          {props.row(index)}
          <IconButton aria-label={props.removeLabel} onClick={() => props.onRemove(index)}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={props.onAdd} sx={{ alignSelf: "flex-start" }}>
        {props.addLabel}
      </Button>
    </Stack>
  );
}
