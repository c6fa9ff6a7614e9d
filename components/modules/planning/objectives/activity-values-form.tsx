"use client";
import { Box } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/platform/forms/fields";
import { InlineForm } from "@/components/platform/forms/inline-form";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { ActivityFigureDto } from "@/lib/modules/planning/objectives/dto";
import { activityValuesInputSchema } from "@/lib/modules/planning/objectives/schema";

/** A year of an activity figure's months, entered at once; an empty month is cleared. */
export function ActivityValuesForm(props: {
  organizationId: string;
  figure: ActivityFigureDto;
  year: number;
  monthLabels: string[];
}) {
  const t = useTranslations("objectives.figures");
  const month = (index: number) => `${props.year}-${String(index + 1).padStart(2, "0")}`;
  const { form, submit, stale, saving } = useEntityForm({
    schema: activityValuesInputSchema,
    defaultValues: {
      year: props.year,
      values: props.monthLabels.map((_, index) => props.figure.values[month(index)] ?? null),
    },
    save: (values) =>
      api(`/api/v1/organizations/${props.organizationId}/activity-figures/${props.figure.id}/values`, {
        method: "PUT",
        body: { ...values, values: values.values.map((value) => (value === "" ? null : value)) },
      }),
    successMessage: () => t("valuesSaved"),
  });
  const { control } = form;
  return (
    <InlineForm
      label={`${props.figure.name}: ${t("months", { year: props.year })}`}
      heading={{ text: t("months", { year: props.year }), level: "h3" }}
      stale={stale}
      saving={saving}
      submitLabel={t("save")}
      onSubmit={submit}
      frame="outlined"
    >
      <Box
        sx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(4, 1fr)", md: "repeat(6, 1fr)" },
        }}
      >
        {props.monthLabels.map((label, index) => (
          <FormTextField
            key={label}
            control={control}
            name={`values.${index}`}
            label={`${label} (${props.figure.unit})`}
            size="small"
          />
        ))}
      </Box>
    </InlineForm>
  );
}
