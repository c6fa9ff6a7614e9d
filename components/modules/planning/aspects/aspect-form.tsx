"use client";
import { Stack, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormMultiPicker } from "@/components/platform/forms/multi-picker";
import { FormSection } from "@/components/platform/forms/form-section";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import {
  ACTIVITY_KINDS,
  ASPECT_CATEGORIES,
  LIFE_CYCLE_STAGES,
  OPERATING_CONDITIONS,
} from "@/lib/modules/planning/aspects/choices";
import type { AspectDto, CriteriaDto } from "@/lib/modules/planning/aspects/dto";
import { aspectInputSchema } from "@/lib/modules/planning/aspects/schema";
import { invalidRatings, maximumScore, significanceOf } from "@/lib/modules/planning/aspects/significance";

const BASE = "/planning/aspects";

type Option = { id: string; name: string };

export type AspectChoices = {
  areas: Option[];
  obligations: Option[];
  procedures: Option[];
  meters: Option[];
  wasteArrangements: Option[];
  chemicals: Option[];
};

/**
 * An aspect: the activity and what of it meets the environment, its impact and circumstances, its
 * rating on each criterion in force (the score and significance follow as they are chosen), and the
 * records that bear on it.
 */
export function AspectForm(props: {
  organizationId: string;
  aspect: AspectDto | null;
  criteria: CriteriaDto;
  choices: AspectChoices;
}) {
  const t = useTranslations("aspects");
  const danish = useLocale() === "da";
  const { aspect, criteria, choices } = props;
  // ratings given with an older version of the criteria are asked for again
  const ratings = aspect?.criteria.id === criteria.id ? aspect.ratings : {};
  const { form, submit, stale, saving } = useEntityForm({
    schema: aspectInputSchema,
    defaultValues: {
      activity: aspect?.activity ?? "",
      activityKind: aspect?.activityKind ?? "ACTIVITY",
      title: aspect?.title ?? "",
      category: aspect?.category,
      impact: aspect?.impact ?? "",
      lifeCycleStage: aspect?.lifeCycleStage ?? "PRODUCTION",
      condition: aspect?.condition ?? "NORMAL",
      areaId: aspect?.area?.id ?? null,
      ownerId: aspect?.owner?.id ?? null,
      controls: aspect?.controls ?? "",
      ratings: Object.fromEntries(Object.entries(ratings).map(([key, value]) => [key, String(value)])),
      obligationIds: aspect?.obligations.map((row) => row.id) ?? [],
      procedureIds: aspect?.procedures.map((row) => row.id) ?? [],
      meterIds: aspect?.meters.map((row) => row.id) ?? [],
      wasteArrangementIds: aspect?.wasteArrangements.map((row) => row.id) ?? [],
      chemicalAssociationIds: aspect?.chemicals.map((row) => row.id) ?? [],
      lastModifiedDate: aspect ? new Date(aspect.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      saveRecord<AspectDto>(`/api/v1/organizations/${props.organizationId}/aspects`, aspect?.id, values, "aspect"),
    successMessage: () => t("saved"),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  const chosen = useWatch({ control, name: "ratings" }) as Record<string, string | number | null> | undefined;
  const steps = Object.fromEntries(Object.entries(chosen ?? {}).map(([key, value]) => [key, Number(value)]));
  const complete = invalidRatings(criteria.criteria, steps).length === 0;
  const result = complete ? significanceOf(criteria, steps) : null;
  const enumSelect = (
    name: "activityKind" | "category" | "lifeCycleStage" | "condition",
    label: string,
    values: readonly string[],
    messages: string,
  ) => (
    <FormSelect
      control={control}
      name={name}
      label={label}
      required={name === "category"}
      options={values.map((value) => ({ value, label: t(`${messages}.${value}`) }))}
    />
  );
  return (
    <FormLayout
      title={aspect ? t("editTitle") : t("newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={aspect ? `${BASE}/${aspect.id}` : BASE}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="activity" label={t("fields.activity")} required autoFocus />
        {enumSelect("activityKind", t("fields.activityKind"), ACTIVITY_KINDS, "activityKinds")}
      </Stack>
      <FormTextField control={control} name="title" label={t("fields.title")} required />
      {enumSelect("category", t("fields.category"), ASPECT_CATEGORIES, "categories")}
      <FormTextField control={control} name="impact" label={t("fields.impact")} required multiline minRows={2} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {enumSelect("lifeCycleStage", t("fields.lifeCycleStage"), LIFE_CYCLE_STAGES, "stages")}
        {enumSelect("condition", t("fields.condition"), OPERATING_CONDITIONS, "conditions")}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="areaId"
          label={t("fields.area")}
          allowEmpty={t("none")}
          options={choices.areas.map((area) => ({ value: area.id, label: area.name }))}
        />
        <MemberPicker
          control={control}
          name="ownerId"
          label={t("fields.owner")}
          organizationId={props.organizationId}
          initial={aspect?.owner}
        />
      </Stack>
      <FormTextField control={control} name="controls" label={t("fields.controls")} multiline minRows={2} />
      <FormSection title={t("fields.ratings")} />
      {criteria.criteria.map((criterion) => (
        <FormSelect
          key={criterion.key}
          control={control}
          name={`ratings.${criterion.key}`}
          label={danish ? criterion.nameDa : criterion.nameEn}
          required
          options={criterion.steps.map((step, index) => ({
            value: String(index + 1),
            label: `${index + 1} · ${danish ? step.labelDa : step.labelEn}`,
          }))}
        />
      ))}
      <Typography role="status" data-testid="significance-preview">
        {result
          ? t("rating.preview", {
              score: t("scoreOf", {
                score: result.score,
                maximum: maximumScore(criteria),
                threshold: criteria.threshold,
              }),
              result: t(result.significant ? "significant" : "notSignificant"),
            })
          : null}
      </Typography>
      <FormSection title={t("links.title")} />
      <FormMultiPicker
        control={control}
        name="obligationIds"
        label={t("fields.obligations")}
        options={choices.obligations}
      />
      <FormMultiPicker
        control={control}
        name="procedureIds"
        label={t("fields.procedures")}
        options={choices.procedures}
      />
      <FormMultiPicker control={control} name="meterIds" label={t("fields.meters")} options={choices.meters} />
      <FormMultiPicker
        control={control}
        name="wasteArrangementIds"
        label={t("fields.wasteArrangements")}
        options={choices.wasteArrangements}
      />
      <FormMultiPicker
        control={control}
        name="chemicalAssociationIds"
        label={t("fields.chemicals")}
        options={choices.chemicals}
      />
    </FormLayout>
  );
}
