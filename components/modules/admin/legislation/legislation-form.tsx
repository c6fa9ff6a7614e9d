"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import type { Control } from "react-hook-form";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormCheckboxes, FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormSection } from "@/components/platform/forms/form-section";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { LegislationDto } from "@/lib/modules/admin/legislation/dto";
import { legislationInputSchema } from "@/lib/modules/admin/legislation/schema";
import { LEGISLATION_KINDS } from "@/lib/modules/admin/legislation/choices";
import { CatalogueFiles } from "./catalogue-files";

type TopicOption = { value: string; label: string };

const titleOf = (act: LegislationDto) => act.shortName ?? act.titleEn ?? act.titleDa ?? act.officialNumber;

/**
 * An act of the shared catalogue: new when `legislation` is null. Saving a change marks it as
 * changed for every organization that evaluated it before.
 */
export function LegislationForm({
  legislation,
  topics,
}: {
  legislation: LegislationDto | null;
  topics: TopicOption[];
}) {
  const t = useTranslations("legislation");
  const { form, submit, stale, saving } = useEntityForm({
    schema: legislationInputSchema,
    defaultValues: {
      jurisdiction: legislation?.jurisdiction ?? "EU",
      kind: legislation?.kind ?? "REGULATION",
      officialNumber: legislation?.officialNumber ?? "",
      celexNumber: legislation?.celexNumber ?? "",
      officialUrl: legislation?.officialUrl ?? "",
      titleEn: legislation?.titleEn ?? "",
      titleDa: legislation?.titleDa ?? "",
      shortName: legislation?.shortName ?? "",
      topicIds: legislation?.topics.map((topic) => topic.id) ?? [],
      documentDate: legislation?.documentDate ?? null,
      effectiveDate: legislation?.effectiveDate ?? null,
      summaryEn: legislation?.summaryEn ?? "",
      summaryDa: legislation?.summaryDa ?? "",
      fileIds: legislation?.files.map((file) => file.id) ?? [],
      lastModifiedDate: legislation ? new Date(legislation.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      legislation
        ? api<LegislationDto>(`/api/v1/legislations/${legislation.id}`, { method: "PUT", body: values })
        : api<LegislationDto>("/api/v1/legislations", { method: "POST", body: values }),
    successMessage: () => t(legislation ? "form.saved" : "form.created"),
    afterSave: () => "/admin/legislation",
  });
  const { control } = form;
  return (
    <FormLayout
      title={legislation ? t("form.editTitle", { name: titleOf(legislation) }) : t("form.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref="/admin/legislation"
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name="jurisdiction"
          label={t("fields.jurisdiction")}
          helperText={t("form.jurisdictionHelp")}
          required
          autoFocus
        />
        <FormSelect
          control={control}
          name="kind"
          label={t("fields.kind")}
          required
          options={LEGISLATION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
      </Stack>
      <FormTextField control={control} name="officialNumber" label={t("fields.officialNumber")} required />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="celexNumber" label={t("fields.celexNumber")} />
        <FormTextField control={control} name="shortName" label={t("fields.shortName")} />
      </Stack>
      <FormTextField control={control} name="officialUrl" label={t("fields.officialUrl")} />
      <FormTextField control={control} name="titleEn" label={t("fields.titleEn")} multiline minRows={2} />
      <FormTextField control={control} name="titleDa" label={t("fields.titleDa")} multiline minRows={2} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="documentDate" label={t("fields.documentDate")} />
        <FormDateField control={control} name="effectiveDate" label={t("fields.effectiveDate")} />
      </Stack>
      <FormCheckboxes control={control} name="topicIds" label={t("fields.topics")} options={topics} />
      <FormSection title={t("form.summaries")} />
      <FormTextField control={control} name="summaryEn" label={t("fields.summaryEn")} multiline minRows={3} />
      <FormTextField control={control} name="summaryDa" label={t("fields.summaryDa")} multiline minRows={3} />
      <CatalogueFiles
        control={control as unknown as Control<{ fileIds: string[] }>}
        initial={legislation?.files.map((file) => ({ id: file.id, name: file.name })) ?? []}
      />
    </FormLayout>
  );
}
