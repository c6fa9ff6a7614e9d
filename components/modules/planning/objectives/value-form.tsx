"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/platform/forms/fields";
import { InlineForm } from "@/components/platform/forms/inline-form";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { objectiveValueInputSchema } from "@/lib/modules/planning/objectives/schema";

/** A MANUAL objective's value for a month; a month already recorded is corrected. */
export function ObjectiveValueForm(props: {
  organizationId: string;
  objectiveId: string;
  month: string;
  unit: string;
}) {
  const t = useTranslations("objectives.values");
  const { form, submit, stale, saving } = useEntityForm({
    schema: objectiveValueInputSchema,
    defaultValues: { month: props.month, value: "", note: "" },
    save: (values) =>
      api(`/api/v1/organizations/${props.organizationId}/objectives/${props.objectiveId}/values`, {
        method: "POST",
        body: values,
      }),
    successMessage: () => t("saved"),
  });
  const { control } = form;
  return (
    <InlineForm
      label={t("record")}
      heading={{ text: t("record"), level: "h3" }}
      stale={stale}
      saving={saving}
      submitLabel={t("record")}
      onSubmit={submit}
      frame="outlined"
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="month" label={t("month")} type="month" required />
        <FormTextField control={control} name="value" label={`${t("value")} (${props.unit})`} required />
      </Stack>
      <FormTextField control={control} name="note" label={t("note")} />
    </InlineForm>
  );
}
