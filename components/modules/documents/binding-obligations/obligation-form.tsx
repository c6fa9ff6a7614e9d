"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormSection } from "@/components/platform/forms/form-section";
import { RecurrenceFields } from "@/components/platform/forms/recurrence-fields";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { ObligationDto } from "@/lib/modules/documents/binding-obligations/dto";
import { obligationInputSchema } from "@/lib/modules/documents/binding-obligations/schema";

/**
 * The obligation itself: how the act applies, who answers for it, and its evaluation schedule. The
 * next evaluation field holds only a date a person set: left empty, the date follows from the
 * schedule and the latest evaluation. Evaluations are recorded apart (evaluation-form.tsx).
 */
export function ObligationForm({
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
  const { form, submit, stale, saving } = useEntityForm({
    schema: obligationInputSchema,
    defaultValues: {
      applicability: obligation.applicability ?? "",
      responsibleId: obligation.responsible?.id ?? null,
      evaluationRecurrence: obligation.evaluationRecurrence,
      evaluationScheduleStart: obligation.evaluationScheduleStart,
      nextEvaluationDate: obligation.nextEvaluationSetByHand ? obligation.nextEvaluationDate : null,
      fileIds: [],
      lastModifiedDate: new Date(obligation.lastModifiedDate).toISOString(),
    },
    save: async (values) => {
      const saved = await api<ObligationDto>(`/api/v1/organizations/${organizationId}/legislations/${obligation.id}`, {
        method: "PUT",
        body: values,
      });
      announceRecordChange("binding-obligation");
      return saved;
    },
    successMessage: () => t("form.obligationSaved"),
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
      <FormDateField
        control={control}
        name="evaluationScheduleStart"
        label={t("fields.evaluationScheduleStart")}
        helperText={t("form.scheduleStartHelp")}
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
          label: t("fields.nextEvaluationByHand"),
          help: t("form.nextEvaluationHelp"),
        }}
      />
    </FormLayout>
  );
}
