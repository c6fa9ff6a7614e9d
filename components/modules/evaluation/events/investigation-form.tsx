"use client";
import AddIcon from "@mui/icons-material/Add";
import CheckIcon from "@mui/icons-material/Check";
import DeleteIcon from "@mui/icons-material/Delete";
import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, Paper, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Controller, useFieldArray, useWatch, type Path } from "react-hook-form";
import { DateInput } from "@/components/platform/forms/date-input";
import { FormSelect, FormTextField, type FormControl } from "@/components/platform/forms/fields";
import { MemberPicker } from "@/components/platform/forms/record-pickers";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { EventDto } from "@/lib/modules/evaluation/events/dto";
import { eventInputSchema, type EventInput } from "@/lib/modules/evaluation/events/schema";
import { EVENT_ACTION_TYPES, EVENT_IMPORTANCES, EVENT_KINDS } from "@/lib/modules/evaluation/events/choices";
import { EVENT_STATUSES } from "@/lib/modules/evaluation/events/status";
import { SubmitButton } from "@/components/platform/forms/submit-button";

type Values = z.input<typeof eventInputSchema>;

/** A plain date (YYYY-MM-DD or null) of the form. */
function DateField(props: { control: FormControl<Values>; name: Path<Values>; label: string }) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <DateInput
          label={props.label}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Today in the browser's calendar, as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const actionValues = (action: EventDto["actions"][number]) => ({
  id: action.id,
  type: action.type,
  description: action.description,
  responsibleId: action.responsible?.id ?? null,
  dueDate: action.dueDate,
  doneDate: action.doneDate,
  waived: action.waived,
  waivedReason: action.waivedReason ?? "",
});

/**
 * The coordinator's side of an event: the report's facts as corrected, the investigation (immediate
 * action, findings, root cause), the corrective and preventive actions, and the status.
 */
