"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import type { SubstanceDetail } from "@/lib/modules/admin/substances/dto";
import { substanceInputSchema } from "@/lib/modules/admin/substances/schema";
import { StatementPicker, type StatementOption } from "../hazard-data/statement-picker";

/** A substance of the catalogue: new when `substance` is null. */
export function SubstanceForm(props: {
  substance: SubstanceDetail | null;
  hazardStatements: StatementOption[];
  euHazardStatements: StatementOption[];
}) {
  const { substance } = props;
  const t = useTranslations("substances");
  const { form, submit, stale, saving } = useEntityForm({
    schema: substanceInputSchema,
    defaultValues: {
      nameEn: substance?.nameEn ?? "",
      nameDa: substance?.nameDa ?? "",
      casNumber: substance?.casNumber ?? "",
      ecNumber: substance?.ecNumber ?? "",
      hazardStatementIds: substance?.hazardStatements.map((row) => row.code) ?? [],
      euHazardStatementIds: substance?.euHazardStatements.map((row) => row.code) ?? [],
      lastModifiedDate: substance ? new Date(substance.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      substance
        ? api<SubstanceDetail>(`/api/v1/substances/${substance.id}`, { method: "PUT", body: values })
        : api<SubstanceDetail>("/api/v1/substances", { method: "POST", body: values }),
    successMessage: () => t(substance ? "form.saved" : "form.created"),
    afterSave: (saved) => `/admin/substances/${saved.id}`,
  });
  const { control } = form;
  return (
    <FormLayout
      title={substance ? t("form.editTitle", { name: substance.name }) : t("form.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={substance ? `/admin/substances/${substance.id}` : "/admin/substances"}
    >
      <FormTextField control={control} name="nameEn" label={t("fields.nameEn")} required autoFocus />
      <FormTextField control={control} name="nameDa" label={t("fields.nameDa")} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name="casNumber"
          label={t("fields.casNumber")}
          helperText={t("form.casHelp")}
        />
        <FormTextField control={control} name="ecNumber" label={t("fields.ecNumber")} helperText={t("form.ecHelp")} />
      </Stack>
      <StatementPicker
        control={control}
        name="hazardStatementIds"
        label={t("fields.hazardStatements")}
        options={props.hazardStatements}
      />
      <StatementPicker
        control={control}
        name="euHazardStatementIds"
        label={t("fields.euHazardStatements")}
        options={props.euHazardStatements}
      />
    </FormLayout>
  );
}
