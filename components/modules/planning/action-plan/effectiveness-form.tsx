"use client";
import { Alert, Box, Paper, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { ActionDto } from "@/lib/modules/planning/action-plan/dto";
import { EFFECTIVENESS_RESULTS } from "@/lib/modules/planning/action-plan/choices";
import { effectivenessCheckSchema } from "@/lib/modules/planning/action-plan/schema";

/** A manager's check of whether a done action worked, recorded as a record of its own. */
export function EffectivenessForm({ organizationId, action }: { organizationId: string; action: ActionDto }) {
  const t = useTranslations("actionPlan");
  const tForms = useTranslations("forms");
  const { form, submit, stale, saving } = useEntityForm({
    schema: effectivenessCheckSchema,
    defaultValues: {
      result: "EFFECTIVE",
      note: "",
      nextCheckDate: null,
      lastModifiedDate: new Date(action.lastModifiedDate).toISOString(),
    },
    save: async (values) => {
      const saved = await api<ActionDto>(
        `/api/v1/organizations/${organizationId}/actions/${action.id}/effectiveness-checks`,
        { method: "POST", body: values },
      );
      announceRecordChange("action");
      return saved;
    },
    successMessage: () => t("effectiveness.saved"),
  });
  const { control } = form;
  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t("effectiveness.save")}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack spacing={2}>
        {stale ? (
          <Alert severity="warning" role="alert">
            {tForms("stale")}
          </Alert>
        ) : null}
        <Typography variant="subtitle1" component="h3">
          {t("effectiveness.save")}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormSelect
            control={control}
            name="result"
            label={t("effectiveness.result")}
            options={EFFECTIVENESS_RESULTS.map((value) => ({ value, label: t(`results.${value}`) }))}
          />
          <FormDateField control={control} name="nextCheckDate" label={t("effectiveness.nextCheckDate")} />
        </Stack>
        <FormTextField control={control} name="note" label={t("effectiveness.note")} multiline minRows={2} />
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <SubmitButton disabled={saving}>{t("effectiveness.save")}</SubmitButton>
        </Box>
      </Stack>
    </Paper>
  );
}
