"use client";
import { Checkbox, FormControlLabel, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { GROUP_UNITS, type MeterType } from "@/lib/platform/units/catalogue";
import type { ReadingDto } from "@/lib/modules/monitoring/meters/dto";
import { groupOfType } from "@/lib/modules/monitoring/meters/kinds";
import { readingInputSchema } from "@/lib/modules/monitoring/meters/schema";
import { useLanguage } from "@/lib/platform/i18n/use-language";

// the browser's date and time field gives local time without an offset; it is sent as an instant
const formSchema = readingInputSchema.extend({ performedAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/) });

/** An instant as the browser's local date and time field shows it. */
function localInput(instant: Date) {
  const local = new Date(instant.getTime() - instant.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A reading: when, the value in any unit of the meter's group, a new baseline, a note and files. */
export function ReadingForm(props: {
  organizationId: string;
  meter: { id: string; name: string; meterType: MeterType; unit: string; readingMode: string };
  reading: ReadingDto | null;
}) {
  const { meter, reading } = props;
  const t = useTranslations("meters.readings");
  const locale = useLanguage();
  const documents = useDocuments(props.organizationId, reading?.files ?? []);
  const base = `/monitoring/meters/${meter.id}`;
  // a figure as the interface language writes it: a decimal comma in Danish
  const typed = (value: string) => (locale === "da" ? value.replace(".", ",") : value);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: formSchema,
    defaultValues: {
      performedAt: localInput(reading ? new Date(reading.performedAt) : new Date()),
      value: reading ? typed(reading.value) : "",
      unit: reading?.unit ?? meter.unit,
      reset: reading?.reset ?? false,
      note: reading?.note ?? "",
      fileIds: reading?.files.map((file) => file.id) ?? [],
      lastModifiedDate: reading ? new Date(reading.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) => {
      const body = {
        ...values,
        performedAt: new Date(values.performedAt).toISOString(),
        fileIds: await documents.save(),
      };
      const url = `/api/v1/organizations/${props.organizationId}/meters/${meter.id}/readings`;
      const saved = reading
        ? await api<ReadingDto>(`${url}/${reading.id}`, { method: "PUT", body })
        : await api<ReadingDto>(url, { method: "POST", body });
      announceRecordChange("meter");
      return saved;
    },
    successMessage: () => t(reading ? "form.saved" : "form.created"),
    afterSave: () => base,
  });
  const { control } = form;
  const units =
    meter.meterType === "CUSTOM"
      ? [{ value: meter.unit, label: meter.unit }]
      : GROUP_UNITS[groupOfType(meter.meterType)].map((unit) => ({ value: unit.code, label: unit.symbol }));
  return (
    <FormLayout
      title={
        reading
          ? t("form.editTitle", { date: localInput(new Date(reading.performedAt)).replace("T", " ") })
          : t("form.newTitle", { name: meter.name })
      }
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={reading ? `${base}/readings/${reading.id}` : base}
    >
      <FormTextField
        control={control}
        name="performedAt"
        label={t("form.performedAt")}
        type="datetime-local"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name="value"
          label={t("form.value")}
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
        <FormSelect control={control} name="unit" label={t("form.unit")} options={units} />
      </Stack>
      {meter.readingMode !== "MEASUREMENT" ? (
        <Controller
          control={control}
          name="reset"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={t("form.reset")}
            />
          )}
        />
      ) : null}
      <FormTextField control={control} name="note" label={t("form.note")} multiline minRows={2} />
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
