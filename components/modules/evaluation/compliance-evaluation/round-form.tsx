"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { RoundDto } from "@/lib/modules/evaluation/compliance-evaluation/dto";
import { roundInputSchema } from "@/lib/modules/evaluation/compliance-evaluation/schema";

const BASE = "/evaluation/compliance-evaluation";

/** A round: its year, title and period (a new one: this calendar year), and a note. */
export function RoundForm(props: { organizationId: string; round: RoundDto | null; year: number }) {
  const t = useTranslations("complianceEvaluation");
  const { round } = props;
  const { form, submit, stale, saving } = useEntityForm({
    schema: roundInputSchema,
    defaultValues: {
      year: round?.year ?? props.year,
      title: round?.title ?? "",
      periodStart: round?.periodStart ?? `${props.year}-01-01`,
      periodEnd: round?.periodEnd ?? `${props.year}-12-31`,
      note: round?.note ?? "",
      lastModifiedDate: round ? new Date(round.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      saveRecord<RoundDto>(
        `/api/v1/organizations/${props.organizationId}/compliance-rounds`,
        round?.id,
        values,
        "complianceRound",
      ),
    successMessage: () => t("saved"),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  return (
    <FormLayout
      title={round ? t("editTitle") : t("newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={round ? `${BASE}/${round.id}` : BASE}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="year" label={t("fields.year")} type="number" required />
        <FormTextField control={control} name="title" label={t("fields.title")} required autoFocus />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="periodStart" label={t("fields.periodStart")} />
        <FormDateField control={control} name="periodEnd" label={t("fields.periodEnd")} />
      </Stack>
      <FormTextField control={control} name="note" label={t("fields.note")} multiline minRows={2} />
    </FormLayout>
  );
}
