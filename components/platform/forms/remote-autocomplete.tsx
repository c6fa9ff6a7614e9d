"use client";
import type { FormControl } from "./fields";
import { Autocomplete, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import { api } from "@/lib/platform/client/api-client";

export type Option = { id: string; label: string };

type Props<T extends FieldValues> = {
  control: FormControl<T>;
  name: Path<T>;
  label: string;
  /** A list endpoint answering `{ content }` and searching with `q`. */
  url: string;
  toOption: (row: Record<string, unknown>) => Option;
  /** Options already chosen (with their labels) when the form opens. */
  initial: Option[];
  multiple?: boolean;
  helperText?: string;
};

/** Whether a label holds the typed words, whatever their case. */
const matches = (label: string, typed: string) =>
  typed
    .toLocaleLowerCase()
    .split(/\s+/)
    .every((word) => label.toLocaleLowerCase().includes(word));

/**
 * Picks one or several related records from a server-searched list; the form keeps their ids.
 */
export function RemoteAutocomplete<T extends FieldValues>(props: Props<T>) {
  const [input, setInput] = useState("");
  const [options, setOptions] = useState<Option[]>(props.initial);
  // the text the shown options answer; until the server answers what was typed, the options are
  // narrowed here, so Enter never picks a row of an earlier search
  const [answered, setAnswered] = useState<string | null>(null);
  const [selected, setSelected] = useState<Option[]>(props.initial);
  const { url, toOption } = props;

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void api<{ content: Record<string, unknown>[] }>(url, { query: { q: input, size: 20 }, quiet: true })
        .then((page) => {
          // an answer overtaken by later typing is dropped
          if (!current) return;
          setOptions(page.content.map(toOption));
          setAnswered(input);
        })
        .catch(() => {});
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input, url, toOption]);
  const pending = answered !== input;

  const merged = [...selected, ...options.filter((option) => !selected.some((s) => s.id === option.id))];
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Autocomplete<Option, boolean>
          multiple={props.multiple}
          options={merged}
          value={props.multiple ? selected : (selected[0] ?? null)}
          filterOptions={(all) => (pending ? all.filter((option) => matches(option.label, input)) : all)}
          loading={pending}
          filterSelectedOptions={props.multiple}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_event, value, reason) => reason === "input" && setInput(value)}
          onChange={(_event, value) => {
            const chosen = (Array.isArray(value) ? value : value ? [value] : []) as Option[];
            setSelected(chosen);
            field.onChange(props.multiple ? chosen.map((option) => option.id) : (chosen[0]?.id ?? null));
          }}
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
