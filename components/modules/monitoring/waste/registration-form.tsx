"use client";
import { Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormTextField } from "@/components/platform/forms/fields";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { FormSection } from "@/components/platform/forms/form-section";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { BulkRegistrationDto } from "@/lib/modules/monitoring/waste/dto";
import { registrationFormSchema } from "@/lib/modules/monitoring/waste/schema";
import type { WasteUnitName } from "@/lib/modules/monitoring/waste/tonnes";

export type RegistrationArrangement = { id: string; name: string; unit: WasteUnitName };

/**
 * What was handed over to one handler: the day (or a statement's period), a quantity per
 * arrangement in its unit (empty where nothing was collected), a note and the weighbill or statement.
 */
export function RegistrationForm(props: {
  organizationId: string;
  handlerId: string;
  arrangements: RegistrationArrangement[];
  registration: BulkRegistrationDto | null;
  today: string;
  /** The form's title, formatted on the server (it names the handler or the date). */
  title: string;
}) {
  const t = useTranslations("waste");
  const { registration } = props;
  const back = `/monitoring/waste/${props.handlerId}/edit`;
  const documents = useDocuments(props.organizationId, registration?.files ?? []);
  const quantityOf = (id: string) => registration?.lines.find((line) => line.arrangementId === id)?.quantity ?? "";
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: registrationFormSchema,
    defaultValues: {
      performedAt: registration?.performedAt ?? props.today,
      periodFrom: registration?.periodFrom ?? null,
      note: registration?.note ?? "",
      fileIds: registration?.files.map((file) => file.id) ?? [],
      lines: props.arrangements.map((arrangement) => ({
        arrangementId: arrangement.id,
        quantity: quantityOf(arrangement.id),
      })),
      lastModifiedDate: registration ? new Date(registration.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) => {
      const body = {
        ...values,
        lines: values.lines.filter((line) => line.quantity !== "" && line.quantity != null),
        fileIds: await documents.save(),
      };
      const url = `/api/v1/organizations/${props.organizationId}/waste-handler-associations/${props.handlerId}/bulk-registrations`;
      const saved = registration
        ? await api<BulkRegistrationDto>(`${url}/${registration.id}`, { method: "PUT", body })
        : await api<BulkRegistrationDto>(url, { method: "POST", body });
      announceRecordChange("waste-registration");
      return saved;
    },
    successMessage: () => t(registration ? "registration.saved" : "registration.created"),
    afterSave: () => back,
  });
  const { control } = form;
  return (
    <FormLayout
      title={props.title}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={back}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="performedAt" label={t("registration.performedAt")} />
        <FormDateField
          control={control}
          name="periodFrom"
          label={t("registration.periodFrom")}
          helperText={t("registration.periodHelp")}
        />
      </Stack>
      <FormSection title={t("registration.quantities")} />
      {props.arrangements.length === 0 ? (
        <Typography color="text.secondary">{t("registration.noArrangements")}</Typography>
      ) : (
        <Typography color="text.secondary" variant="body2">
          {t("registration.quantityHelp")}
        </Typography>
      )}
      {props.arrangements.map((arrangement, index) => (
        <FormTextField
          key={arrangement.id}
          control={control}
          name={`lines.${index}.quantity`}
          label={t("registration.quantityOf", { name: arrangement.name, unit: t(`units.${arrangement.unit}`) })}
          inputMode="decimal"
          autoFocus={index === 0}
        />
      ))}
      <FormTextField control={control} name="note" label={t("registration.note")} multiline minRows={2} />
      <DocumentList {...documents.listProps} />
    </FormLayout>
  );
}
