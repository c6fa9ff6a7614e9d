"use client";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/platform/forms/fields";
import { InlineForm } from "@/components/platform/forms/inline-form";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { acceptanceInputSchema } from "@/lib/modules/planning/risk-assessment/schema";

/** A manager lets the residual risk stand, saying why; the record keeps who, when and the scores. */
export function AcceptanceForm({ path, lastModifiedDate }: { path: string; lastModifiedDate: string }) {
  const t = useTranslations("riskAssessment.acceptance");
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
    <InlineForm
      label={t("title")}
      stale={stale}
      saving={saving}
      submitLabel={t("save")}
      onSubmit={submit}
      frame="plain"
    >
      <FormTextField control={form.control} name="reason" label={t("reason")} required multiline minRows={2} />
    </InlineForm>
  );
}
