"use client";
import { Alert, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { GROUP_UNITS, NORMAL_UNIT, type MeterType } from "@/lib/platform/units/catalogue";
import type { MeterDto } from "@/lib/modules/monitoring/meters/dto";
import { groupOfType, MODES_OF_TYPE } from "@/lib/modules/monitoring/meters/kinds";
import { meterInputSchema } from "@/lib/modules/monitoring/meters/schema";
import { useLanguage } from "@/lib/platform/i18n/use-language";

const BASE = "/monitoring/meters";

/**
 * A meter: its name, unit and reading mode (fixed once it has readings), where it sits, how often it
 * is read, the limit values of a measurement, a note and its files (saved first).
 */
export function MeterForm({
  organizationId,
  meterType,
  meter,
  areas,
}: {
  organizationId: string;
  meterType: MeterType;
  meter: MeterDto | null;
  areas: { id: string; name: string }[];
}) {
  const t = useTranslations("meters");
  const tPeople = useTranslations("people");
  const locale = useLanguage();
  // a figure as the interface language writes it: a decimal comma in Danish
  const typed = (value: string | null | undefined) =>
    value && locale === "da" ? value.replace(".", ",") : (value ?? "");
  const documents = useDocuments(organizationId, meter?.files ?? []);
  const group = groupOfType(meterType);
  const modes = MODES_OF_TYPE[meterType];
  const fixed = (meter?.readingCount ?? 0) > 0;
  const typeName = t(`types.${meterType}`);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: meterInputSchema,
    defaultValues: {
      name: meter?.name ?? "",
      meterType,
      unit: meter?.unit ?? (meterType === "CUSTOM" ? "" : NORMAL_UNIT[group]),
      readingMode: meter?.readingMode ?? modes[0],
      identifier: meter?.identifier ?? "",
      areaId: meter?.area?.id ?? null,
      frequency: meter?.frequency ?? null,
      lowerLimit: typed(meter?.lowerLimit),
      upperLimit: typed(meter?.upperLimit),
      limitSource: meter?.limitSource ?? "",
      note: meter?.note ?? "",
      fileIds: meter?.files.map((file) => file.id) ?? [],
      lastModifiedDate: meter ? new Date(meter.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) =>
      saveRecord<MeterDto>(
        `/api/v1/organizations/${organizationId}/meters`,
        meter?.id,
        { ...values, fileIds: await documents.save() },
        "meter",
      ),
    successMessage: (values) => t(meter ? "form.saved" : "form.created", { name: values.name }),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  const readingMode = useWatch({ control, name: "readingMode" });
  return (
    <FormLayout
      title={meter ? t("form.editTitle", { name: meter.name }) : t("form.newTitle", { type: typeName })}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={meter ? `${BASE}/${meter.id}` : BASE}
    >
      <FormTextField control={control} name="name" label={t("form.name")} required autoFocus />
      {fixed ? <Alert severity="info">{t("form.fixedWithReadings")}</Alert> : null}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {meterType === "CUSTOM" ? (
          <FormTextField control={control} name="unit" label={t("form.customUnit")} required disabled={fixed} />
        ) : (
          <FormSelect
            control={control}
            name="unit"
            label={t("form.unit")}
            helperText={t("form.unitHelp")}
            disabled={fixed}
            options={GROUP_UNITS[group].map((unit) => ({ value: unit.code, label: unit.symbol }))}
          />
        )}
        <FormSelect
          control={control}
          name="readingMode"
          label={t("form.readingMode")}
          helperText={t(`modeHelp.${readingMode}`)}
          disabled={fixed}
          options={modes.map((value) => ({ value, label: t(`modes.${value}`) }))}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name="identifier"
          label={t("form.identifier")}
          helperText={t("form.identifierHelp")}
        />
        <FormSelect
          control={control}
          name="areaId"
          label={t("form.area")}
          allowEmpty={t("form.noArea")}
          options={areas.map((area) => ({ value: area.id, label: area.name }))}
        />
      </Stack>
      <FormSelect
        control={control}
        name="frequency"
        label={t("form.frequency")}
        allowEmpty={t("form.noFrequency")}
        options={FREQUENCIES.filter((value) => value !== "P0D").map((value) => ({
          value,
          label: tPeople(`frequency.${value}`),
        }))}
      />
      {readingMode === "MEASUREMENT" ? (
        <>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormTextField
              control={control}
              name="lowerLimit"
              label={t("form.lowerLimit")}
              helperText={t("form.limitHelp")}
              slotProps={{ htmlInput: { inputMode: "decimal" } }}
            />
            <FormTextField
              control={control}
              name="upperLimit"
              label={t("form.upperLimit")}
              helperText={t("form.limitHelp")}
              slotProps={{ htmlInput: { inputMode: "decimal" } }}
            />
          </Stack>
          <FormTextField control={control} name="limitSource" label={t("form.limitSource")} />
        </>
      ) : null}
      <FormTextField control={control} name="note" label={t("form.note")} multiline minRows={2} />
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
