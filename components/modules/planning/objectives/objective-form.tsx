"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormCheckbox, FormCheckboxes, FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormMultiPicker } from "@/components/platform/forms/multi-picker";
import { FormSection } from "@/components/platform/forms/form-section";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import { ADDITIVE_KPIS, GHG_SCOPES, OBJECTIVE_KPIS } from "@/lib/modules/planning/objectives/choices";
import type { ObjectiveDto } from "@/lib/modules/planning/objectives/dto";
import { objectiveInputSchema } from "@/lib/modules/planning/objectives/schema";

const BASE = "/planning/objectives";
const EVENT_KINDS = ["ACCIDENT", "NEAR_MISS", "UNSAFE_CONDITION", "ENVIRONMENTAL_INCIDENT", "OBSERVATION"] as const;

type Option = { id: string; name: string };

export type ObjectiveChoices = {
  energyMeters: Option[];
  waterMeters: Option[];
  aspects: Option[];
  obligations: Option[];
  assessments: Option[];
  figures: Option[];
};

/**
 * An objective: what it addresses, its KPI (the fields the KPI needs show as it is chosen), the
 * baseline (left empty, read from the records), the target and who is responsible.
 */
export function ObjectiveForm(props: {
  organizationId: string;
  objective: ObjectiveDto | null;
  choices: ObjectiveChoices;
}) {
  const t = useTranslations("objectives");
  const tEvents = useTranslations("events");
  const { objective, choices } = props;
  const { form, submit, stale, saving } = useEntityForm({
    schema: objectiveInputSchema,
    defaultValues: {
      title: objective?.title ?? "",
      description: objective?.description ?? "",
      standards: (objective?.standards as ("ISO_14001" | "ISO_45001")[] | undefined) ?? [],
      needs: objective?.needs ?? "",
      kpi: objective?.kpi,
      kpiUnit: objective?.kpiUnit ?? "",
      ghgScope: objective?.ghgScope ?? null,
      eventKind: (objective?.eventKind as (typeof EVENT_KINDS)[number] | null | undefined) ?? null,
      injuryOnly: objective?.injuryOnly ?? false,
      intensityFigureId: objective?.intensityFigure?.id ?? null,
      baselineYear: objective?.baselineYear ?? new Date().getFullYear() - 1,
      baselineValue: objective?.baselineValue ?? null,
      targetValue: objective?.targetValue ?? "",
      // new: the end of next year, a common horizon for a programme
      targetDate: objective?.targetDate ?? `${new Date().getFullYear() + 1}-12-31`,
      responsibleId: objective?.responsible?.id ?? null,
      meterIds: objective?.meters.map((row) => row.id) ?? [],
      aspectIds: objective?.aspects.map((row) => row.id) ?? [],
      obligationIds: objective?.obligations.map((row) => row.id) ?? [],
      assessmentIds: objective?.assessments.map((row) => row.id) ?? [],
      lastModifiedDate: objective ? new Date(objective.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      saveRecord<ObjectiveDto>(
        `/api/v1/organizations/${props.organizationId}/objectives`,
        objective?.id,
        { ...values, baselineValue: values.baselineValue === "" ? null : values.baselineValue },
        "objective",
      ),
    successMessage: () => t("saved"),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  const kpi = useWatch({ control, name: "kpi" });
  return (
    <FormLayout
      title={objective ? t("editTitle") : t("newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={objective ? `${BASE}/${objective.id}` : BASE}
    >
      <FormTextField control={control} name="title" label={t("fields.title")} required autoFocus />
      <FormTextField control={control} name="description" label={t("fields.description")} multiline minRows={2} />
      <FormCheckboxes
        control={control}
        name="standards"
        label={t("fields.standards")}
        options={[
          { value: "ISO_14001", label: "ISO 14001" },
          { value: "ISO_45001", label: "ISO 45001" },
        ]}
      />
      <FormSection title={t("fields.kpi")} />
      <FormSelect
        control={control}
        name="kpi"
        label={t("fields.kpi")}
        required
        options={OBJECTIVE_KPIS.map((value) => ({ value, label: t(`kpis.${value}`) }))}
      />
      {kpi === "METER_ENERGY" || kpi === "METER_WATER" ? (
        <FormMultiPicker
          control={control}
          name="meterIds"
          label={t("fields.meters")}
          options={kpi === "METER_ENERGY" ? choices.energyMeters : choices.waterMeters}
        />
      ) : null}
      {kpi === "CO2" ? (
        <FormSelect
          control={control}
          name="ghgScope"
          label={t("fields.ghgScope")}
          options={GHG_SCOPES.map((value) => ({ value, label: t(`scopes.${value}`) }))}
        />
      ) : null}
      {kpi === "EVENT_COUNT" ? (
        <>
          <FormSelect
            control={control}
            name="eventKind"
            label={t("fields.eventKind")}
            options={EVENT_KINDS.map((value) => ({ value, label: tEvents(`kinds.${value}`) }))}
          />
          <FormCheckbox control={control} name="injuryOnly" label={t("fields.injuryOnly")} />
        </>
      ) : null}
      {kpi === "MANUAL" ? (
        <FormTextField control={control} name="kpiUnit" label={t("fields.kpiUnit")} required />
      ) : null}
      {kpi && ADDITIVE_KPIS.includes(kpi) && choices.figures.length ? (
        <FormSelect
          control={control}
          name="intensityFigureId"
          label={t("fields.intensityFigure")}
          allowEmpty={t("none")}
          options={choices.figures.map((figure) => ({ value: figure.id, label: figure.name }))}
        />
      ) : null}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="baselineYear" label={t("fields.baselineYear")} type="number" required />
        <FormTextField
          control={control}
          name="baselineValue"
          label={t("fields.baselineValue")}
          helperText={kpi === "MANUAL" ? undefined : t("fields.baselineComputed")}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="targetValue" label={t("fields.targetValue")} required />
        <FormDateField control={control} name="targetDate" label={t("fields.targetDate")} />
      </Stack>
      <MemberPicker
        control={control}
        name="responsibleId"
        label={t("fields.responsible")}
        organizationId={props.organizationId}
        initial={objective?.responsible}
      />
      <FormSection title={t("fields.addresses")} />
      <FormMultiPicker control={control} name="aspectIds" label={t("fields.aspects")} options={choices.aspects} />
      <FormMultiPicker
        control={control}
        name="assessmentIds"
        label={t("fields.assessments")}
        options={choices.assessments}
      />
      <FormMultiPicker
        control={control}
        name="obligationIds"
        label={t("fields.obligations")}
        options={choices.obligations}
      />
      <FormTextField control={control} name="needs" label={t("fields.needs")} multiline minRows={2} />
    </FormLayout>
  );
}
