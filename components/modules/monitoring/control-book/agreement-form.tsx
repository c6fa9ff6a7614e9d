"use client";
import { Stack } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { MemberPicker, NamedRecordPicker } from "@/components/platform/forms/record-pickers";
import { RemoteAutocomplete } from "@/components/platform/forms/remote-autocomplete";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import type { AgreementTemplateDto } from "@/lib/modules/admin/agreement-templates/dto";
import type { AgreementDto } from "@/lib/modules/monitoring/control-book/dto";
import { agreementInputSchema } from "@/lib/modules/monitoring/control-book/schema";
import { AGREEMENT_TYPES, NEXT_DUE_BASES } from "@/lib/modules/monitoring/control-book/choices";
import { orgUrl, questionnaireOption, stakeholderOption } from "./options";
import { fillFromTemplate, TemplatePicker } from "./template-picker";

const BASE = "/monitoring/control-book/agreements";

/**
 * An agreement: what is due, how often, who answers for it, with whom, and its documents. A new one
 * may start from a template of the maintainers, which fills in its fields before saving.
 */
export function AgreementForm({
  organizationId,
  agreement,
}: {
  organizationId: string;
  agreement: AgreementDto | null;
}) {
  const t = useTranslations("controlBook");
  const tFrequency = useTranslations("people.frequency");
  const locale = useLocale();
  // one function per language: the picker asks again when it changes
  const toQuestionnaire = useMemo(() => questionnaireOption(locale), [locale]);
  const documents = useDocuments(organizationId, agreement?.files ?? []);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: agreementInputSchema,
    defaultValues: {
      type: agreement?.type ?? "SERVICE_AND_INSPECTION",
      title: agreement?.title ?? "",
      description: agreement?.description ?? "",
      responsibleId: agreement?.responsible?.id ?? null,
      stakeholderId: agreement?.stakeholder?.id ?? null,
      startsAt: agreement?.startsAt ?? "",
      frequency: agreement?.frequency ?? "P1Y",
      nextDueBasis: agreement?.nextDueBasis ?? "SCHEDULE",
      reminderLeadDays: agreement?.reminderLeadDays ?? 30,
      machineId: agreement?.machine?.id ?? null,
      meterId: agreement?.meter?.id ?? null,
      questionnaireId: agreement?.questionnaire?.id ?? null,
      templateId: agreement?.template?.id ?? null,
      fileIds: agreement?.files.map((file) => file.id) ?? [],
      lastModifiedDate: agreement ? new Date(agreement.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) =>
      saveRecord<AgreementDto>(
        orgUrl(organizationId, "agreements"),
        agreement?.id,
        { ...values, fileIds: await documents.save() },
        "agreement",
      ),
    successMessage: () => t("saved"),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control, watch, setValue } = form;
  const basis = watch("nextDueBasis") ?? "SCHEDULE";
  // the template chosen last: its questionnaire is the one the picker below starts from
  const [template, setTemplate] = useState<AgreementTemplateDto | null>(null);
  const questionnaire = template ? template.questionnaire : agreement?.questionnaire;
  const fill = useCallback(
    (chosen: AgreementTemplateDto) => {
      fillFromTemplate(setValue, chosen, locale);
      setTemplate(chosen);
    },
    [setValue, locale],
  );
  return (
    <FormLayout
      title={agreement ? t("agreements.editTitle") : t("agreements.newTitle")}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={agreement ? `${BASE}/${agreement.id}` : "/monitoring/control-book?view=agreements"}
    >
      {agreement ? null : <TemplatePicker control={control} onChosen={fill} />}
      <FormTextField control={control} name="title" label={t("columns.title")} required autoFocus />
      <FormSelect
        control={control}
        name="type"
        label={t("columns.type")}
        options={AGREEMENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      <FormTextField control={control} name="description" label={t("columns.description")} multiline minRows={3} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="startsAt" label={t("columns.startsAt")} />
        <FormSelect
          control={control}
          name="frequency"
          label={t("columns.frequency")}
          options={FREQUENCIES.map((value) => ({ value, label: tFrequency(value) }))}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="nextDueBasis"
          label={t("columns.nextDueBasis")}
          helperText={t(`basesHelp.${basis}`)}
          options={NEXT_DUE_BASES.map((value) => ({ value, label: t(`bases.${value}`) }))}
        />
        <FormTextField
          control={control}
          name="reminderLeadDays"
          label={t("columns.reminderLeadDays")}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 366 } }}
        />
      </Stack>
      <MemberPicker
        control={control}
        name="responsibleId"
        label={t("columns.responsible")}
        organizationId={organizationId}
        initial={agreement?.responsible}
      />
      <RemoteAutocomplete
        control={control}
        name="stakeholderId"
        label={t("columns.stakeholder")}
        url={orgUrl(organizationId, "stakeholder-associations")}
        toOption={stakeholderOption}
        initial={agreement?.stakeholder ? [{ id: agreement.stakeholder.id, label: agreement.stakeholder.name }] : []}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <NamedRecordPicker
          control={control}
          name="machineId"
          label={t("columns.machine")}
          organizationId={organizationId}
          resource="machines"
          initial={agreement?.machine}
        />
        <NamedRecordPicker
          control={control}
          name="meterId"
          label={t("columns.meter")}
          organizationId={organizationId}
          resource="meters"
          initial={agreement?.meter}
        />
      </Stack>
      <RemoteAutocomplete
        // a template's questionnaire is shown as chosen: the picker starts again from it
        key={template?.id ?? "agreement"}
        control={control}
        name="questionnaireId"
        label={t("columns.questionnaire")}
        url={`${orgUrl(organizationId, "questionnaires")}?purpose=INSPECTION`}
        toOption={toQuestionnaire}
        initial={questionnaire ? [toQuestionnaire(questionnaire)] : []}
        helperText={t("questionnaireHelp")}
      />
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
