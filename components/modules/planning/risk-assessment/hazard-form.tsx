"use client";
import { Stack } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { InlineForm } from "@/components/platform/forms/inline-form";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { HazardDto } from "@/lib/modules/planning/risk-assessment/dto";
import { HAZARD_CATEGORIES } from "@/lib/modules/planning/risk-assessment/levels";
import type { ScaleStep } from "@/lib/modules/planning/risk-assessment/matrix";
import { hazardInputSchema } from "@/lib/modules/planning/risk-assessment/schema";

type HazardType = { id: string; category: string; nameEn: string; nameDa: string };

/**
 * A hazard in place on its assessment: what and for whom, the controls in place, and the scores on
 * the matrix in force, before and after the additional controls (picked by the scales' words).
 */
export function HazardForm(props: {
  organizationId: string;
  assessmentId: string;
  hazard: HazardDto | null;
  scales: { likelihoods: ScaleStep[]; severities: ScaleStep[] };
  hazardTypes: HazardType[];
}) {
  const t = useTranslations("riskAssessment");
  const locale = useLocale();
  const { hazard } = props;
  const back = `/planning/risk-assessment/${props.assessmentId}`;
  const { form, submit, stale, saving } = useEntityForm({
    schema: hazardInputSchema,
    defaultValues: {
      hazardTypeId: hazard?.hazardType?.id ?? null,
      category: hazard?.category ?? "MECHANICAL",
      title: hazard?.title ?? "",
      whoExposed: hazard?.whoExposed ?? "",
      existingControls: hazard?.existingControls ?? "",
      inherentLikelihood: hazard?.inherentLikelihood ?? ("" as unknown as number),
      inherentSeverity: hazard?.inherentSeverity ?? ("" as unknown as number),
      residualLikelihood: hazard?.residualLikelihood ?? null,
      residualSeverity: hazard?.residualSeverity ?? null,
      lastModifiedDate: hazard ? new Date(hazard.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) => {
      const organization = `/api/v1/organizations/${props.organizationId}`;
      const saved = hazard
        ? await api<HazardDto>(`${organization}/risk-hazards/${hazard.id}`, { method: "PUT", body: values })
        : await api<HazardDto>(`${organization}/risk-assessments/${props.assessmentId}/hazards`, {
            method: "POST",
            body: values,
          });
      announceRecordChange("risk");
      return saved;
    },
    successMessage: () => t("hazards.saved"),
    afterSave: (saved) => `${back}#hazard-${saved.id}`,
  });
  const { control } = form;
  const category = useWatch({ control, name: "category" });
  const name = (type: HazardType) => (locale === "da" ? type.nameDa : type.nameEn);
  const steps = (scale: ScaleStep[]) =>
    scale.map((step, index) => ({
      value: String(index + 1),
      label: `${index + 1} ${locale === "da" ? step.labelDa : step.labelEn}`,
    }));
  return (
    <InlineForm
      label={hazard ? t("hazards.edit") : t("hazards.new")}
      heading={{ text: hazard ? t("hazards.edit") : t("hazards.new"), level: "h3" }}
      stale={stale}
      saving={saving}
      submitLabel={t("hazards.save")}
      onSubmit={submit}
      cancel={{ href: hazard ? `${back}#hazard-${hazard.id}` : back, label: t("hazards.cancel") }}
      frame="outlined"
      id={hazard ? `hazard-${hazard.id}` : "hazard-new"}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="category"
          label={t("fields.category")}
          options={HAZARD_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
        />
        <FormSelect
          control={control}
          name="hazardTypeId"
          label={t("fields.hazardType")}
          allowEmpty={t("none")}
          options={props.hazardTypes
            .filter((type) => type.category === category)
            .map((type) => ({ value: type.id, label: name(type) }))}
        />
      </Stack>
      <FormTextField control={control} name="title" label={t("fields.hazard")} required />
      <FormTextField control={control} name="whoExposed" label={t("fields.whoExposed")} />
      <FormTextField
        control={control}
        name="existingControls"
        label={t("fields.existingControls")}
        multiline
        minRows={2}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="inherentLikelihood"
          label={t("fields.inherentLikelihood")}
          required
          options={steps(props.scales.likelihoods)}
        />
        <FormSelect
          control={control}
          name="inherentSeverity"
          label={t("fields.inherentSeverity")}
          required
          options={steps(props.scales.severities)}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="residualLikelihood"
          label={t("fields.residualLikelihood")}
          allowEmpty={t("none")}
          options={steps(props.scales.likelihoods)}
        />
        <FormSelect
          control={control}
          name="residualSeverity"
          label={t("fields.residualSeverity")}
          allowEmpty={t("none")}
          options={steps(props.scales.severities)}
        />
      </Stack>
    </InlineForm>
  );
}
