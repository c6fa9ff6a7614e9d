"use client";
import { useTranslations } from "next-intl";
import type { Control, FieldValues, Path } from "react-hook-form";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { RELEVANCES } from "@/lib/modules/organization/stakeholders/choices";

/** What the organization notes about a stakeholder: its needs and expectations, and how relevant it is. */
export function AssessmentFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const t = useTranslations("stakeholders");
  return (
    <>
      <FormTextField
        control={control}
        name={"needsAndExpectations" as Path<T>}
        label={t("fields.needsAndExpectations")}
        helperText={t("form.needsHelp")}
        multiline
        minRows={4}
      />
      <FormSelect
        control={control}
        name={"relevance" as Path<T>}
        label={t("fields.relevance")}
        helperText={t("form.relevanceHelp")}
        required
        options={RELEVANCES.map((value) => ({ value, label: t(`relevanceValues.${value}`) }))}
        sx={{ maxWidth: { sm: 320 } }}
      />
    </>
  );
}
