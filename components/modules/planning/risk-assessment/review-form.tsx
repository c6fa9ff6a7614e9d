"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormTextField } from "@/components/platform/forms/fields";
import { InlineForm } from "@/components/platform/forms/inline-form";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { reviewInputSchema } from "@/lib/modules/planning/risk-assessment/schema";

/** The assessment looked through on a day: it then falls due its period later. */
export function ReviewForm(props: { path: string; lastModifiedDate: string; today: string }) {
  const t = useTranslations("riskAssessment.review");
  const { form, submit, stale, saving } = useEntityForm({
    schema: reviewInputSchema,
    defaultValues: { reviewedDate: props.today, changeNote: "", lastModifiedDate: props.lastModifiedDate },
    save: async (values) => {
      const saved = await api(`${props.path}/reviews`, { method: "POST", body: values });
      announceRecordChange("risk");
      return saved;
    },
    successMessage: () => t("saved"),
  });
  return (
    <InlineForm
      label={t("title")}
      intro={t("intro")}
      stale={stale}
      saving={saving}
      submitLabel={t("save")}
      onSubmit={submit}
      frame="plain"
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={form.control} name="reviewedDate" label={t("date")} />
        <FormTextField control={form.control} name="changeNote" label={t("note")} />
      </Stack>
    </InlineForm>
  );
}
