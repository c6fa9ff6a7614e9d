"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { InlineForm } from "@/components/platform/forms/inline-form";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { ActionDto } from "@/lib/modules/planning/action-plan/dto";
import { EFFECTIVENESS_RESULTS } from "@/lib/modules/planning/action-plan/choices";
import { effectivenessCheckSchema } from "@/lib/modules/planning/action-plan/schema";

/** A manager's check of whether a done action worked, recorded as a record of its own. */
export function EffectivenessForm({ organizationId, action }: { organizationId: string; action: ActionDto }) {
  const t = useTranslations("actionPlan");
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
    <InlineForm
      label={t("effectiveness.save")}
      heading={{ text: t("effectiveness.save"), level: "h3" }}
      stale={stale}
      saving={saving}
      submitLabel={t("effectiveness.save")}
      onSubmit={submit}
      frame="outlined"
    >
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
    </InlineForm>
  );
}
