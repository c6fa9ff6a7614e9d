"use client";
import { Stack, Typography } from "@mui/material";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormSection } from "@/components/platform/forms/form-section";
import { RemoteAutocomplete } from "@/components/platform/forms/remote-autocomplete";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import { COUNTRY_CODES, countryName } from "@/lib/platform/fields/countries";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { localized } from "@/lib/modules/evaluation/questionnaires/content";
import type { AgreementTemplateDto } from "@/lib/modules/admin/agreement-templates/dto";
import { agreementTemplateInputSchema } from "@/lib/modules/admin/agreement-templates/schema";
import { AGREEMENT_TYPES } from "@/lib/modules/monitoring/control-book/choices";
import { actOption, catalogueActOption, questionnaireOption } from "./options";

const BASE = "/admin/agreement-templates";

/**
 * An agreement template: what it asks for and how often, its texts in English and Danish, the
 * country whose law asks for it, its legal basis in the legislation catalogue and the system
 * questionnaire its inspections are answered with. New when `template` is null.
 */
export function AgreementTemplateForm({ template }: { template: AgreementTemplateDto | null }) {
  const t = useTranslations("agreementTemplates");
  const tBook = useTranslations("controlBook");
  const tFrequency = useTranslations("people.frequency");
  const tForms = useTranslations("forms");
  const locale = useLocale();
  const toQuestionnaire = useMemo(() => questionnaireOption(locale), [locale]);
  const countries = useMemo(
    () =>
      COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    [locale],
  );
  const { form, submit, stale, saving } = useEntityForm({
    schema: agreementTemplateInputSchema,
    defaultValues: {
      type: template?.type ?? "SERVICE_AND_INSPECTION",
      titleEn: template?.titleEn ?? "",
      descriptionEn: template?.descriptionEn ?? "",
      titleDa: template?.titleDa ?? "",
      descriptionDa: template?.descriptionDa ?? "",
      frequency: template?.frequency ?? "P1Y",
      reminderLeadDays: template?.reminderLeadDays ?? 30,
      countryAlpha2: template?.countryAlpha2 ?? null,
      legislationIds: template?.legislation.map((act) => act.id) ?? [],
      questionnaireId: template?.questionnaire?.id ?? null,
      lastModifiedDate: template ? new Date(template.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      saveRecord<AgreementTemplateDto>("/api/v1/agreement-templates", template?.id, values, "agreementTemplate"),
    successMessage: (values) =>
      t(template ? "form.saved" : "form.created", {
        title: localized(values.titleEn, values.titleDa, locale),
      }),
    afterSave: () => BASE,
  });
  const { control } = form;
  const name = template ? localized(template.titleEn, template.titleDa, locale) : "";
  return (
    <FormLayout
      title={template ? t("form.editTitle", { title: name }) : t("form.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={BASE}
    >
      {template ? <Typography color="text.secondary">{t("form.copiesNote")}</Typography> : null}
      <FormSelect
        control={control}
        name="type"
        label={t("fields.type")}
        options={AGREEMENT_TYPES.map((value) => ({ value, label: tBook(`types.${value}`) }))}
      />
      <Typography color="text.secondary">{t("form.languagesHelp")}</Typography>
      <FormSection title={t("form.english")} />
      <FormTextField control={control} name="titleEn" label={t("fields.titleEn")} autoFocus />
      <FormTextField control={control} name="descriptionEn" label={t("fields.descriptionEn")} multiline minRows={3} />
      <FormSection title={t("form.danish")} />
      <FormTextField control={control} name="titleDa" label={t("fields.titleDa")} />
      <FormTextField control={control} name="descriptionDa" label={t("fields.descriptionDa")} multiline minRows={3} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="frequency"
          label={t("fields.frequency")}
          options={FREQUENCIES.map((value) => ({ value, label: tFrequency(value) }))}
        />
        <FormTextField
          control={control}
          name="reminderLeadDays"
          label={t("fields.reminderLeadDays")}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 365 } }}
        />
      </Stack>
      <FormSelect
        control={control}
        name="countryAlpha2"
        label={t("fields.country")}
        helperText={t("form.countryHelp")}
        options={countries}
        allowEmpty={tForms("none")}
      />
      <RemoteAutocomplete
        control={control}
        name="legislationIds"
        label={t("fields.legislation")}
        url="/api/v1/legislations"
        toOption={catalogueActOption}
        initial={
          template?.legislation.map((act) =>
            actOption({ id: act.id, officialNumber: act.officialNumber, name: act.sortTitle }),
          ) ?? []
        }
        multiple
        helperText={t("form.legislationHelp")}
      />
      <RemoteAutocomplete
        control={control}
        name="questionnaireId"
        label={t("fields.questionnaire")}
        url="/api/v1/questionnaires?purpose=INSPECTION"
        toOption={toQuestionnaire}
        initial={template?.questionnaire ? [toQuestionnaire(template.questionnaire)] : []}
        helperText={t("form.questionnaireHelp")}
      />
    </FormLayout>
  );
}