export function InvestigationForm({ organizationId, event }: { organizationId: string; event: EventDto }) {
  const t = useTranslations("events");
  const tForms = useTranslations("forms");
  const { form, submit, stale, saving } = useEntityForm<Values, EventInput, EventDto>({
    schema: eventInputSchema,
    defaultValues: {
      title: event.title,
      description: event.description ?? "",
      kind: event.kind,
      importance: event.importance,
      accidentOccurred: event.accidentOccurred,
      occurredAt: new Date(event.occurredAt).toISOString(),
      areaId: event.area?.id ?? null,
      location: event.location ?? "",
      latitude: event.latitude,
      longitude: event.longitude,
      fileIds: event.files.map((file) => file.id),
      status: event.status,
      immediateAction: event.immediateAction ?? "",
      investigation: event.investigation ?? "",
      rootCause: event.rootCause ?? "",
      lostWorkdays: event.lostWorkdays,
      actions: event.actions.map(actionValues),
      lastModifiedDate: new Date(event.lastModifiedDate).toISOString(),
    },
    save: async (values) => {
      const saved = await api<EventDto>(`/api/v1/organizations/${organizationId}/events/${event.id}`, {
        method: "PUT",
        body: values,
      });
      announceRecordChange("event");
      return saved;
    },
    successMessage: () => t("form.saved"),
  });
  const { control } = form;
  const actions = useFieldArray({ control, name: "actions" });
  const watched = useWatch({ control, name: "actions" }) ?? [];
  return (
    <Paper component="form" onSubmit={submit} noValidate aria-label={t("form.title")} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          {t("form.title")}
        </Typography>
        {stale ? (
          <Alert severity="warning" role="alert">
            {tForms("stale")}
          </Alert>
        ) : null}
        <FormSelect
          control={control}
          name="status"
          label={t("form.status")}
          helperText={t("form.statusHelp")}
          options={EVENT_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        />
        <FormTextField control={control} name="title" label={t("report.what")} required />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormSelect
            control={control}
            name="kind"
            label={t("report.kind")}
            options={EVENT_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          />
          <FormSelect
            control={control}
            name="importance"
            label={t("report.importance")}
            options={EVENT_IMPORTANCES.map((value) => ({ value, label: t(`importances.${value}`) }))}
          />
        </Stack>
        <Controller
          control={control}
          name="accidentOccurred"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={!!field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  name={field.name}
                />
              }
              label={t("report.accident")}
            />
          )}
        />
        <FormTextField
          control={control}
          name="lostWorkdays"
          label={t("form.lostWorkdays")}
          helperText={t("form.lostWorkdaysHelp")}
          type="number"
          sx={{ maxWidth: 320 }}
        />
        <FormTextField control={control} name="description" label={t("detail.description")} multiline minRows={2} />
        <FormTextField
          control={control}
          name="immediateAction"
          label={t("form.immediateAction")}
          multiline
          minRows={2}
        />
        <FormTextField control={control} name="investigation" label={t("form.investigation")} multiline minRows={3} />
        <FormTextField control={control} name="rootCause" label={t("form.rootCause")} multiline minRows={2} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t("form.actions")}
        </Typography>
        {actions.fields.length === 0 ? <Typography color="text.secondary">{t("form.noActions")}</Typography> : null}
        {actions.fields.map((field, index) => (
          <Box
            key={field.id}
            component="fieldset"
            aria-label={t("form.action", { number: index + 1 })}
            sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 2, m: 0 }}
          >
            <Stack spacing={2}>
              <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center" }}>
                <Typography component="legend" variant="subtitle2">
                  {t("form.action", { number: index + 1 })}
                </Typography>
                <IconButton
                  aria-label={t("form.removeAction", { number: index + 1 })}
                  onClick={() => actions.remove(index)}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
                <FormSelect
                  control={control}
                  name={`actions.${index}.type`}
                  label={t("form.actionType")}
                  options={EVENT_ACTION_TYPES.map((value) => ({ value, label: t(`actionTypes.${value}`) }))}
                />
                <MemberPicker
                  control={control}
                  name={`actions.${index}.responsibleId`}
                  label={t("form.responsible")}
                  organizationId={organizationId}
                  // read once, when the action's row first mounts: the saved action at this place
                  initial={event.actions[index]?.responsible}
                />
              </Stack>
              <FormTextField
                control={control}
                name={`actions.${index}.description`}
                label={t("form.actionDescription")}
                required
                multiline
              />
              <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
                <DateField control={control} name={`actions.${index}.dueDate`} label={t("form.dueDate")} />
                <DateField control={control} name={`actions.${index}.doneDate`} label={t("form.doneDate")} />
              </Stack>
              {watched[index]?.doneDate ? null : (
                <Button
                  size="small"
                  startIcon={<CheckIcon />}
                  sx={{ alignSelf: "flex-start" }}
                  onClick={() =>
                    form.setValue(`actions.${index}.doneDate`, localToday(), {
                      shouldDirty: true,
                      shouldValidate: true,
                    })
                  }
                >
                  {t("form.markDone")}
                </Button>
              )}
              <Controller
                control={control}
                name={`actions.${index}.waived`}
                render={({ field: waived }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={!!waived.value}
                        onChange={(e) => waived.onChange(e.target.checked)}
                        name={waived.name}
                      />
                    }
                    label={t("form.waived")}
                  />
                )}
              />
              {watched[index]?.waived ? (
                <FormTextField
                  control={control}
                  name={`actions.${index}.waivedReason`}
                  label={t("form.waivedReason")}
                />
              ) : null}
            </Stack>
          </Box>
        ))}
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            actions.append({
              type: "CORRECTIVE",
              description: "",
              responsibleId: null,
              dueDate: null,
              doneDate: null,
              waived: false,
              waivedReason: "",
            })
          }
          sx={{ alignSelf: "flex-start" }}
        >
          {t("form.addAction")}
        </Button>
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <SubmitButton disabled={saving}>{t("form.save")}</SubmitButton>
        </Box>
      </Stack>
    </Paper>
  );
}
