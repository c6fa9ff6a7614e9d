"use client";
import { Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormCheckboxes, FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormSection } from "@/components/platform/forms/form-section";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import { QUESTIONNAIRE_PURPOSES } from "@/lib/modules/evaluation/questionnaires/choices";
import type { QuestionnaireDto } from "@/lib/modules/evaluation/questionnaires/dto";
import { questionnaireInputSchema, type QuestionnaireInput } from "@/lib/modules/evaluation/questionnaires/schema";
import { questionnaireValues, type QuestionnaireValues } from "./form-values";
import { SectionsEditor } from "./sections-editor";

const ADMIN = "/admin/questionnaires";
const OWN = "/evaluation/questionnaires";

/**
 * A questionnaire: what it is used for, the standards it serves, its title and description in
 * English and Danish, and its sections and questions. With `organizationId` it is the
 * organization's own copy (saved there, and shown on its screen after); without, one of the
 * system's (saved by a maintainer, back to the admin list after). A change of the questions makes
 * the next version; the server keeps each question's key.
 */
export function QuestionnaireForm(props: { questionnaire: QuestionnaireDto | null; organizationId?: string }) {
  const t = useTranslations("questionnaires");
  const tScope = useTranslations("scope");
  const { questionnaire, organizationId } = props;
  const collection = organizationId
    ? `/api/v1/organizations/${organizationId}/questionnaires`
    : "/api/v1/questionnaires";
  const { form, submit, stale, saving } = useEntityForm<QuestionnaireValues, QuestionnaireInput, QuestionnaireDto>({
    schema: questionnaireInputSchema,
    defaultValues: questionnaireValues(questionnaire),
    save: (values) => saveRecord<QuestionnaireDto>(collection, questionnaire?.id, values, "questionnaire"),
    successMessage: () => t("saved"),
    afterSave: (saved) => (organizationId ? `${OWN}/${saved.id}` : ADMIN),
  });
  const { control } = form;
  const cancelHref = organizationId && questionnaire ? `${OWN}/${questionnaire.id}` : organizationId ? OWN : ADMIN;
  return (
    <FormLayout
      title={questionnaire ? t("editTitle") : t("newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={cancelHref}
    >
      <FormSelect
        control={control}
        name="purpose"
        label={t("fields.purpose")}
        required
        options={QUESTIONNAIRE_PURPOSES.map((value) => ({ value, label: t(`purposes.${value}`) }))}
      />
      <FormCheckboxes
        control={control}
        name="standards"
        label={t("fields.standards")}
        options={ISO_STANDARDS.map((value) => ({ value, label: tScope(`isoStandards.${value}`) }))}
      />
      <Typography color="text.secondary">{t("form.languagesHelp")}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="titleEn" label={t("fields.titleEn")} />
        <FormTextField control={control} name="titleDa" label={t("fields.titleDa")} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="descriptionEn" label={t("fields.descriptionEn")} multiline minRows={2} />
        <FormTextField control={control} name="descriptionDa" label={t("fields.descriptionDa")} multiline minRows={2} />
      </Stack>
      <FormSection title={t("sections.title")} />
      <Typography color="text.secondary">{t("versions.intro")}</Typography>
      <SectionsEditor control={control} setValue={form.setValue} getValues={form.getValues} />
    </FormLayout>
  );
}
