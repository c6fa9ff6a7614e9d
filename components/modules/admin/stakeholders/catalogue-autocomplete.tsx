"use client";
import { Autocomplete, Box, TextField, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { api } from "@/lib/platform/client/api-client";
import type { StakeholderDto } from "@/lib/modules/admin/stakeholders/dto";

/**
 * Picks a stakeholder of the shared catalogue, searching the server as the user types. Those the
 * organization already has are shown but cannot be chosen again.
 */
export function CatalogueAutocomplete<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  taken: string[];
  onPick: (stakeholder: StakeholderDto | null) => void;
}) {
  const t = useTranslations("stakeholders");
  const [input, setInput] = useState("");
  const [options, setOptions] = useState<StakeholderDto[]>([]);
  const [selected, setSelected] = useState<StakeholderDto | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => {
      setLoading(true);
      void api<{ content: StakeholderDto[] }>("/api/v1/stakeholders", { query: { q: input, size: 50 }, quiet: true })
        .then((page) => setOptions(page.content))
        .catch(() => {})
        .finally(() => setLoading(false));
    }, 250);
    return () => clearTimeout(timer);
  }, [input]);

  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
          value={selected}
          loading={loading}
          loadingText={t("form.searching")}
          noOptionsText={t("form.noCatalogueMatch")}
          filterOptions={(all) => all}
          getOptionLabel={(option) => option.name}
          getOptionDisabled={(option) => props.taken.includes(option.id)}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_event, value, reason) => reason === "input" && setInput(value)}
          onChange={(_event, option) => {
            setSelected(option);
            field.onChange(option?.id ?? null);
            props.onPick(option);
          }}
          onBlur={field.onBlur}
          renderOption={(optionProps, option) => {
            const { key, ...rest } = optionProps as typeof optionProps & { key: string };
            return (
              <Box component="li" key={key} {...rest} sx={{ display: "block !important" }}>
                <Typography>{option.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {props.taken.includes(option.id)
                    ? t("form.alreadyAdded")
                    : [t(`types.${option.type}`), option.city].filter(Boolean).join(" · ")}
                </Typography>
              </Box>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t("form.catalogueStakeholder")}
              name={field.name}
              inputRef={field.ref}
              required
              error={!!fieldState.error}
              // the schema's own message for "neither chosen" is not worded for this screen
              helperText={
                fieldState.error
                  ? fieldState.error.type
                    ? t("form.chooseStakeholder")
                    : fieldState.error.message
                  : t("form.catalogueHelp")
              }
            />
          )}
        />
      )}
    />
  );
}
