"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { InlineForm } from "@/components/platform/forms/inline-form";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { ACTIVITY_FIGURE_KINDS } from "@/lib/modules/planning/objectives/choices";
import { activityFigureInputSchema } from "@/lib/modules/planning/objectives/schema";

/** A new activity figure: what it counts, its name and unit. */
export function ActivityFigureForm({ organizationId }: { organizationId: string }) {
  const t = useTranslations("objectives");
  const { form, submit, stale, saving } = useEntityForm({
    schema: activityFigureInputSchema,
    defaultValues: { kind: "HOURS_WORKED", name: "", unit: "h" },
    save: (values) => api(`/api/v1/organizations/${organizationId}/activity-figures`, { method: "POST", body: values }),
    successMessage: () => t("figures.saved"),
  });
  const { control } = form;
  return (
    <InlineForm
      label={t("figures.add")}
      heading={{ text: t("figures.add"), level: "h2" }}
      stale={stale}
      saving={saving}
      submitLabel={t("figures.add")}
      onSubmit={submit}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="kind"
          label={t("figures.kind")}
          options={ACTIVITY_FIGURE_KINDS.map((value) => ({ value, label: t(`figureKinds.${value}`) }))}
        />
        <FormTextField control={control} name="name" label={t("figures.name")} required />
        <FormTextField control={control} name="unit" label={t("figures.unit")} required />
      </Stack>
    </InlineForm>
  );
}
