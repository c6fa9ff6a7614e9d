"use client";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import type { FormControl } from "@/components/platform/forms/fields";
import { Button, IconButton, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { Controller, useFieldArray, type FieldValues, type ArrayPath, type Path } from "react-hook-form";
import { RemoteAutocomplete, type Option } from "@/components/platform/forms/remote-autocomplete";
import { DateInput } from "@/components/platform/forms/date-input";

type Props<T extends FieldValues> = {
  control: FormControl<T>;
  /** The array field: entries with the related id, acquisitionDeadline, lastAcquisitionDate, manual. */
  name: ArrayPath<T>;
  /** The related id's key in each entry (competenceId or memberId). */
  idKey: string;
  url: string;
  toOption: (row: Record<string, unknown>) => Option;
  /** Labels of the related records of the entries present when the form opened. */
  labels: Record<string, string>;
  /** Notes per related id, e.g. "From role: Welder"; an entry with a note cannot be removed here. */
  notes: Record<string, string>;
  relatedLabel: string;
  addLabel: string;
  emptyText: string;
};

/** Rows of (related record, acquire-by date, last acquired date), as members and competences list them. */
export function RequirementsEditor<T extends FieldValues>(props: Props<T>) {
  const t = useTranslations("people.member");
  const tForms = useTranslations("forms");
  const { fields, append, remove } = useFieldArray({ control: props.control, name: props.name });
  const path = (index: number, key: string) => `${props.name}.${index}.${key}` as Path<T>;
  return (
    <Stack spacing={1.5}>
      {fields.length === 0 ? <Typography color="text.secondary">{props.emptyText}</Typography> : null}
      {fields.map((entry, index) => {
        const id = (entry as Record<string, unknown>)[props.idKey] as string | undefined;
        const note = id ? props.notes[id] : undefined;
        return (
          <Stack
            key={entry.id}
            direction={{ xs: "column", md: "row" }}
            spacing={1}
            sx={{ alignItems: { md: "flex-start" } }}
          >
            <Stack sx={{ flex: 2, minWidth: 0 }}>
              {id && props.labels[id] ? (
                <Typography sx={{ pt: { md: 1 } }}>{props.labels[id]}</Typography>
              ) : (
                <RemoteAutocomplete
                  control={props.control}
                  name={path(index, props.idKey)}
                  label={props.relatedLabel}
                  url={props.url}
                  toOption={props.toOption}
                  initial={[]}
                />
              )}
              <Typography variant="caption" color="text.secondary">
                {note ?? t("manual")}
              </Typography>
            </Stack>
            {(["acquisitionDeadline", "lastAcquisitionDate"] as const).map((key) => (
              <Controller
                key={key}
                control={props.control}
                name={path(index, key)}
                render={({ field, fieldState }) => (
                  <DateInput
                    size="small"
                    label={t(key)}
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    sx={{ flex: 1 }}
                  />
                )}
              />
            ))}
            <IconButton
              aria-label={`${tForms("remove")} ${(id && props.labels[id]) ?? ""}`.trim()}
              onClick={() => remove(index)}
              disabled={!!note}
              sx={{ alignSelf: "center" }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        sx={{ alignSelf: "flex-start" }}
        onClick={() => append({ [props.idKey]: null, acquisitionDeadline: null, lastAcquisitionDate: null } as never)}
      >
        {props.addLabel}
      </Button>
    </Stack>
  );
}
