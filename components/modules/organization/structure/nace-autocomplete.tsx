"use client";
import type { FormControl } from "@/components/platform/forms/fields";
import { Autocomplete, TextField } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import { api } from "@/lib/platform/client/api-client";
import { useLanguage } from "@/lib/platform/i18n/use-language";

export type NaceOption = { code: string; level: string; nameEn: string; nameDa: string };

/** Picks a NACE Rev. 2 code; searches the server as the user types (code or words, both languages). */
export function NaceAutocomplete<T extends FieldValues>(props: {
  control: FormControl<T>;
  name: Path<T>;
  initial: NaceOption | null;
}) {
  const t = useTranslations("organization.form");
  const locale = useLanguage();
  const [input, setInput] = useState("");
  const [options, setOptions] = useState<NaceOption[]>(props.initial ? [props.initial] : []);
  const [selected, setSelected] = useState<NaceOption | null>(props.initial);
  const label = (option: NaceOption) => `${option.code} · ${locale === "da" ? option.nameDa : option.nameEn}`;

  useEffect(() => {
    const timer = setTimeout(() => {
      void api<NaceOption[]>("/api/v1/nace-codes", { query: { q: input }, quiet: true })
        .then((found) =>
          setOptions(selected && !found.some((o) => o.code === selected.code) ? [selected, ...found] : found),
        )
        .catch(() => {});
    }, 250);
    return () => clearTimeout(timer);
  }, [input, selected]);

  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          value={selected}
          filterOptions={(all) => all}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a.code === b.code}
          onInputChange={(_event, value, reason) => reason === "input" && setInput(value)}
          onChange={(_event, option) => {
            setSelected(option);
            field.onChange(option?.code ?? null);
          }}
          renderOption={(optionProps, option) => {
            const { key, ...rest } = optionProps as typeof optionProps & { key: string };
            return (
              <li
                key={key}
                {...rest}
                style={{ paddingLeft: option.level === "section" ? 16 : option.level === "division" ? 28 : 40 }}
              >
                {label(option)}
              </li>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t("naceCode")}
              name={field.name}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? t("naceHelp")}
            />
          )}
        />
      )}
    />
  );
}
