"use client";
import { Box, Stack, TextField } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { InspectionDto } from "@/lib/modules/monitoring/control-book/dto";
import { ChoiceChips } from "../choice-chips";
import { DraftNotice } from "../draft-notice";
import { uploadKept } from "../kept-file";
import { KeptFilesField } from "../kept-files-field";
import { worded } from "../problems";
import { SentPanel, type Sent } from "../sent-panel";
import { useOfflineDraft } from "../use-offline-draft";
import {
  FINDING_RESULTS,
  FOLLOW_UPS,
  findingBody,
  findingHasContent,
  findingProblems,
  freshFinding,
  type FindingDraft,
} from "./control-book-drafts";

/**
 * An ad-hoc finding: what was found, a photo, a note, and whether it reports an event or raises an
 * action. It goes into the control book as an ad-hoc inspection done that day, with its action in
 * the same step; the event is raised from it next. Both steps answer the same record when repeated,
 * so a draft sent again after a lost answer makes neither twice.
 */
export function FindingForm(props: {
  organizationId: string;
  userId: string;
  performedById: string | null;
  /** The person may report an event from it. */
  mayRaiseEvent: boolean;
  /** The form is open on the screen; else it shows only a draft waiting for the connection, or one kept unless `quiet`. */
  open: boolean;
  /** Another form has the screen: a kept draft waits to be shown on the list. */
  quiet: boolean;
  onDone: () => void;
}) {
  const t = useTranslations("quickActions.finding");
  const tDraft = useTranslations("quickActions.draft");
  const [sent, setSent] = useState<Sent | null>(null);
  const { organizationId } = props;
  const inspections = `/api/v1/organizations/${organizationId}/inspections`;
  const draftState = useOfflineDraft<FindingDraft, InspectionDto>({
    action: "finding",
    organizationId,
    userId: props.userId,
    fresh: () => freshFinding(),
    hasContent: findingHasContent,
    deliver: async (draft, progress) => {
      const fileIds = await uploadKept(organizationId, draft.photos, (photos) => progress({ photos }));
      const stored = await api<InspectionDto>(inspections, {
        method: "POST",
        body: findingBody(draft, fileIds, props.performedById),
        quiet: true,
      });
      if (draft.follow !== "event") return stored;
      return api<InspectionDto>(`${inspections}/${stored.id}/event`, { method: "POST", body: {}, quiet: true });
    },
    onSent: (inspection, draft, afterOffline) => {
      announceRecordChange("inspection");
      if (draft.follow === "action") announceRecordChange("action");
      const event = draft.follow === "event" && inspection.eventId;
      setSent({
        message: [
          t(afterOffline ? "sentAfterOffline" : "sent", { title: draft.title.trim() }),
          draft.follow === "none" ? null : t(`followed.${draft.follow}`),
        ]
          .filter(Boolean)
          .join(" "),
        link: event
          ? { href: `/evaluation/event-handling/${event}`, label: t("openEvent") }
          : { href: `/monitoring/control-book/inspections/${inspection.id}`, label: t("openInspection") },
      });
    },
  });
  const { draft, change, send, errors, setErrors } = draftState;
  const shown = !!draft && (props.open || draft.sending || (draftState.restored && !props.quiet));

  if (sent) {
    return (
      <SentPanel
        sent={sent}
        again={t("another")}
        onAgain={() => {
          setSent(null);
          props.onDone();
        }}
      />
    );
  }
  if (!draft || !shown) return null;

  const followUps = FOLLOW_UPS.filter((follow) => follow !== "event" || props.mayRaiseEvent);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = worded(findingProblems(draft), (problem) => t(`problems.${problem}`));
    setErrors(problems);
    if (!Object.keys(problems).length) void send();
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2.5}>
        <DraftNotice
          waiting={draftState.waiting}
          restored={draftState.restored && !draftState.waiting}
          onDiscard={() => {
            draftState.discard();
            props.onDone();
          }}
        />
        <TextField
          label={t("title")}
          name="title"
          value={draft.title}
          onChange={(event) => change({ title: event.target.value })}
          error={!!errors.title}
          helperText={errors.title}
          required
          multiline
          fullWidth
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <KeptFilesField
          label={t("photos")}
          value={draft.photos}
          onChange={(photos) => change({ photos })}
          error={errors.fileIds}
        />
        <TextField
          label={t("note")}
          name="note"
          value={draft.note}
          onChange={(event) => change({ note: event.target.value })}
          error={!!errors.findings}
          helperText={errors.findings}
          multiline
          minRows={2}
          fullWidth
        />
        <ChoiceChips
          label={t("result")}
          values={FINDING_RESULTS}
          value={draft.result}
          text={(result) => t(`results.${result}`)}
          onChange={(result) => change({ result })}
        />
        <ChoiceChips
          label={t("follow")}
          values={followUps}
          value={draft.follow}
          text={(follow) => t(`follows.${follow}`)}
          onChange={(follow) => change({ follow })}
        />
        {draft.follow === "action" ? (
          <TextField
            label={t("actionTitle")}
            name="actionTitle"
            value={draft.actionTitle}
            placeholder={draft.title}
            onChange={(event) => change({ actionTitle: event.target.value })}
            error={!!errors["correctiveAction.title"]}
            helperText={errors["correctiveAction.title"] ?? t("actionHelp")}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        ) : null}
        <SubmitButton size="large" disabled={draftState.busy || draftState.waiting} sx={{ minHeight: 48 }}>
          {draftState.waiting ? tDraft("waiting") : t("send")}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
