"use client";
import { Stack } from "@mui/material";
import dayjs from "dayjs";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { RemoteAutocomplete } from "@/components/platform/forms/remote-autocomplete";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { CommunicationDto } from "@/lib/modules/operation/communication/dto";
import { communicationInputSchema } from "@/lib/modules/operation/communication/schema";
import {
  COMMUNICATION_CHANNELS,
  COMMUNICATION_DIRECTIONS,
  COMMUNICATION_KINDS,
  COMPLAINT_RESPONSE_DAYS,
} from "@/lib/modules/operation/communication/choices";
import { CorrectiveActionFields } from "@/components/modules/planning/action-plan/corrective-action-fields";
import { orgUrl, planItemOption, stakeholderOption } from "./options";

const BASE = "/operation/communication";

/** A complaint's response offered as due two weeks after the day it came (YYYY-MM-DD). */
const dueAfter = (date: string) => dayjs(date).add(COMPLAINT_RESPONSE_DAYS, "day").format("YYYY-MM-DD");

/** What a new communication starts from: today, and the plan line (with its way and channel) it carries out. */
export type CommunicationStart = {
  today: string;
  kind?: (typeof COMMUNICATION_KINDS)[number];
  planItem?: {
    id: string;
    topic: string;
    direction: CommunicationDto["direction"];
    channel: CommunicationDto["channel"];
  } | null;
};

/**
 * A communication of the log: when, which way, what kind, how, with whom, about what, the response
 * awaited and given, the plan's line it carries out and its files. "Raise an action" sends the
 * action with it, to the action plan in the same step.
 */
export function CommunicationForm({
  organizationId,
  communication,
  start,
}: {
  organizationId: string;
  communication: CommunicationDto | null;
  start: CommunicationStart;
}) {
  const t = useTranslations("communication");
  const documents = useDocuments(organizationId, communication?.files ?? []);
  const planItem = communication?.planItem ?? start.planItem ?? null;
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: communicationInputSchema,
    defaultValues: {
      date: communication?.date ?? start.today,
      direction: communication?.direction ?? start.planItem?.direction ?? "INCOMING",
      kind: communication?.kind ?? start.kind ?? "GENERAL",
      channel: communication?.channel ?? start.planItem?.channel ?? "EMAIL",
      stakeholderId: communication?.stakeholder?.id ?? null,
      counterpart: communication?.counterpart ?? "",
      subject: communication?.subject ?? "",
      text: communication?.text ?? "",
      responseDueDate: communication
        ? communication.responseDueDate
        : start.kind === "COMPLAINT"
          ? dueAfter(start.today)
          : null,
      respondedDate: communication?.respondedDate ?? null,
      response: communication?.response ?? "",
      planItemId: planItem?.id ?? null,
      responsibleId: communication?.responsible?.id ?? null,
      fileIds: communication?.files.map((file) => file.id) ?? [],
      correctiveAction: null,
      lastModifiedDate: communication ? new Date(communication.lastModifiedDate).toISOString() : undefined,
    },
    save: async (values) => {
      const saved = await saveRecord<CommunicationDto>(
        orgUrl(organizationId, "communications"),
        communication?.id,
        { ...values, fileIds: await documents.save() },
        "communication",
      );
      if (values.correctiveAction) announceRecordChange("action");
      if (values.planItemId) announceRecordChange("communication-plan");
      return saved;
    },
    successMessage: (values) => (values.correctiveAction ? t("savedWithAction") : t("saved")),
    afterSave: (saved) => `${BASE}/${saved.id}`,
  });
  const { control, getValues, setValue } = form;
  const kind = useWatch({ control, name: "kind" });
  // a complaint needs its response's due date: offered two weeks on, for the person to change
  useEffect(() => {
    const date = getValues("date");
    if (kind !== "COMPLAINT" || getValues("responseDueDate") || !date) return;
    setValue("responseDueDate", dueAfter(date), { shouldDirty: true });
  }, [kind, getValues, setValue]);
  const responseDueDate = useWatch({ control, name: "responseDueDate" });
  const respondedDate = useWatch({ control, name: "respondedDate" });
  // a complaint or an inquiry awaits a response; any other shows its response fields once one is set
  const awaitsResponse = kind === "COMPLAINT" || kind === "INQUIRY" || !!responseDueDate || !!respondedDate;
  return (
    <FormLayout
      title={communication ? t("log.editTitle") : t("log.newTitle")}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={communication ? `${BASE}/${communication.id}` : BASE}
    >
      <FormTextField control={control} name="subject" label={t("fields.subject")} required autoFocus />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="kind"
          label={t("fields.kind")}
          options={COMMUNICATION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
        <FormSelect
          control={control}
          name="direction"
          label={t("fields.direction")}
          options={COMMUNICATION_DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) }))}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="date" label={t("fields.date")} />
        <FormSelect
          control={control}
          name="channel"
          label={t("fields.channel")}
          options={COMMUNICATION_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) }))}
        />
      </Stack>
      <RemoteAutocomplete
        control={control}
        name="stakeholderId"
        label={t("fields.stakeholder")}
        url={orgUrl(organizationId, "stakeholder-associations")}
        toOption={stakeholderOption}
        initial={
          communication?.stakeholder
            ? [{ id: communication.stakeholder.id, label: communication.stakeholder.name }]
            : []
        }
      />
      <FormTextField
        control={control}
        name="counterpart"
        label={t("fields.counterpart")}
        helperText={t("hints.counterpart")}
      />
      <FormTextField control={control} name="text" label={t("fields.text")} multiline minRows={3} />
      {awaitsResponse ? (
        <>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormDateField
              control={control}
              name="responseDueDate"
              label={t("fields.responseDueDate")}
              helperText={kind === "COMPLAINT" ? t("hints.responseDueDate") : undefined}
            />
            <FormDateField control={control} name="respondedDate" label={t("fields.respondedDate")} />
          </Stack>
          <FormTextField control={control} name="response" label={t("fields.response")} multiline minRows={2} />
        </>
      ) : null}
      <RemoteAutocomplete
        control={control}
        name="planItemId"
        label={t("fields.planItem")}
        url={orgUrl(organizationId, "communication-plan")}
        toOption={planItemOption}
        initial={planItem ? [{ id: planItem.id, label: planItem.topic }] : []}
        helperText={t("hints.planItem")}
      />
      <MemberPicker
        control={control}
        name="responsibleId"
        label={t("fields.responsible")}
        organizationId={organizationId}
        initial={communication?.responsible}
      />
      <DocumentList {...documents.listProps} />
      <CorrectiveActionFields form={form} organizationId={organizationId} label={t("raiseAction")} />
    </FormLayout>
  );
}
