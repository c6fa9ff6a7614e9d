"use client";
import { Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { EvaluationDto } from "@/lib/modules/documents/binding-obligations/dto";
import { evaluationInputSchema } from "@/lib/modules/documents/binding-obligations/schema";
import { EVALUATION_RESULTS, SHORTFALL_RESULTS } from "@/lib/modules/documents/binding-obligations/choices";
import { CorrectiveActionFields } from "@/components/modules/planning/action-plan/corrective-action-fields";

/**
 * A new compliance evaluation of an obligation: the date, the result, who evaluated, notes and the
 * evidence files, the corrective action of a shortfall, and, only when a person wants it so, the
 * next evaluation date. It is recorded as a record of its own; the evaluations before it stay as
 * they were. Within a compliance evaluation round (`round`), it is recorded in the round and the
 * form goes back to it.
 */
export function EvaluationForm({
  organizationId,
  obligationId,
  actTitle,
  today,
  nextHelp,
  round,
}: {
  organizationId: string;
  obligationId: string;
  actTitle: string;
  /** Today where the organization works (YYYY-MM-DD): the evaluation's date unless changed. */
  today: string;
  /** What an empty next date becomes, in words (the page knows the schedule). */
  nextHelp: string;
  /** The round it is recorded in: its id, the form's title and where to go back to. */
  round?: { id: string; title: string; back: string };
}) {
  const t = useTranslations("bindingObligations");
  const documents = useDocuments(organizationId, []);
  const back = round?.back ?? `/documents/binding-obligations/${obligationId}`;
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: evaluationInputSchema,
    defaultValues: {
      evaluationDate: today,
      evaluatorId: null,
      notes: "",
      fileIds: [],
      nextEvaluationDate: null,
      roundId: round?.id ?? null,
      correctiveAction: null,
    },
    save: async (values) => {
      const fileIds = await documents.save();
      const saved = await api<EvaluationDto>(
        `/api/v1/organizations/${organizationId}/legislations/${obligationId}/evaluations`,
        { method: "POST", body: { ...values, fileIds } },
      );
      announceRecordChange("binding-obligation");
      if (values.correctiveAction) announceRecordChange("action");
      return saved;
    },
    successMessage: () => t("form.saved"),
    afterSave: () => back,
  });
  const { control } = form;
  const status = useWatch({ control, name: "status" });
  return (
    <FormLayout
      title={round?.title ?? t("form.recordTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={back}
    >
      <Typography sx={{ overflowWrap: "anywhere" }}>{actTitle}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t("form.final")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="evaluationDate" label={t("fields.evaluationDate")} />
        <FormSelect
          control={control}
          name="status"
          label={t("fields.result")}
          required
          options={EVALUATION_RESULTS.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
      </Stack>
      <MemberPicker
        control={control}
        name="evaluatorId"
        label={t("fields.evaluator")}
        organizationId={organizationId}
        initial={null}
      />
      <FormTextField control={control} name="notes" label={t("fields.evaluationNotes")} multiline minRows={3} />
      <DocumentList {...documents.listProps} label={t("evaluations.files")} />
      {status && SHORTFALL_RESULTS.includes(status) ? (
        <CorrectiveActionFields form={form} organizationId={organizationId} />
      ) : null}
      <FormDateField
        control={control}
        name="nextEvaluationDate"
        label={t("fields.nextEvaluationByHand")}
        helperText={nextHelp}
      />
    </FormLayout>
  );
}
