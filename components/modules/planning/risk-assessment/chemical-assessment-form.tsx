"use client";
import { Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { FormSelect } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { AssessmentDto } from "@/lib/modules/planning/risk-assessment/dto";
import type { Option } from "./assessment-choices";

const schema = z.object({ chemicalAssociationId: z.uuid() });

/** Starts an assessment from a registered chemical: its hazards come from the product's hazard statements. */
export function ChemicalAssessmentForm({ organizationId, chemicals }: { organizationId: string; chemicals: Option[] }) {
  const t = useTranslations("riskAssessment");
  const { form, submit, stale, saving } = useEntityForm({
    schema,
    defaultValues: { chemicalAssociationId: "" },
    save: async (values) => {
      const made = await api<AssessmentDto>(`/api/v1/organizations/${organizationId}/risk-assessments/from-chemical`, {
        method: "POST",
        body: values,
      });
      announceRecordChange("risk");
      return made;
    },
    successMessage: () => t("saved"),
    afterSave: (made) => `/planning/risk-assessment/${made.id}`,
  });
  return (
    <FormLayout
      title={t("chemicalForm.title")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref="/planning/risk-assessment"
    >
      <Typography color="text.secondary">{t("chemicalForm.intro")}</Typography>
      <FormSelect
        control={form.control}
        name="chemicalAssociationId"
        label={t("chemicalForm.chemical")}
        required
        options={chemicals.map((chemical) => ({ value: chemical.id, label: chemical.name }))}
      />
    </FormLayout>
  );
}
