"use client";
import { Alert, Box, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormTextField } from "@/components/platform/forms/fields";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { reviewInputSchema } from "@/lib/modules/planning/risk-assessment/schema";

/** The assessment looked through on a day: it then falls due its period later. */
export function ReviewForm(props: { path: string; lastModifiedDate: string; today: string }) {
  const t = useTranslations("riskAssessment.review");
  const tForms = useTranslations("forms");
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
    <Box component="form" onSubmit={submit} noValidate aria-label={t("title")}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t("intro")}
        </Typography>
        {stale ? (
          <Alert severity="warning" role="alert">
            {tForms("stale")}
          </Alert>
        ) : null}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormDateField control={form.control} name="reviewedDate" label={t("date")} />
          <FormTextField control={form.control} name="changeNote" label={t("note")} />
        </Stack>
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <SubmitButton disabled={saving}>{t("save")}</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
