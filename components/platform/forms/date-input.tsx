"use client";
import type { TextFieldProps } from "@mui/material";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { daDK, enUS } from "@mui/x-date-pickers/locales";
import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/da";
import "dayjs/locale/en-gb";
import { useState, type Ref } from "react";
import { useLanguage } from "@/lib/platform/i18n/use-language";

const PICKER_TEXTS = {
  da: daDK.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** The one date format of each language, for typing and for the picker alike (British for English). */
const DATE_INPUT_FORMAT = { da: "DD.MM.YYYY", en: "DD/MM/YYYY" } as const;
/** dayjs's locale per language: its calendar starts the week on Monday in both. */
const DAYJS_LOCALES = { da: "da", en: "en-gb" } as const;

const toDayjs = (value: string | null | undefined) => (value ? dayjs(value) : null);
/** An incomplete or impossible date is held as "invalid", which the form's schema refuses. */
const toWire = (date: Dayjs | null) => (date === null ? null : date.isValid() ? date.format("YYYY-MM-DD") : "invalid");

type Props = {
  label: string;
  /** A plain date as the API takes it (YYYY-MM-DD), or null. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: TextFieldProps["helperText"];
  required?: boolean;
  disabled?: boolean;
  size?: "small" | "medium";
  fullWidth?: boolean;
  sx?: TextFieldProps["sx"];
};

/**
 * A date typed or picked in the interface language's format (05.03.2026 in Danish, 05/03/2026 in
 * English), whatever the browser's own language, weeks starting on Monday, with the picker's texts in that language. The
 * form holds the plain date the API takes.
 */
export function DateInput({ value, onChange, onBlur, name, inputRef, error, helperText, ...props }: Props) {
  const language = useLanguage();
  // what is typed stays on screen while it is not yet a date; a new value from outside replaces it
  const [shown, setShown] = useState<Dayjs | null>(() => toDayjs(value));
  if (toWire(shown) !== (value || null)) setShown(toDayjs(value));
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALES[language]}
      localeText={PICKER_TEXTS[language]}
    >
      <DatePicker
        label={props.label}
        value={shown}
        format={DATE_INPUT_FORMAT[language]}
        disabled={props.disabled}
        inputRef={inputRef}
        onChange={(next) => {
          setShown(next);
          onChange(toWire(next));
        }}
        slotProps={{
          textField: {
            name,
            onBlur,
            error,
            helperText,
            required: props.required,
            size: props.size,
            fullWidth: props.fullWidth,
            sx: props.sx,
          },
        }}
      />
    </LocalizationProvider>
  );
}
