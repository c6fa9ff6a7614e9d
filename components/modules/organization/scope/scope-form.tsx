"use client";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { IsoFields } from "@/components/platform/forms/iso-fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { ScopeDto } from "@/lib/modules/organization/scope/dto";
import { scopeInputSchema } from "@/lib/modules/organization/scope/schema";
import { RichTextEditor } from "@/components/platform/rich-text/rich-text-editor";

/** Writes the active organization's scope; every save becomes a new version. */
export function ScopeForm({ organizationId, scope }: { organizationId: string; scope: ScopeDto | null }) {
  const t = useTranslations("scope");
  const docs = useDocuments(organizationId, scope?.files ?? []);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: docs.dirty,
    schema: scopeInputSchema,
    defaultValues: {
      content: scope?.content ?? "",
      isoStandards: scope?.isoStandards ?? [],
      fileIds: [],
      lastModifiedDate: scope ? new Date(scope.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) => {
      const fileIds = await docs.save();
      return api<ScopeDto>(`/api/v1/organizations/${organizationId}/scope`, {
        method: "PUT",
        body: { ...values, fileIds },
      });
    },
    successMessage: () => t("form.saved"),
    afterSave: () => "/organization/scope",
  });
  // the documents live outside the form's values, so their changes are watched separately

  return (
    <FormLayout
      title={scope ? t("form.editTitle") : t("form.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref="/organization/scope"
    >
      <Controller
        control={form.control}
        name="content"
        render={({ field, fieldState }) => (
          <RichTextEditor
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t("form.content")}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? t("form.contentHelp")}
          />
        )}
      />
      <IsoFields control={form.control} messages="scope.form" />
      <DocumentList {...docs.listProps} />
    </FormLayout>
  );
}
