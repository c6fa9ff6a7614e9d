"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { MachineDto } from "@/lib/modules/monitoring/machines/dto";
import { machineInputSchema } from "@/lib/modules/monitoring/machines/schema";

const BASE = "/monitoring/machines";

/** A machine: what it is, where, since when, who answers for it, and its documents (saved first). */
export function MachineForm({
  organizationId,
  machine,
  areas,
}: {
  organizationId: string;
  machine: MachineDto | null;
  areas: { id: string; name: string }[];
}) {
  const t = useTranslations("machines");
  const documents = useDocuments(organizationId, machine?.files ?? []);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: machineInputSchema,
    defaultValues: {
      name: machine?.name ?? "",
      kind: machine?.kind ?? "",
      manufacturer: machine?.manufacturer ?? "",
      model: machine?.model ?? "",
      serialNumber: machine?.serialNumber ?? "",
      areaId: machine?.area?.id ?? null,
      inceptionDate: machine?.inceptionDate ?? "",
      endOfUseDate: machine?.endOfUseDate ?? null,
      responsibleId: machine?.responsible?.id ?? null,
      description: machine?.description ?? "",
      fileIds: machine?.files.map((file) => file.id) ?? [],
      lastModifiedDate: machine ? new Date(machine.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) =>
      saveRecord<MachineDto>(
        `/api/v1/organizations/${organizationId}/machines`,
        machine?.id,
        { ...values, fileIds: await documents.save() },
        "machine",
      ),
    successMessage: () => t("saved"),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  return (
    <FormLayout
      title={machine ? t("editTitle") : t("newTitle")}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={machine ? `${BASE}/${machine.id}` : BASE}
    >
      <FormTextField control={control} name="name" label={t("columns.name")} required autoFocus />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="kind" label={t("columns.kind")} />
        <FormTextField control={control} name="manufacturer" label={t("columns.manufacturer")} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField control={control} name="model" label={t("columns.model")} />
        <FormTextField control={control} name="serialNumber" label={t("columns.serialNumber")} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="inceptionDate" label={t("columns.inceptionDate")} />
        <FormDateField control={control} name="endOfUseDate" label={t("columns.endOfUseDate")} />
      </Stack>
      <FormSelect
        control={control}
        name="areaId"
        label={t("columns.area")}
        allowEmpty={t("noArea")}
        options={areas.map((area) => ({ value: area.id, label: area.name }))}
      />
      <MemberPicker
        control={control}
        name="responsibleId"
        label={t("columns.responsible")}
        organizationId={organizationId}
        initial={machine?.responsible}
      />
      <FormTextField control={control} name="description" label={t("columns.description")} multiline minRows={3} />
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
