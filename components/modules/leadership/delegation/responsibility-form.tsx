"use client";
import { Checkbox, FormControlLabel } from "@mui/material";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { ResponsibilityDto } from "@/lib/modules/leadership/delegation/dto";
import { responsibilityInputSchema } from "@/lib/modules/leadership/delegation/schema";

/** One of the organization's own responsibilities, named in both languages like the catalogue's. */
export function ResponsibilityForm({
  organizationId,
  responsibility,
}: {
  organizationId: string;
  responsibility: ResponsibilityDto | null;
}) {
  const t = useTranslations("delegation.responsibility");
  const { form, submit, stale, saving } = useEntityForm({
    schema: responsibilityInputSchema,
    defaultValues: {
      nameEn: responsibility?.nameEn ?? "",
      nameDa: responsibility?.nameDa ?? "",
      descriptionEn: responsibility?.descriptionEn ?? "",
      descriptionDa: responsibility?.descriptionDa ?? "",
      basis: responsibility?.basis ?? "",
      required: responsibility?.required ?? false,
      lastModifiedDate: responsibility ? new Date(responsibility.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      saveRecord<ResponsibilityDto>(
        `/api/v1/organizations/${organizationId}/responsibilities`,
        responsibility?.id,
        values,
        "delegation",
      ),
    successMessage: () => t("saved"),
    afterSave: () => "/leadership/delegation#coverage",
  });
  const { control } = form;
  return (
    <FormLayout
      title={responsibility ? t("editTitle") : t("newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref="/leadership/delegation#coverage"
    >
      <FormTextField control={control} name="nameEn" label={t("nameEn")} required autoFocus />
      <FormTextField control={control} name="nameDa" label={t("nameDa")} required />
      <FormTextField control={control} name="descriptionEn" label={t("descriptionEn")} multiline minRows={2} />
      <FormTextField control={control} name="descriptionDa" label={t("descriptionDa")} multiline minRows={2} />
      <FormTextField control={control} name="basis" label={t("basis")} />
      <Controller
        control={control}
        name="required"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t("required")}
          />
        )}
      />
    </FormLayout>
  );
}
