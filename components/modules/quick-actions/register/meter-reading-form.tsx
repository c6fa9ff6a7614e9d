"use client";
import { Box, InputAdornment, Stack, TextField, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { ReadingDto } from "@/lib/modules/monitoring/meters/dto";
import { meterOption, type MeterOption } from "@/lib/modules/quick-actions/options";
import { DraftNotice } from "../draft-notice";
import { uploadKept } from "../kept-file";
import { KeptFilesField } from "../kept-files-field";
import { worded } from "../problems";
import { RecordPicker } from "../record-picker";
import { SentPanel, type Sent } from "../sent-panel";
import { useOfflineDraft } from "../use-offline-draft";
import { freshReading, readingBody, readingHasContent, readingProblems, type ReadingDraft } from "./register-drafts";

/**
 * A meter reading in a few taps: the meter (chosen, searched or named by its QR label), the value in
 * the meter's unit, the moment (now unless changed), a photo of the display if wanted. Kept on the
 * phone until it is stored; sent once.
 */
export function MeterReadingForm(props: {
  organizationId: string;
  userId: string;
  meters: MeterOption[];
  /** The meter a label or link names. */
  chosen: MeterOption | null;
}) {
  const t = useTranslations("quickActions.register");
  const tDraft = useTranslations("quickActions.draft");
  const [sent, setSent] = useState<Sent | null>(null);
  const { organizationId, chosen } = props;
  const draftState = useOfflineDraft<ReadingDraft, ReadingDto>({
    action: "meter-reading",
    organizationId,
    userId: props.userId,
    fresh: () => freshReading(chosen),
    hasContent: readingHasContent,
    deliver: async (draft, progress) => {
      const fileIds = await uploadKept(organizationId, draft.photos, (photos) => progress({ photos }));
      return api<ReadingDto>(`/api/v1/organizations/${organizationId}/meters/${draft.meterId}/readings`, {
        method: "POST",
        body: readingBody(draft, fileIds),
        quiet: true,
      });
    },
    onSent: (reading, { meter, value }, afterOffline) => {
      announceRecordChange("meterReading");
      setSent({
        message: t(afterOffline ? "readingSentAfterOffline" : "readingSent", {
          value: `${value.trim()} ${meter?.unit ?? ""}`.trim(),
          meter: meter?.label ?? "",
        }),
        link: { href: `/monitoring/meters/${reading.meterId}`, label: t("openMeter") },
      });
    },
  });
  const { draft, change, send, errors, setErrors } = draftState;

  // a label scanned for another meter names the meter to read, unless a reading of one is typed already
  useEffect(() => {
    if (!draft || !chosen || draft.sending || readingHasContent(draft) || draft.meterId === chosen.id) return;
    change({ meterId: chosen.id, meter: chosen });
  }, [draft, chosen, change]);

  if (!draft) return null;
  if (sent) return <SentPanel sent={sent} again={t("another")} onAgain={() => setSent(null)} />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = worded(readingProblems(draft), (problem) => t(`problems.${problem}`));
    setErrors(problems);
    if (!Object.keys(problems).length) void send();
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <DraftNotice
          waiting={draftState.waiting}
          restored={draftState.restored && !draftState.waiting}
          onDiscard={draftState.discard}
        />
        <RecordPicker<MeterOption>
          label={t("meter")}
          options={props.meters}
          kept={draft.meter}
          value={draft.meterId}
          onChange={(meter) => change({ meterId: meter?.id ?? "", meter })}
          searchUrl={`/api/v1/organizations/${organizationId}/meters`}
          toOption={meterOption}
          error={errors.meterId}
        />
        {!props.meters.length && !draft.meter ? <Typography color="text.secondary">{t("noMeters")}</Typography> : null}
        <Typography variant="body2" color="text.secondary">
          {t("scanHint")}
        </Typography>
        <TextField
          label={t("value")}
          name="value"
          value={draft.value}
          onChange={(event) => change({ value: event.target.value })}
          error={!!errors.value}
          helperText={errors.value}
          required
          fullWidth
          slotProps={{
            htmlInput: { inputMode: "decimal", autoComplete: "off" },
            input: draft.meter
              ? { endAdornment: <InputAdornment position="end">{draft.meter.unit}</InputAdornment> }
              : {},
          }}
        />
        <TextField
          type="datetime-local"
          label={t("when")}
          name="performedAt"
          value={draft.performedAt}
          onChange={(event) => change({ performedAt: event.target.value })}
          error={!!errors.performedAt}
          helperText={errors.performedAt}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <KeptFilesField
          label={t("photo")}
          value={draft.photos}
          onChange={(photos) => change({ photos })}
          error={errors.fileIds}
        />
        <TextField
          label={t("note")}
          name="note"
          value={draft.note}
          onChange={(event) => change({ note: event.target.value })}
          error={!!errors.note}
          helperText={errors.note}
          multiline
          fullWidth
        />
        <SubmitButton size="large" disabled={draftState.busy || draftState.waiting} sx={{ minHeight: 48 }}>
          {draftState.waiting ? tDraft("waiting") : t("sendReading")}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
