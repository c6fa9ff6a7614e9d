"use client";
import {
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  TextField,
  type TextFieldProps,
} from "@mui/material";
import { useTranslations } from "next-intl";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";

/** A form's control whatever its resolver's output type (forms validate with the API's schemas). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormControl<T extends FieldValues> = Control<T, any, any>;

type Base<T extends FieldValues> = { control: FormControl<T>; name: Path<T>; label: string };

/** A text (or date, number, multi-line) field bound to the form; an empty date or number becomes null. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  ...props
}: Base<T> & Omit<TextFieldProps, "name" | "label">) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ""}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(
              event.target.value === "" && (props.type === "date" || props.type === "number")
                ? null
                : event.target.value,
            )
          }
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? props.helperText}
          slotProps={{ ...props.slotProps, inputLabel: props.type === "date" ? { shrink: true } : undefined }}
          fullWidth
        />
      )}
    />
  );
}

export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  allowEmpty,
  ...props
}: Base<T> & { options: { value: string; label: string }[]; allowEmpty?: string } & Omit<
    TextFieldProps,
    "name" | "label"
  >) {
  const t = useTranslations("forms");
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ""}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.value === "" ? null : event.target.value)}
          error={!!fieldState.error}
          // zod's message for a missing choice lists the raw enum codes; say it in words instead
          helperText={
            fieldState.error?.type === "invalid_value"
              ? t("chooseOption")
              : (fieldState.error?.message ?? props.helperText)
          }
          fullWidth
        >
          {allowEmpty !== undefined ? (
            <MenuItem value="">
              <em>{allowEmpty}</em>
            </MenuItem>
          ) : null}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** A set of checkboxes bound to an array of values. */
export function FormCheckboxes<T extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
}: Base<T> & { options: { value: string; label: string }[]; disabled?: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const values: string[] = field.value ?? [];
        return (
          <FormGroup role="group" aria-label={label}>
            <FormLabel component="legend">{label}</FormLabel>
            {options.map((option) => (
              <FormControlLabel
                key={option.value}
                label={option.label}
                disabled={disabled}
                control={
                  <Checkbox
                    checked={values.includes(option.value)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...values, option.value]
                          : values.filter((value) => value !== option.value),
                      )
                    }
                  />
                }
              />
            ))}
            {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
          </FormGroup>
        );
      }}
    />
  );
}

/** One checkbox bound to a yes-or-no value, with a line of help below it. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
}: Base<T> & { helperText?: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div>
          <FormControlLabel
            label={label}
            control={
              <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
            }
          />
          {fieldState.error?.message || helperText ? (
            <FormHelperText error={!!fieldState.error}>{fieldState.error?.message ?? helperText}</FormHelperText>
          ) : null}
        </div>
      )}
    />
  );
}
