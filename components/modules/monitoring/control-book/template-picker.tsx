"use client";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef } from "react";
import { useWatch, type UseFormSetValue } from "react-hook-form";
import type { z } from "zod";
import type { FormControl } from "@/components/platform/forms/fields";
import { RemoteAutocomplete } from "@/components/platform/forms/remote-autocomplete";
import { api } from "@/lib/platform/client/api-client";
import { localized } from "@/lib/modules/evaluation/questionnaires/content";
import type { AgreementTemplateDto } from "@/lib/modules/admin/agreement-templates/dto";
import type { agreementInputSchema } from "@/lib/modules/monitoring/control-book/schema";

type AgreementValues = z.input<typeof agreementInputSchema>;

/** A template's text in the reader's language, else the other one's; null when it has none. */
const inLanguage = (english: string | null, danish: string | null, locale: string) =>
  localized(english, danish, locale) || null;

/**
 * Fills the agreement's fields from a template, in the person's language: what it asks for, how
 * often, how early to remind and the questionnaire to answer. Everything stays editable.
 */
export function fillFromTemplate(
  setValue: UseFormSetValue<AgreementValues>,
  template: AgreementTemplateDto,
  locale: string,
) {
  const options = { shouldDirty: true, shouldValidate: true };
  setValue("type", template.type, options);
  setValue("title", inLanguage(template.titleEn, template.titleDa, locale) ?? "", options);
  setValue("description", inLanguage(template.descriptionEn, template.descriptionDa, locale), options);
  setValue("frequency", template.frequency, options);
  setValue("reminderLeadDays", template.reminderLeadDays, options);
  setValue("questionnaireId", template.questionnaire?.id ?? null, options);
}

/**
 * "From a template": one of the maintainers' templates (archived ones are not offered), named in
 * the person's language. Choosing one reads it and hands it to `onChosen`, which fills the form;
 * the agreement keeps the template's id for information.
 */
export function TemplatePicker({
  control,
  onChosen,
}: {
  control: FormControl<AgreementValues>;
  onChosen: (template: AgreementTemplateDto) => void;
}) {
  const t = useTranslations("controlBook");
  const locale = useLocale();
  const templateId = useWatch({ control, name: "templateId" });
  const filled = useRef<string | null>(null);
  // one function per language: the picker asks again when it changes
  const toOption = useMemo(
    () => (row: Record<string, unknown>) => ({
      id: String(row.id),
      label: localized(row.titleEn as string | null, row.titleDa as string | null, locale),
    }),
    [locale],
  );

  useEffect(() => {
    if (!templateId || templateId === filled.current) return;
    filled.current = templateId;
    // a failure is toasted by the client; the form keeps what it has
    api<AgreementTemplateDto>(`/api/v1/agreement-templates/${templateId}`)
      .then(onChosen)
      .catch(() => {});
  }, [templateId, onChosen]);

  return (
    <RemoteAutocomplete
      control={control}
      name="templateId"
      label={t("fromTemplate")}
      url="/api/v1/agreement-templates"
      toOption={toOption}
      initial={[]}
      helperText={t("fromTemplateHelp")}
    />
  );
}
