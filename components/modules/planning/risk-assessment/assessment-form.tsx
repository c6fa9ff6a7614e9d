"use client";
import { Checkbox, FormControlLabel, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { AssessmentDto } from "@/lib/modules/planning/risk-assessment/dto";
import { assessmentInputSchema } from "@/lib/modules/planning/risk-assessment/schema";
import type { Option } from "./assessment-choices";

const BASE = "/planning/risk-assessment";

/** An assessment's frame: what it covers, who owns it, whether it is the APV, how often it is reviewed. */
export function AssessmentForm(props: {
  organizationId: string;
  assessment: AssessmentDto | null;
  choices: { areas: Option[]; machines: Option[]; chemicals: Option[]; roles: Option[] };
}) {
  const t = useTranslations("riskAssessment");
  const { assessment, choices } = props;
  const { form, submit, stale, saving } = useEntityForm({
    schema: assessmentInputSchema,
    defaultValues: {
      title: assessment?.title ?? "",
      scope: assessment?.scope ?? "",
      areaId: assessment?.area?.id ?? null,
      machineId: assessment?.machine?.id ?? null,
      chemicalAssociationId: assessment?.chemical?.id ?? null,
      roleId: assessment?.role?.id ?? null,
      ownerId: assessment?.owner?.id ?? null,
      isApv: assessment?.isApv ?? false,
      reviewMonths: assessment?.reviewMonths,
      lastReviewedDate: assessment?.lastReviewedDate ?? null,
      lastModifiedDate: assessment ? new Date(assessment.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      saveRecord<AssessmentDto>(
        `/api/v1/organizations/${props.organizationId}/risk-assessments`,
        assessment?.id,
        values,
        "risk",
      ),
    successMessage: () => t("saved"),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  const select = (
    name: "areaId" | "machineId" | "chemicalAssociationId" | "roleId",
    label: string,
    options: Option[],
  ) => (
    <FormSelect
      control={control}
      name={name}
      label={label}
      allowEmpty={t("none")}
      options={options.map((option) => ({ value: option.id, label: option.name }))}
    />
  );
  return (
    <FormLayout
      title={assessment ? t("editTitle") : t("newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={assessment ? `${BASE}/${assessment.id}` : BASE}
    >
      <FormTextField control={control} name="title" label={t("fields.title")} required autoFocus />
      <FormTextField control={control} name="scope" label={t("fields.scope")} multiline minRows={2} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {select("areaId", t("fields.area"), choices.areas)}
        {select("machineId", t("fields.machine"), choices.machines)}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {select("chemicalAssociationId", t("fields.chemical"), choices.chemicals)}
        {select("roleId", t("fields.role"), choices.roles)}
      </Stack>
      <MemberPicker
        control={control}
        name="ownerId"
        label={t("fields.owner")}
        organizationId={props.organizationId}
        initial={assessment?.owner}
      />
      <Controller
        control={control}
        name="isApv"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t("fields.isApv")}
          />
        )}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="reviewMonths" label={t("fields.reviewMonths")} type="number" />
        <FormDateField control={control} name="lastReviewedDate" label={t("fields.lastReviewedDate")} />
      </Stack>
    </FormLayout>
  );
}
