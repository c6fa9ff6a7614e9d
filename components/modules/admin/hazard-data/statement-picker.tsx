"use client";
import { Autocomplete, Chip, TextField } from "@mui/material";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import type { FormControl } from "@/components/platform/forms/fields";

export type StatementOption = { code: string; statement: string };

/** Picks statements (H, EUH or P) from the regulation's list by code or text; the form keeps their codes. */
export function StatementPicker<T extends FieldValues>(props: {
  control: FormControl<T>;
  name: Path<T>;
  label: string;
  options: StatementOption[];
  helperText?: string;
}) {
  const byCode = new Map(props.options.map((option) => [option.code, option]));
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Autocomplete<StatementOption, true>
          multiple
          options={props.options}
          value={(field.value as string[]).map((code) => byCode.get(code) ?? { code, statement: "" })}
          getOptionLabel={(option) => `${option.code} ${option.statement}`.trim()}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          onChange={(_event, value) => field.onChange(value.map((option) => option.code))}
          renderValue={(value, getItemProps) =>
            value.map((option, index) => {
              const { key, ...item } = getItemProps({ index });
              return <Chip key={key} {...item} size="small" label={option.code} title={option.statement} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={props.label}
              name={field.name}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? props.helperText}
            />
          )}
        />
      )}
    />
  );
}
