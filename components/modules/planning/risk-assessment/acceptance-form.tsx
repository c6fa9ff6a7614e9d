"use client";
import { Alert, Box, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/platform/forms/fields";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { acceptanceInputSchema } from "@/lib/modules/planning/risk-assessment/schema";

/** A manager lets the residual risk stand, saying why; the record keeps who, when and the scores. */
export function AcceptanceForm({ path, lastModifiedDate }: { path: string; lastModifiedDate: string }) {
  const t = useTranslations("riskAssessment.acceptance");
  const tForms = useTranslations("forms");
  const { form, submit, stale, saving } = useEntityForm({
    schema: acceptanceInputSchema,
    defaultValues: { reason: "", lastModifiedDate },
    save: async (values) => {
      const saved = await api(`${path}/acceptances`, { method: "POST", body: values });
      announceRecordChange("risk");
      return saved;
    },
    successMessage: () => t("saved"),
  });
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t("title")}>
      <Stack spacing={1.5}>
        {stale ? (
          <Alert severity="warning" role="alert">
            {tForms("stale")}
          </Alert>
        ) : null}
        <FormTextField control={form.control} name="reason" label={t("reason")} required multiline minRows={2} />
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <SubmitButton disabled={saving}>{t("save")}</SubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
