"use client";
import { Autocomplete, Box, TextField, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useState } from "react";
import { api } from "@/lib/platform/client/api-client";
import type { RecordOption } from "@/lib/modules/quick-actions/options";

/**
 * Picks a record by typing part of its name: the first page the screen brought along is searched on
 * the phone (also without a connection), and, while online, the module's list for the rest.
 */
export function RecordPicker<O extends RecordOption>(props: {
  label: string;
  options: O[];
  value: string;
  onChange: (option: O | null) => void;
  /** The module's list endpoint, searched with `q`, and how its rows become options (a module-level function). */
  searchUrl?: string;
  toOption?: (row: never) => O;
  error?: string;
  /** The chosen record as the draft kept it, when the first page does not hold it. */
  kept?: O | null;
}) {
  const t = useTranslations("quickActions.picker");
  const [input, setInput] = useState("");
  const [found, setFound] = useState<O[]>([]);
  const { searchUrl, toOption } = props;

  useEffect(() => {
    if (!searchUrl || !toOption || input.trim().length < 2 || !navigator.onLine) return;
    const timer = setTimeout(() => {
      void api<{ content: never[] }>(searchUrl, { query: { q: input.trim(), size: 20 }, quiet: true })
        .then((page) => setFound(page.content.map(toOption)))
        .catch(() => {});
    }, 250);
    return () => clearTimeout(timer);
  }, [input, searchUrl, toOption]);

  const options = useMemo(() => {
    const all = [...(props.kept ? [props.kept] : []), ...props.options, ...found];
    return all.filter((option, index) => all.findIndex((other) => other.id === option.id) === index);
  }, [props.kept, props.options, found]);
  const value = options.find((option) => option.id === props.value) ?? null;

  return (
    <Autocomplete<O>
      options={options}
      value={value}
      noOptionsText={t("none")}
      getOptionLabel={(option) => option.label}
      filterOptions={(all, state) => {
        const text = state.inputValue.trim().toLocaleLowerCase();
        if (!text) return all;
        return all.filter((option) => `${option.label} ${option.detail ?? ""}`.toLocaleLowerCase().includes(text));
      }}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, text, reason) => reason === "input" && setInput(text)}
      onChange={(_event, option) => props.onChange(option)}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: "block !important", minHeight: 48 }}>
            <Typography>{option.label}</Typography>
            {option.detail ? (
              <Typography variant="body2" color="text.secondary">
                {option.detail}
              </Typography>
            ) : null}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={!!props.error}
          helperText={props.error ?? (value?.detail || undefined)}
        />
      )}
    />
  );
}
