"use client";
import { useTranslations } from "next-intl";
import { FormCheckbox, FormCheckboxes, FormSelect, FormTextField } from "@/components/platform/forms/fields";
import { FormLayout } from "@/components/platform/forms/form-layout";
import { MembersPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { ApiClientError } from "@/lib/platform/client/api-client";
import { saveRecord } from "@/lib/platform/client/save-record";
import type { ScheduleDto } from "@/lib/modules/monitoring/reports/dto";
import type { ReportKey } from "@/lib/modules/monitoring/reports/keys";
import { SCHEDULE_FORMATS, SCHEDULE_FREQUENCIES, scheduleInputSchema } from "@/lib/modules/monitoring/reports/schema";

const BASE = "/monitoring/lists-reports";

/**
 * The API names a refused entry of a list by its place (`recipientIds.2`: not a member here); the
 * form shows the list as one field, so the message goes there.
 */
function listErrorsAtTheirField(error: unknown): unknown {
  if (!(error instanceof ApiClientError) || error.status !== 422) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, message]) => [field.replace(/\.\d+$/, ""), message]),
  );
  return new ApiClientError(error.status, error.code, error.message, fields, error.existing);
}

/**
 * A report sent by e-mail after each month or quarter: which report, for the organization alone or
 * with those below it, as which files, to which members, and a note for those who keep it.
 */
export function ScheduleForm(props: {
  organizationId: string;
  schedule: ScheduleDto | null;
  /** The reports the person may schedule (the catalogue's that they may open). */
  reportKeys: ReportKey[];
  /** A new schedule's report, chosen in the catalogue. */
  preselected?: ReportKey;
  /** The organization has organizations below it. */
  hasBelow: boolean;
}) {
  const t = useTranslations("reports");
  const { schedule } = props;
  const { form, submit, stale, saving } = useEntityForm({
    schema: scheduleInputSchema,
    defaultValues: {
      reportKey: schedule?.reportKey ?? props.preselected,
      includeDescendants: schedule?.includeDescendants ?? false,
      frequency: schedule?.frequency ?? "MONTHLY",
      formats: schedule?.formats ?? ["PDF"],
      recipientIds: schedule?.recipients.map((recipient) => recipient.id) ?? [],
      note: schedule?.note ?? "",
      lastModifiedDate: schedule ? new Date(schedule.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) =>
      saveRecord<ScheduleDto>(
        `/api/v1/organizations/${props.organizationId}/report-schedules`,
        schedule?.id,
        values,
        "reportSchedule",
      ).catch((error: unknown) => {
        throw listErrorsAtTheirField(error);
      }),
    successMessage: () => t("schedules.saved"),
    afterSave: (saved) => `${BASE}/schedules/${saved.id}`,
  });
  const { control } = form;
  return (
    <FormLayout
      title={schedule ? t("schedules.editTitle") : t("schedules.newTitle")}
      onSubmit={submit}
      saving={saving}
      stale={stale}
      cancelHref={schedule ? `${BASE}/schedules/${schedule.id}` : BASE}
    >
      <FormSelect
        control={control}
        name="reportKey"
        label={t("fields.report")}
        required
        autoFocus={!props.preselected}
        options={props.reportKeys.map((key) => ({ value: key, label: t(`titles.${key}`) }))}
      />
      {props.hasBelow || schedule?.includeDescendants ? (
        <FormCheckbox
          control={control}
          name="includeDescendants"
          label={t("options.descendants")}
          helperText={t("options.descendantsHelp")}
        />
      ) : null}
      <FormSelect
        control={control}
        name="frequency"
        label={t("fields.frequency")}
        required
        helperText={t("schedules.form.frequencyHelp")}
        options={SCHEDULE_FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`frequencies.${frequency}`) }))}
      />
      <FormCheckboxes
        control={control}
        name="formats"
        label={t("fields.formats")}
        options={SCHEDULE_FORMATS.map((file) => ({ value: file, label: t(`formats.${file}`) }))}
      />
      <MembersPicker
        control={control}
        name="recipientIds"
        label={t("fields.recipients")}
        helperText={t("schedules.form.recipientsHelp")}
        organizationId={props.organizationId}
        initial={schedule?.recipients ?? []}
      />
      <FormTextField
        control={control}
        name="note"
        label={t("fields.note")}
        helperText={t("schedules.form.noteHelp")}
        multiline
        minRows={2}
      />
    </FormLayout>
  );
}
