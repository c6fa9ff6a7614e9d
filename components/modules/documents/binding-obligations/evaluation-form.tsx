"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormSection } from "@/components/platform/forms/form-section";
import { RecurrenceFields } from "@/components/platform/forms/recurrence-fields";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { ObligationDto } from "@/lib/modules/documents/binding-obligations/dto";
import { COMPLIANCE_STATUSES, obligationInputSchema } from "@/lib/modules/documents/binding-obligations/schema";

/** How the act applies, who answers for it, and the compliance evaluation with its evidence. */
export function EvaluationForm({
  organizationId,
  obligation,
  title,
  act,
}: {
  organizationId: string;
  obligation: ObligationDto;
  title: string;
  /** The act's facts, rendered by the page. */
  act: ReactNode;
}) {
  const t = useTranslations("bindingObligations");
  const documents = useDocuments(organizationId, obligation.files);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: obligationInputSchema,
    defaultValues: {
      applicability: obligation.applicability ?? "",
      responsibleId: obligation.responsible?.id ?? null,
      status: obligation.status,
      evaluationDate: obligation.evaluationDate,
      evaluatorId: obligation.evaluator?.id ?? null,
      evaluationNotes: obligation.evaluationNotes ?? "",
      evaluationRecurrence: obligation.evaluationRecurrence,
      nextEvaluationDate: obligation.nextEvaluationDate,
      fileIds: [],
      lastModifiedDate: new Date(obligation.lastModifiedDate).toISOString(),
    },
    save: async (values) => {
      const fileIds = await documents.save();
      const saved = await api<ObligationDto>(`/api/v1/organizations/${organizationId}/legislations/${obligation.id}`, {
        method: "PUT",
        body: { ...values, fileIds },
      });
      announceRecordChange("binding-obligation");
      return saved;
    },
    successMessage: () => t("form.saved"),
    afterSave: () => `/documents/binding-obligations/${obligation.id}`,
  });
  const { control } = form;
  return (
    <FormLayout
      title={title}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref="/documents/binding-obligations"
    >
      {act}
      <FormSection title={t("form.title")} />
      <FormTextField
        control={control}
        name="applicability"
        label={t("fields.applicability")}
        helperText={t("form.applicabilityHelp")}
        multiline
        minRows={3}
      />
      <MemberPicker
        control={control}
        name="responsibleId"
        label={t("fields.responsible")}
        organizationId={organizationId}
        initial={obligation.responsible}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="status"
          label={t("fields.status")}
          required
          options={COMPLIANCE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
        <FormDateField control={control} name="evaluationDate" label={t("fields.evaluationDate")} />
      </Stack>
      <MemberPicker
        control={control}
        name="evaluatorId"
        label={t("fields.evaluator")}
        organizationId={organizationId}
        initial={obligation.evaluator}
      />
      <FormTextField
        control={control}
        name="evaluationNotes"
        label={t("fields.evaluationNotes")}
        multiline
        minRows={3}
      />
      <RecurrenceFields
        control={control}
        recurrence={{
          name: "evaluationRecurrence",
          label: t("fields.evaluationRecurrence"),
          none: t("form.noRecurrence"),
        }}
        nextDate={{
          name: "nextEvaluationDate",
          label: t("fields.nextEvaluationDate"),
          help: t("form.nextEvaluationHelp"),
        }}
      />
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
