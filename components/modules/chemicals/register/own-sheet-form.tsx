"use client";
import { FormHelperText, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { z } from "zod";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { CountrySelect } from "@/components/platform/forms/country-select";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { languageName } from "@/lib/platform/fields/languages";
import { useLanguage } from "@/lib/platform/i18n/use-language";
import { ownSheetInputSchema } from "@/lib/modules/chemicals/register/schema";
import { SDS_LANGUAGES, sdsLanguageOf } from "@/lib/modules/chemicals/register/choices";

// the file is uploaded as the form saves; the API names a sheet without one under `fileId`
const formSchema = ownSheetInputSchema.extend({ fileId: z.string().optional() });

/**
 * A safety data sheet the organization holds itself for a registered product: the file, its
 * revision date, language and country. The register then counts the sheet's age from the newest
 * the organization or the catalogue holds.
 */
export function OwnSheetForm(props: {
  organizationId: string;
  associationId: string;
  productName: string;
  countryAlpha2: string;
  language: string;
  today: string;
}) {
  const t = useTranslations("chemicalRegister.sheets");
  const locale = useLanguage();
  const documents = useDocuments(props.organizationId, []);
  const back = `/chemicals/my-chemicals/${props.associationId}`;
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: formSchema,
    defaultValues: {
      lastRevisionDate: props.today,
      // the language of the country of use, which its sheet is usually written in
      language: sdsLanguageOf(props.countryAlpha2, props.language),
      countryAlpha2: props.countryAlpha2,
    },
    save: async (values) => {
      const [fileId] = await documents.save();
      return api(
        `/api/v1/organizations/${props.organizationId}/chemical-associations/${props.associationId}/safety-data-sheets`,
        { method: "POST", body: { ...values, fileId: fileId ?? "" } },
      );
    },
    successMessage: () => t("recorded"),
    afterSave: () => back,
  });
  const languages = useMemo(
    () =>
      SDS_LANGUAGES.map((code) => ({ value: code, label: languageName(code, locale) })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    [locale],
  );
  const fileError = form.formState.errors.fileId?.message;
  return (
    <FormLayout title={t("add")} onSubmit={submit} saving={saving} stale={stale} cancelHref={back}>
      <Typography sx={{ overflowWrap: "anywhere" }}>{props.productName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t("intro")}
      </Typography>
      <DocumentList {...documents.listProps} label={t("fields.file")} />
      {fileError ? <FormHelperText error>{fileError}</FormHelperText> : null}
      <FormDateField control={form.control} name="lastRevisionDate" label={t("fields.lastRevisionDate")} />
      <FormSelect control={form.control} name="language" label={t("fields.language")} required options={languages} />
      <CountrySelect control={form.control} name="countryAlpha2" />
    </FormLayout>
  );
}
