"use client";
import { Alert, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { MemberPicker, NamedRecordPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { InspectionDto } from "@/lib/modules/monitoring/control-book/dto";
import { inspectionInputSchema } from "@/lib/modules/monitoring/control-book/schema";
import {
  AGREEMENT_TYPES,
  INSPECTION_RESULTS,
  INSPECTION_STATUSES,
} from "@/lib/modules/monitoring/control-book/choices";
import { orgUrl } from "./options";

const BASE = "/monitoring/control-book/inspections";

/**
 * An inspection: its due date and, once done, when, by whom, the result, findings and the report.
 * An agreement's inspection has its title, type and machine from the agreement; an ad-hoc one has
 * its own. `complete` opens the form ready to record it as done.
 */
export function InspectionForm({
  organizationId,
  inspection,
  complete = false,
  today,
}: {
  organizationId: string;
  inspection: InspectionDto | null;
  complete?: boolean;
  /** Today where the organization works (YYYY-MM-DD): the date performed when it is recorded as done. */
  today?: string;
}) {
  const t = useTranslations("controlBook");
  const documents = useDocuments(organizationId, inspection?.files ?? []);
  const adHoc = !inspection?.agreement;
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: inspectionInputSchema,
    defaultValues: {
      title: inspection?.agreement ? null : (inspection?.title ?? ""),
      type: inspection?.type ?? "SERVICE_AND_INSPECTION",
      status: complete ? "DONE" : (inspection?.status ?? "PENDING"),
      dueDate: inspection?.dueDate ?? "",
      performedAt: inspection?.performedAt ?? (complete ? (today ?? null) : null),
      performedById: inspection?.performedBy?.id ?? null,
      performerName: inspection?.performerName ?? "",
      result: inspection?.result ?? null,
      findings: inspection?.findings ?? "",
      responsibleId: inspection?.responsible?.id ?? null,
      machineId: inspection?.machine?.id ?? null,
      fileIds: inspection?.files.map((file) => file.id) ?? [],
      lastModifiedDate: inspection ? new Date(inspection.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) =>
      saveRecord<InspectionDto>(
        orgUrl(organizationId, "inspections"),
        inspection?.id,
        { ...values, fileIds: await documents.save() },
        "inspection",
      ),
    successMessage: () => t("saved"),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control, watch } = form;
  const done = watch("status") === "DONE";
  const statuses = inspection?.status === "DONE" ? (["DONE"] as const) : INSPECTION_STATUSES;
  return (
    <FormLayout
      title={inspection ? `${t("inspections.editTitle")}: ${inspection.title}` : t("inspections.newTitle")}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={inspection ? `${BASE}/${inspection.id}` : "/monitoring/control-book"}
    >
      {adHoc ? (
        <>
          <FormTextField control={control} name="title" label={t("columns.title")} required autoFocus />
          <FormSelect
            control={control}
            name="type"
            label={t("columns.type")}
            options={AGREEMENT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
          />
        </>
      ) : null}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="dueDate" label={t("columns.dueDate")} />
        <FormSelect
          control={control}
          name="status"
          label={t("columns.status")}
          options={statuses.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
      </Stack>
      {done && inspection?.status === "PENDING" && inspection.agreement ? (
        <Alert severity="info">{t("completeHelp")}</Alert>
      ) : null}
      {done ? (
        <>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormDateField control={control} name="performedAt" label={t("columns.performedAt")} />
            <FormSelect
              control={control}
              name="result"
              label={t("columns.result")}
              options={INSPECTION_RESULTS.map((value) => ({ value, label: t(`results.${value}`) }))}
            />
          </Stack>
          <MemberPicker
            control={control}
            name="performedById"
            label={t("columns.performedBy")}
            organizationId={organizationId}
            initial={inspection?.performedBy}
          />
          <FormTextField control={control} name="performerName" label={t("columns.performerName")} />
        </>
      ) : null}
      <FormTextField control={control} name="findings" label={t("columns.findings")} multiline minRows={3} />
      {adHoc ? (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <MemberPicker
            control={control}
            name="responsibleId"
            label={t("columns.responsible")}
            organizationId={organizationId}
            initial={inspection?.responsible}
          />
          <NamedRecordPicker
            control={control}
            name="machineId"
            label={t("columns.machine")}
            organizationId={organizationId}
            resource="machines"
            initial={inspection?.machine}
          />
        </Stack>
      ) : null}
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
