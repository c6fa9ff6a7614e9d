"use client";
import { Button, Stack } from "@mui/material";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { DocumentList } from "@/components/platform/files/document-list";
import { useDocuments } from "@/components/platform/files/use-documents";
import { FormDateField } from "@/components/platform/forms/form-date-field";
import { FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { InlineForm } from "@/components/platform/forms/inline-form";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { ActionDto } from "@/lib/modules/planning/action-plan/dto";
import { PROGRESS_STATUSES } from "@/lib/modules/planning/action-plan/choices";
import { actionProgressSchema } from "@/lib/modules/planning/action-plan/schema";

/**
 * The responsible member's report on their action (a manager's too): how far it is, what was done
 * and the evidence, a photo from the phone's camera among it. "Done today" fills status and date.
 */
export function ProgressForm({
  organizationId,
  action,
  today,
}: {
  organizationId: string;
  action: ActionDto;
  today: string;
}) {
  const t = useTranslations("actionPlan");
  const documents = useDocuments(organizationId, action.files);
  const { form, submit, stale, saving } = useEntityForm({
    alsoDirty: documents.dirty,
    schema: actionProgressSchema,
    defaultValues: {
      status: action.status === "CANCELLED" ? "PLANNED" : action.status,
      doneDate: action.doneDate,
      note: action.note ?? "",
      fileIds: action.files.map((file) => file.id),
      lastModifiedDate: new Date(action.lastModifiedDate).toISOString(),
    },
    save: async (values) => {
      const saved = await api<ActionDto>(`/api/v1/organizations/${organizationId}/actions/${action.id}/progress`, {
        method: "POST",
        body: {
          ...values,
          doneDate: values.status === "DONE" ? values.doneDate : null,
          fileIds: await documents.save(),
        },
      });
      announceRecordChange("action");
      return saved;
    },
    successMessage: () => t("progress.saved"),
  });
  const { control, setValue } = form;
  const status = useWatch({ control, name: "status" });
  return (
    <InlineForm
      label={t("progress.title")}
      heading={{ text: t("progress.title"), level: "h2" }}
      intro={t("progress.intro")}
      stale={stale}
      saving={saving || Object.keys(documents.progress).length > 0}
      submitLabel={t("progress.save")}
      onSubmit={submit}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
        <FormSelect
          control={control}
          name="status"
          label={t("fields.status")}
          options={PROGRESS_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
        {status === "DONE" ? <FormDateField control={control} name="doneDate" label={t("fields.doneDate")} /> : null}
      </Stack>
      {status === "DONE" ? null : (
        <Button
          variant="outlined"
          sx={{ alignSelf: "flex-start" }}
          onClick={() => {
            setValue("status", "DONE", { shouldDirty: true });
            setValue("doneDate", today, { shouldDirty: true });
          }}
        >
          {t("progress.doneToday")}
        </Button>
      )}
      <FormTextField control={control} name="note" label={t("fields.note")} multiline minRows={2} />
      <DocumentList {...documents.listProps} label={t("fields.evidence")} />
    </InlineForm>
  );
}
