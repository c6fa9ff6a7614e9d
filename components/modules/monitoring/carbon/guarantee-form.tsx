"use client";
import { Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { ENERGY_SOURCES, guaranteeInputSchema } from "@/lib/modules/monitoring/carbon/schema";

/**
 * Guarantees of origin cancelled for an electricity meter: the months they cover, the volume, the
 * energy source, the registry and the cancellation's reference, with its statement as evidence.
 * They are recorded as a record of their own, with who recorded them and when.
 */
export function GuaranteeForm({
  organizationId,
  meterId,
  meterName,
  thisMonth,
}: {
  organizationId: string;
  meterId: string;
  meterName: string;
  /** This month where the organization works (YYYY-MM): the period's default. */
  thisMonth: string;
}) {
  const t = useTranslations("carbon.guarantees");
  const documents = useDocuments(organizationId, []);
  const back = `/monitoring/meters/${meterId}`;
  const year = thisMonth.slice(0, 4);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: guaranteeInputSchema,
    defaultValues: {
      startMonth: `${year}-01`,
      endMonth: `${year}-12`,
      volumeMwh: "",
      issuer: "",
      reference: "",
      note: "",
      fileIds: [],
    },
    save: async (values) => {
      const fileIds = await documents.save();
      return api(`/api/v1/organizations/${organizationId}/carbon/meters/${meterId}/guarantees-of-origin`, {
        method: "POST",
        body: { ...values, fileIds },
      });
    },
    successMessage: () => t("recorded"),
    afterSave: () => back,
  });
  const { control } = form;
  return (
    <FormLayout title={t("add")} onSubmit={submit} saving={saving} stale={stale} cancelHref={back}>
      <Typography sx={{ overflowWrap: "anywhere" }}>{meterName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t("intro")}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name="startMonth"
          label={t("fields.startMonth")}
          type="month"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="endMonth"
          label={t("fields.endMonth")}
          type="month"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField
          control={control}
          name="volumeMwh"
          label={t("fields.volumeMwh")}
          required
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
        <FormSelect
          control={control}
          name="energySource"
          label={t("fields.energySource")}
          required
          options={ENERGY_SOURCES.map((value) => ({ value, label: t(`energySources.${value}`) }))}
        />
      </Stack>
      <FormTextField control={control} name="reference" label={t("fields.reference")} required />
      <FormTextField control={control} name="issuer" label={t("fields.issuer")} />
      <FormTextField control={control} name="note" label={t("fields.note")} multiline minRows={2} />
      <DocumentList {...documents.listProps} label={t("fields.files")} />
    </FormLayout>
  );
}
