"use client";
import { Autocomplete, TextField } from "@mui/material";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import type { FormControl } from "./fields";

type Option = { id: string; name: string };

/**
 * Several of a short list of records (the organization's meters, procedures …), typed to narrow and
 * picked by keyboard or touch; the form keeps their ids. For long lists searched on the server, see
 * RemoteAutocomplete.
 */
export function FormMultiPicker<T extends FieldValues>(props: {
  control: FormControl<T>;
  name: Path<T>;
  label: string;
  options: Option[];
  helperText?: string;
}) {
  const byId = new Map(props.options.map((option) => [option.id, option]));
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Autocomplete<Option, true>
          multiple
          options={props.options}
          value={((field.value as string[] | undefined) ?? []).flatMap((id) => byId.get(id) ?? [])}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterSelectedOptions
          onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.id))}
          onBlur={field.onBlur}
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
