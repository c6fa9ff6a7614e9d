"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useFieldArray, type Control } from "react-hook-form";
import { FieldRows } from "@/components/platform/forms/field-rows";
import { FormTextField } from "@/components/platform/forms/fields";
import { RemoteAutocomplete, type Option } from "@/components/platform/forms/remote-autocomplete";

type Row = { substanceId: string; concentrationMin: number | null; concentrationMax: number | null };
type Values = { substances: Row[] };

const toOption = (row: Record<string, unknown>): Option => ({
  id: String(row.id),
  label: [row.name, row.casNumber && `CAS ${row.casNumber}`].filter(Boolean).join(" · "),
});

/** The product's substances, each found by name, CAS or EC number, with its concentration range in %. */
export function SubstanceRows({ control, initial }: { control: Control<Values>; initial: Record<string, Option> }) {
  const t = useTranslations("chemicals");
  const rows = useFieldArray({ control, name: "substances" });
  return (
    <FieldRows
      legend={t("fields.substances")}
      rows={rows.fields}
      row={(index) => (
        <>
          <Stack sx={{ flex: 2, minWidth: 0 }}>
            <RemoteAutocomplete
              control={control}
              name={`substances.${index}.substanceId`}
              label={t("fields.substance")}
              url="/api/v1/substances"
              toOption={toOption}
              initial={initial[rows.fields[index].substanceId] ? [initial[rows.fields[index].substanceId]] : []}
            />
          </Stack>
          <FormTextField
            control={control}
            name={`substances.${index}.concentrationMin`}
            label={t("fields.concentrationMin")}
            type="number"
            sx={{ flex: 1 }}
          />
          <FormTextField
            control={control}
            name={`substances.${index}.concentrationMax`}
            label={t("fields.concentrationMax")}
            type="number"
            sx={{ flex: 1 }}
          />
        </>
      )}
      removeLabel={t("form.removeSubstance")}
      onRemove={rows.remove}
      addLabel={t("form.addSubstance")}
      onAdd={() => rows.append({ substanceId: "", concentrationMin: null, concentrationMax: null })}
    />
  );
}
