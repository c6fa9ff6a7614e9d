"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { RemoteAutocomplete } from "@/components/platform/forms/remote-autocomplete";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { saveRecord } from "@/lib/platform/client/save-record";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import type { PlanItemDto } from "@/lib/modules/operation/communication/dto";
import { planItemInputSchema } from "@/lib/modules/operation/communication/schema";
import { COMMUNICATION_CHANNELS, COMMUNICATION_DIRECTIONS } from "@/lib/modules/operation/communication/choices";
import { orgUrl, stakeholderOption } from "./options";

const BASE = "/operation/communication/plan";

/** A line of the communication plan: what, to whom (inside and outside), how, how often from when, who. */
export function PlanItemForm({
  organizationId,
  planItem,
  today,
}: {
  organizationId: string;
  planItem: PlanItemDto | null;
  /** The first due date of a new line unless changed (YYYY-MM-DD). */
  today: string;
}) {
  const t = useTranslations("communication");
  const tFrequency = useTranslations("people.frequency");
  const { form, submit, stale, saving } = useEntityForm({
    schema: planItemInputSchema,
    defaultValues: {
      topic: planItem?.topic ?? "",
      description: planItem?.description ?? "",
      internalAudience: planItem?.internalAudience ?? "",
      stakeholderIds: planItem?.stakeholders.map((stakeholder) => stakeholder.id) ?? [],
      channel: planItem?.channel ?? "EMAIL",
      direction: planItem?.direction ?? "OUTGOING",
      frequency: planItem?.frequency ?? "P1Y",
      startsAt: planItem?.startsAt ?? today,
      responsibleId: planItem?.responsible?.id ?? null,
      lastModifiedDate: planItem ? new Date(planItem.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      saveRecord<PlanItemDto>(orgUrl(organizationId, "communication-plan"), planItem?.id, values, "communication-plan"),
    successMessage: () => t("saved"),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control } = form;
  return (
    <FormLayout
      title={planItem ? t("plan.editTitle") : t("plan.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={planItem ? `${BASE}/${planItem.id}` : "/operation/communication?view=plan"}
    >
      <FormTextField control={control} name="topic" label={t("fields.topic")} required autoFocus />
      <FormTextField control={control} name="description" label={t("fields.description")} multiline minRows={3} />
      <FormTextField
        control={control}
        name="internalAudience"
        label={t("fields.internalAudience")}
        helperText={t("hints.internalAudience")}
      />
      <RemoteAutocomplete
        control={control}
        name="stakeholderIds"
        label={t("fields.stakeholders")}
        url={orgUrl(organizationId, "stakeholder-associations")}
        toOption={stakeholderOption}
        multiple
        initial={planItem?.stakeholders.map((stakeholder) => ({ id: stakeholder.id, label: stakeholder.name })) ?? []}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="channel"
          label={t("fields.channel")}
          options={COMMUNICATION_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) }))}
        />
        <FormSelect
          control={control}
          name="direction"
          label={t("fields.direction")}
          options={COMMUNICATION_DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) }))}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="startsAt" label={t("fields.startsAt")} />
        <FormSelect
          control={control}
          name="frequency"
          label={t("fields.frequency")}
          helperText={t("hints.frequency")}
          options={FREQUENCIES.map((value) => ({ value, label: tFrequency(value) }))}
        />
      </Stack>
      <MemberPicker
        control={control}
        name="responsibleId"
        label={t("fields.responsible")}
        organizationId={organizationId}
        initial={planItem?.responsible}
      />
    </FormLayout>
  );
}
