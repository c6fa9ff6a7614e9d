"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { DateInput } from "@/components/platform/forms/date-input";
import { FormCheckboxes, FormSelect, FormTextField, type FormControl } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { RemoteAutocomplete } from "@/components/platform/forms/remote-autocomplete";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { memberOption, peopleUrl } from "@/components/modules/organization/members/options";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { ISO_STANDARDS } from "@/lib/platform/iso-standards";
import { FREQUENCIES } from "@/lib/modules/organization/competences/due";
import type { OwnDocumentDto } from "@/lib/modules/documents/own-documents/dto";
import { OWN_DOCUMENT_CATEGORIES, ownDocumentInputSchema } from "@/lib/modules/documents/own-documents/schema";

type Control = FormControl<z.input<typeof ownDocumentInputSchema>>;

function DateField(props: {
  control: Control;
  name: "validFrom" | "nextReviewDate";
  label: string;
  helperText?: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <DateInput
          label={props.label}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? props.helperText}
        />
      )}
    />
  );
}

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
  const tScope = useTranslations("scope");
  const tPeople = useTranslations("people");
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
    save: async (values) => {
      const body = { ...values, fileIds: await documents.save() };
      const url = `/api/v1/organizations/${organizationId}/own-documents`;
      const saved = document
        ? await api<OwnDocumentDto>(`${url}/${document.id}`, { method: "PUT", body })
        : await api<OwnDocumentDto>(url, { method: "POST", body });
      announceRecordChange("own-document");
      return saved;
    },
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
      <RemoteAutocomplete
        control={control}
        name="ownerId"
        label={t("form.owner")}
        url={peopleUrl(organizationId, "members")}
        toOption={memberOption}
        initial={document?.owner ? [memberOption(document.owner)] : []}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name="versionLabel"
          label={t("form.versionLabel")}
          helperText={t("form.versionHelp")}
        />
        <DateField control={control} name="validFrom" label={t("form.validFrom")} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="reviewRecurrence"
          label={t("form.reviewRecurrence")}
          allowEmpty={t("form.noRecurrence")}
          options={FREQUENCIES.map((value) => ({ value, label: tPeople(`frequency.${value}`) }))}
        />
        <DateField
          control={control}
          name="nextReviewDate"
          label={t("form.nextReviewDate")}
          helperText={t("form.nextReviewHelp")}
        />
      </Stack>
      <FormCheckboxes
        control={control}
        name="isoStandards"
        label={t("form.standards")}
        options={ISO_STANDARDS.map((value) => ({ value, label: tScope(`isoStandards.${value}`) }))}
      />
      <FormTextField
        control={control}
        name="isoClause"
        label={t("form.isoClause")}
        helperText={t("form.isoClauseHelp")}
      />
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
