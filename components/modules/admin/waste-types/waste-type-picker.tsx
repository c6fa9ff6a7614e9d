"use client";
import { Autocomplete, Box, TextField, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import type { FormControl } from "@/components/platform/forms/fields";
import { api } from "@/lib/platform/client/api-client";
import type { LocalizedWasteTypeDto } from "@/lib/modules/admin/waste-types/dto";
import { useLanguage } from "@/lib/platform/i18n/use-language";

/**
 * Picks a waste type of the List of Waste, searching the server as the user types: by code (with or
 * without spaces), by name or by an everyday name, in either language. A name shown in English for
 * want of a Danish title says so.
 */
export function WasteTypePicker<T extends FieldValues>(props: {
  control: FormControl<T>;
  name: Path<T>;
  initial: LocalizedWasteTypeDto | null;
  autoFocus?: boolean;
}) {
  const t = useTranslations("wasteTypes");
  const locale = useLanguage();
  // a Danish interface showing the English title marks it as such
  const fallback = (option: LocalizedWasteTypeDto | null) => locale === "da" && option?.nameLanguage === "en";
  const [input, setInput] = useState("");
  const [options, setOptions] = useState<LocalizedWasteTypeDto[]>(props.initial ? [props.initial] : []);
  const [selected, setSelected] = useState<LocalizedWasteTypeDto | null>(props.initial);

  useEffect(() => {
    const timer = setTimeout(() => {
      void api<{ content: LocalizedWasteTypeDto[] }>("/api/v1/waste-types", {
        query: { localized: true, q: input, size: 30 },
        quiet: true,
      })
        .then((page) => setOptions(page.content))
        .catch(() => {});
    }, 250);
    return () => clearTimeout(timer);
  }, [input]);

  const label = (option: LocalizedWasteTypeDto) => `${option.code}${option.hazardous ? "*" : ""} ${option.name}`;
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Autocomplete<LocalizedWasteTypeDto>
          options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
          value={selected}
          filterOptions={(all) => all}
          noOptionsText={t("picker.noOptions")}
          getOptionLabel={label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_event, value, reason) => reason === "input" && setInput(value)}
          onChange={(_event, option) => {
            setSelected(option);
            field.onChange(option?.id ?? null);
          }}
          onBlur={field.onBlur}
          renderOption={(optionProps, option) => {
            const { key, ...rest } = optionProps as typeof optionProps & { key: string };
            return (
              <Box component="li" key={key} {...rest} sx={{ display: "block !important" }}>
                <Typography>{label(option)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    fallback(option) ? t("englishFallback") : null,
                    option.synonyms.length ? t("picker.alsoKnownAs", { synonyms: option.synonyms.join(", ") }) : null,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </Typography>
              </Box>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t("picker.label")}
              placeholder={t("picker.placeholder")}
              name={field.name}
              inputRef={field.ref}
              required
              autoFocus={props.autoFocus}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? (fallback(selected) ? t("englishFallback") : undefined)}
            />
          )}
        />
      )}
    />
  );
}
