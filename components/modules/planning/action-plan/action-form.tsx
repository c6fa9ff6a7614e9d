"use client";
import { Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { ActionDto } from "@/lib/modules/planning/action-plan/dto";
import {
  ACTION_KINDS,
  ACTION_PRIORITIES,
  ACTION_STATUSES,
  CONTROL_LEVELS,
} from "@/lib/modules/planning/action-plan/choices";
import { actionCreateSchema } from "@/lib/modules/planning/action-plan/schema";

const BASE = "/planning/action-plan";

/** A new action's kind by where it comes from: an event's or inspection's corrects, a hazard's control prevents. */
const DEFAULT_KINDS = {
  PLAN: null,
  EVENT: "CORRECTIVE",
  INSPECTION: "CORRECTIVE",
  HAZARD: "PREVENTIVE",
  ASPECT: "PREVENTIVE",
  OBJECTIVE: null,
  FINDING: "CORRECTIVE",
  COMPLIANCE: "CORRECTIVE",
  REVIEW: "IMPROVEMENT",
  COMMUNICATION: "CORRECTIVE",
} as const;

/** A new action's source: the plan itself, or the record it is added from (its screen links here). */
export type NewActionSource =
  | { source: "PLAN" }
  | { source: "EVENT"; eventId: string; back: string }
  | { source: "INSPECTION"; inspectionId: string; back: string }
  | { source: "HAZARD"; hazardId: string; back: string }
  | { source: "ASPECT"; aspectId: string; back: string }
  | { source: "OBJECTIVE"; objectiveId: string; back: string }
  | { source: "FINDING"; findingId: string; back: string }
  | { source: "COMPLIANCE"; evaluationId: string; back: string }
  | { source: "REVIEW"; decisionId: string; back: string }
  | { source: "COMMUNICATION"; communicationId: string; back: string };

/**
 * A manager's form of an action: what, why, who by when, how urgent, how far, and the evidence
 * (saved first). A new one from a record keeps that record as its source.
 */
export function ActionForm({
  organizationId,
  action,
  source = { source: "PLAN" },
  areas,
}: {
  organizationId: string;
  action: ActionDto | null;
  source?: NewActionSource;
  areas: { id: string; name: string }[];
}) {
  const t = useTranslations("actionPlan");
  const documents = useDocuments(organizationId, action?.files ?? []);
  const back = action ? `${BASE}/${action.id}` : "back" in source ? source.back : BASE;
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: actionCreateSchema,
    defaultValues: {
      title: action?.title ?? "",
      description: action?.description ?? "",
      kind: action?.kind ?? DEFAULT_KINDS[source.source],
      responsibleId: action?.responsible?.id ?? null,
      dueDate: action?.dueDate ?? null,
      priority: action?.priority ?? "MEDIUM",
      status: action?.status ?? "PLANNED",
      cancelledReason: action?.cancelledReason ?? "",
      doneDate: action?.doneDate ?? null,
      note: action?.note ?? "",
      effectivenessDueDate: action?.effectivenessDueDate ?? null,
      areaId: action?.area?.id ?? null,
      fileIds: action?.files.map((file) => file.id) ?? [],
      source: source.source,
      eventId: "eventId" in source ? source.eventId : null,
      inspectionId: "inspectionId" in source ? source.inspectionId : null,
      hazardId: "hazardId" in source ? source.hazardId : null,
      aspectId: "aspectId" in source ? source.aspectId : null,
      objectiveId: "objectiveId" in source ? source.objectiveId : null,
      findingId: "findingId" in source ? source.findingId : null,
      evaluationId: "evaluationId" in source ? source.evaluationId : null,
      decisionId: "decisionId" in source ? source.decisionId : null,
      communicationId: "communicationId" in source ? source.communicationId : null,
      controlLevel: action?.controlLevel ?? null,
    },
    save: async ({
      source: _source,
      eventId,
      inspectionId,
      hazardId,
      aspectId,
      objectiveId,
      findingId,
      evaluationId,
      decisionId,
      communicationId,
      ...values
    }) => {
      const body = { ...values, fileIds: await documents.save() };
      const saved = action
        ? await api<ActionDto>(`/api/v1/organizations/${organizationId}/actions/${action.id}`, {
            method: "PUT",
            body: { ...body, lastModifiedDate: new Date(action.lastModifiedDate).toISOString() },
          })
        : await api<ActionDto>(`/api/v1/organizations/${organizationId}/actions`, {
            method: "POST",
            body: {
              ...body,
              source: _source,
              eventId,
              inspectionId,
              hazardId,
              aspectId,
              objectiveId,
              findingId,
              evaluationId,
              decisionId,
              communicationId,
            },
          });
      announceRecordChange("action");
      return saved;
    },
    successMessage: () => t("saved"),
    // a new action of a record goes back to the record's screen, where it now shows
    afterSave: (saved) =>
      action || source.source === "PLAN" ? `${BASE}/${saved.id}` : (saved.sourceRecord?.href ?? back),
  });
  const { control } = form;
  const status = useWatch({ control, name: "status" });
  // an event's form knows its actions as corrective or preventive
  const kinds = action?.source === "EVENT" || source.source === "EVENT" ? ACTION_KINDS.slice(0, 2) : ACTION_KINDS;
  return (
    <FormLayout
      title={action ? t("editTitle") : t("newTitle")}
      onSubmit={submit}
      saving={saving || Object.keys(documents.progress).length > 0}
      stale={stale}
      cancelHref={back}
    >
      <FormTextField control={control} name="title" label={t("fields.title")} required autoFocus multiline />
      <FormTextField control={control} name="description" label={t("fields.description")} multiline minRows={2} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormSelect
          control={control}
          name="kind"
          label={t("fields.kind")}
          allowEmpty={action?.source === "EVENT" ? undefined : t("noKind")}
          options={kinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        />
        <FormSelect
          control={control}
          name="priority"
          label={t("fields.priority")}
          options={ACTION_PRIORITIES.map((value) => ({ value, label: t(`priorities.${value}`) }))}
        />
      </Stack>
      {action?.source === "HAZARD" || source.source === "HAZARD" ? (
        <FormSelect
          control={control}
          name="controlLevel"
          label={t("fields.controlLevel")}
          required
          options={CONTROL_LEVELS.map((value) => ({ value, label: t(`controlLevels.${value}`) }))}
        />
      ) : null}
      <MemberPicker
        control={control}
        name="responsibleId"
        label={t("fields.responsible")}
        organizationId={organizationId}
        initial={action?.responsible}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormDateField control={control} name="dueDate" label={t("fields.dueDate")} />
        <FormSelect
          control={control}
          name="areaId"
          label={t("fields.area")}
          allowEmpty={t("noArea")}
          options={areas.map((area) => ({ value: area.id, label: area.name }))}
        />
      </Stack>
      <FormSelect
        control={control}
        name="status"
        label={t("fields.status")}
        options={ACTION_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
      />
      {status === "CANCELLED" ? (
        <FormTextField
          control={control}
          name="cancelledReason"
          label={t("fields.cancelledReason")}
          required
          multiline
        />
      ) : null}
      {status === "DONE" ? (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormDateField control={control} name="doneDate" label={t("fields.doneDate")} />
          <FormDateField control={control} name="effectivenessDueDate" label={t("fields.effectivenessDueDate")} />
        </Stack>
      ) : null}
      <FormTextField control={control} name="note" label={t("fields.note")} multiline minRows={2} />
      <DocumentList {...documents.listProps} label={t("fields.evidence")} />
    </FormLayout>
  );
}
