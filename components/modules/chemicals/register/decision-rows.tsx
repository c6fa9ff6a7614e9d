"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useFieldArray, type Control } from "react-hook-form";
import { FieldRows } from "@/components/platform/forms/field-rows";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { SUBSTITUTION_OUTCOMES } from "@/lib/modules/chemicals/register/choices";

type Row = { outcome: string; decidedOn: string; note: string | null };
type Values = { substitutionDecisions: Row[] };

/** The register of substitution decisions: what was decided, when, and why. */
export function DecisionRows({ control }: { control: Control<Values> }) {
  const t = useTranslations("chemicalRegister");
  const rows = useFieldArray({ control, name: "substitutionDecisions" });
  return (
    <FieldRows
      legend={t("form.decisions")}
      rows={rows.fields}
      row={(index) => (
        <>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <FormSelect
              control={control}
              name={`substitutionDecisions.${index}.outcome`}
              label={t("form.outcome")}
              options={SUBSTITUTION_OUTCOMES.map((value) => ({ value, label: t(`outcomes.${value}`) }))}
            />
          </Stack>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <FormDateField
              control={control}
              name={`substitutionDecisions.${index}.decidedOn`}
              label={t("form.decidedOn")}
            />
          </Stack>
          <Stack sx={{ flex: 2, minWidth: 0 }}>
            <FormTextField control={control} name={`substitutionDecisions.${index}.note`} label={t("form.note")} />
          </Stack>
        </>
      )}
      removeLabel={t("form.removeDecision")}
      onRemove={rows.remove}
      addLabel={t("form.addDecision")}
      onAdd={() =>
        rows.append({ outcome: "INVESTIGATE", decidedOn: new Date().toISOString().slice(0, 10), note: null })
      }
    />
  );
}
