"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { IsoFields } from "@/components/platform/forms/iso-fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { ReviewFields } from "@/components/platform/forms/review-fields";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { OwnDocumentDto } from "@/lib/modules/documents/own-documents/dto";
import { ownDocumentInputSchema } from "@/lib/modules/documents/own-documents/schema";
import { OWN_DOCUMENT_CATEGORIES } from "@/lib/modules/documents/own-documents/choices";

const BASE = "/documents/own-documents";

/** An own document: what it is, who owns it, which version is in force, its review and its files (saved first). */
export function OwnDocumentForm({
  organizationId,
  document,
}: {
  organizationId: string;
  document: OwnDocumentDto | null;
}) {
  const t = useTranslations("ownDocuments");
  const documents = useDocuments(organizationId, document?.files ?? []);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: ownDocumentInputSchema,
    defaultValues: {
      title: document?.title ?? "",
      category: document?.category ?? "PLAN",
      description: document?.description ?? "",
      ownerId: document?.owner?.id ?? null,
      versionLabel: document?.versionLabel ?? "",
      validFrom: document?.validFrom ?? null,
      reviewRecurrence: document?.reviewRecurrence ?? null,
      nextReviewDate: document?.nextReviewDate ?? null,
      isoStandards: document?.isoStandards ?? [],
      isoClause: document?.isoClause ?? "",
      fileIds: document?.files.map((file) => file.id) ?? [],
      lastModifiedDate: document ? new Date(document.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) =>
      saveRecord<OwnDocumentDto>(
        `/api/v1/organizations/${organizationId}/own-documents`,
        document?.id,
        { ...values, fileIds: await documents.save() },
        "own-document",
      ),
    successMessage: (values) => t(document ? "form.saved" : "form.created", { title: values.title }),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  return (
    <FormLayout
      title={document ? t("form.editTitle", { title: document.title }) : t("form.newTitle")}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={document ? `${BASE}/${document.id}` : BASE}
    >
      <FormTextField control={control} name="title" label={t("form.title")} required autoFocus />
      <FormSelect
        control={control}
        name="category"
        label={t("form.category")}
        options={OWN_DOCUMENT_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
      />
      <FormTextField control={control} name="description" label={t("form.description")} multiline minRows={3} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name="versionLabel"
          label={t("form.versionLabel")}
          helperText={t("form.versionHelp")}
        />
        <FormDateField control={control} name="validFrom" label={t("form.validFrom")} />
      </Stack>
      <ReviewFields
        control={control}
        organizationId={organizationId}
        owner={document?.owner}
        messages="ownDocuments.form"
      />
      <IsoFields control={control} messages="ownDocuments.form" clause />
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
