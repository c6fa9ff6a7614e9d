"use client";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import { DateInput } from "./date-input";
import type { FormControl } from "./fields";

/** A plain date (YYYY-MM-DD or null) bound to the form, typed in the language's format or picked. */
export function FormDateField<T extends FieldValues>(props: {
  control: FormControl<T>;
  name: Path<T>;
  label: string;
  helperText?: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <DateInput
          label={props.label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? props.helperText}
        />
      )}
    />
  );
}
