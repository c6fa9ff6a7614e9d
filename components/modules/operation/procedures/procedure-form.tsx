"use client";
import { Checkbox, FormControlLabel, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormTextField, type FormControl } from "@/components/platform/forms/fields";
import { IsoFields } from "@/components/platform/forms/iso-fields";
import { ReviewFields } from "@/components/platform/forms/review-fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { toWireDate } from "@/lib/platform/api/wire";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { ProcedureDto } from "@/lib/modules/operation/procedures/dto";
import { procedureInputSchema } from "@/lib/modules/operation/procedures/schema";
import { LanguageTexts } from "./language-texts";

type Control = FormControl<z.input<typeof procedureInputSchema>>;

function PublishedField({ control, label }: { control: Control; label: string }) {
  return (
    <Controller
      control={control}
      name="published"
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={!!field.value}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
          label={label}
        />
      )}
    />
  );
}

/**
 * A procedure: its title and text in English and Danish, standards and clause, owner, review and
 * publication; documents are saved first. A new one names the organization it belongs to.
 */
export function ProcedureForm({
  organizationId,
  procedure,
}: {
  organizationId: string;
  procedure: ProcedureDto | null;
}) {
  const t = useTranslations("procedures");
  const documents = useDocuments(organizationId, procedure?.files ?? []);
  const base = "/operation/procedures";
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: procedureInputSchema,
    defaultValues: {
      titleEn: procedure?.titleEn ?? "",
      contentEn: procedure?.contentEn ?? "",
      titleDa: procedure?.titleDa ?? "",
      contentDa: procedure?.contentDa ?? "",
      isoStandards: procedure?.isoStandards ?? [],
      isoClause: procedure?.isoClause ?? "",
      ownerId: procedure?.owner?.id ?? null,
      reviewRecurrence: procedure?.reviewRecurrence ?? null,
      nextReviewDate: toWireDate(procedure?.nextReviewDate),
      published: procedure?.published ?? false,
      changeNote: "",
      fileIds: procedure?.files.map((file) => file.id) ?? [],
      lastModifiedDate: procedure ? new Date(procedure.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) => {
      const body = { ...values, fileIds: await documents.save() };
      const saved = procedure
        ? await api<ProcedureDto>(`/api/v1/procedures/${procedure.id}`, { method: "PUT", body })
        : await api<ProcedureDto>("/api/v1/procedures", { method: "POST", body: { ...body, organizationId } });
      announceRecordChange("procedure");
      return saved;
    },
    successMessage: (values) =>
      t(procedure ? "form.saved" : "form.created", { title: values.titleEn || values.titleDa || "" }),
    afterSave: (saved) => `${base}/${saved.id}`,
  });
  const { control } = form;
  return (
    <FormLayout
      title={procedure ? t("form.editTitle", { title: procedure.title }) : t("form.newTitle")}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={procedure ? `${base}/${procedure.id}` : base}
    >
      <Typography color="text.secondary">{t("form.languagesHelp")}</Typography>
      <LanguageTexts control={control} language="en" autoFocus />
      <LanguageTexts control={control} language="da" />
      {procedure ? (
        <FormTextField
          control={control}
          name="changeNote"
          label={t("form.changeNote")}
          helperText={t("form.changeNoteHelp")}
        />
      ) : null}
      <IsoFields control={control} messages="procedures.form" clause />
      <ReviewFields
        control={control}
        organizationId={organizationId}
        owner={procedure?.owner}
        messages="procedures.form"
      />
      <PublishedField control={control} label={t("form.published")} />
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
