"use client";
import { Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormSelect } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { LanguageTexts } from "@/components/modules/operation/procedures/language-texts";
import { api } from "@/lib/platform/client/api-client";
import type { ProcedureTemplateDto } from "@/lib/modules/admin/procedure-templates/dto";
import { procedureTemplateInputSchema } from "@/lib/modules/admin/procedure-templates/schema";
import { PROCEDURE_CATEGORIES } from "@/lib/modules/admin/procedure-templates/choices";

const BASE = "/admin/procedure-templates";

/** A procedure template: its category and its title and text in English and Danish. */
export function ProcedureTemplateForm({ template }: { template: ProcedureTemplateDto | null }) {
  const t = useTranslations("procedureTemplates");
  const tProcedures = useTranslations("procedures");
  const { form, submit, stale, saving } = useEntityForm({
    schema: procedureTemplateInputSchema,
    defaultValues: {
      category: template?.category ?? "OTHER",
      titleEn: template?.titleEn ?? "",
      contentEn: template?.contentEn ?? "",
      titleDa: template?.titleDa ?? "",
      contentDa: template?.contentDa ?? "",
      lastModifiedDate: template ? new Date(template.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      template
        ? api<ProcedureTemplateDto>(`/api/v1/procedure-templates/${template.id}`, { method: "PUT", body: values })
        : api<ProcedureTemplateDto>("/api/v1/procedure-templates", { method: "POST", body: values }),
    successMessage: (values) =>
      t(template ? "form.saved" : "form.created", { title: values.titleEn || values.titleDa || "" }),
    afterSave: () => BASE,
  });
  const { control } = form;
  return (
    <FormLayout
      title={template ? t("form.editTitle", { title: template.title }) : t("form.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={BASE}
    >
      {template ? <Typography color="text.secondary">{t("form.copiesNote")}</Typography> : null}
      <FormSelect
        control={control}
        name="category"
        label={t("form.category")}
        options={PROCEDURE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
      />
      <Typography color="text.secondary">{tProcedures("form.languagesHelp")}</Typography>
      <LanguageTexts control={control} language="en" />
      <LanguageTexts control={control} language="da" />
    </FormLayout>
  );
}
