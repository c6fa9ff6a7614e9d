"use client";
import { Box, Stack, TextField, Typography } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { InspectionQuestions } from "@/components/modules/monitoring/control-book/inspection-questions";
import type { OfflineAnswer } from "@/components/modules/evaluation/questionnaires/question-card";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import type { InspectionDto } from "@/lib/modules/monitoring/control-book/dto";
import { INSPECTION_RESULTS } from "@/lib/modules/monitoring/control-book/choices";
import { QUICK_CONTROL_BOOK } from "@/lib/modules/quick-actions/paths";
import { ChoiceChips } from "../choice-chips";
import { DraftNotice } from "../draft-notice";
import { keepFile, uploadKept } from "../kept-file";
import { KeptFilesField } from "../kept-files-field";
import { worded } from "../problems";
import { SentPanel, type Sent } from "../sent-panel";
import { useOfflineDraft } from "../use-offline-draft";
import {
  completionBody,
  completionHasContent,
  completionProblems,
  freshCompletion,
  withKeptAnswer,
  withoutKeptAnswer,
  type CompletionDraft,
  type KeptAnswer,
} from "./control-book-drafts";

/**
 * Completing a due inspection on the spot: its questionnaire where it has one (each answer saved as
 * it is given, or kept in the draft while there is no connection and sent first with the
 * completion), then the result, the day, the findings and photos. The completion is kept on the
 * phone and sent once: it reads the inspection as it stands just before, so nothing changed
 * meanwhile is undone, and one completed by someone else meanwhile is not completed again. Always
 * mounted on the control book screen, so that a completion waiting for the connection is sent when
 * the screen opens.
 */
export function CompletionForm(props: {
  organizationId: string;
  userId: string;
  /** The membership the person acts through: who performed it. */
  performedById: string | null;
  /** The inspection chosen on the screen; null on the list. */
  inspection: InspectionDto | null;
}) {
  const t = useTranslations("quickActions.controlBook");
  const tDraft = useTranslations("quickActions.draft");
  const tResults = useTranslations("controlBook.results");
  const router = useRouter();
  const [sent, setSent] = useState<Sent | null>(null);
  const { organizationId, inspection } = props;
  const draftState = useOfflineDraft<CompletionDraft, InspectionDto>({
    action: "complete-inspection",
    organizationId,
    userId: props.userId,
    fresh: () => freshCompletion(inspection),
    hasContent: completionHasContent,
    deliver: async (draft, progress) => {
      const path = `/api/v1/organizations/${organizationId}/inspections/${draft.inspectionId}`;
      // the answers first, each dropped from the draft once stored, so a retry sends only the rest
      let answers = draft.answers;
      for (const kept of draft.answers) {
        const answerOf = (photos: KeptAnswer["photos"]) => ({ ...kept, photos });
        const photoIds = await uploadKept(organizationId, kept.photos, (photos) =>
          progress({ answers: (answers = withKeptAnswer(answers, answerOf(photos))) }),
        );
        await api(`${path}/answers`, {
          method: "PUT",
          body: { ...kept.body, fileIds: [...kept.body.fileIds, ...photoIds] },
          quiet: true,
        });
        answers = withoutKeptAnswer(answers, kept.body.questionKey);
        progress({ answers });
      }
      const fileIds = await uploadKept(organizationId, draft.photos, (photos) => progress({ photos }));
      const current = await api<InspectionDto>(path, { quiet: true });
      if (current.status === "DONE") {
        if (draft.attempted) return current;
        throw new ApiClientError(409, "done", t("doneMeanwhile"));
      }
      progress({ attempted: true });
      return api<InspectionDto>(path, {
        method: "PUT",
        body: completionBody(current, draft, fileIds, props.performedById),
        quiet: true,
      });
    },
    onSent: (done, draft, afterOffline) => {
      announceRecordChange("inspection");
      setSent({
        message: t(afterOffline ? "completedAfterOffline" : "completed", { title: draft.title }),
        link: { href: `/monitoring/control-book/inspections/${done.id}`, label: t("openInspection") },
      });
    },
  });
  const { draft, change, send, discard, errors, setErrors } = draftState;

  // the inspection chosen begins its own draft, unless another's is waiting for the connection
  useEffect(() => {
    if (draft && inspection && draft.inspectionId !== inspection.id && !draft.sending) discard();
  }, [draft, inspection, discard]);

  if (sent) return <SentPanel sent={sent} again={t("backToList")} onAgain={() => router.push(QUICK_CONTROL_BOOK)} />;
  if (!draft || !draft.inspectionId || (!inspection && !draft.sending)) return null;
  const shown = inspection?.id === draft.inspectionId ? inspection : null;

  const keepAnswer = async ({ body, photos }: OfflineAnswer) => {
    const kept = (await Promise.all(photos.map(keepFile))).filter((file) => file !== null);
    change((current) => ({ answers: withKeptAnswer(current.answers, { body, photos: kept }) }));
  };

  // an answer stored since: the one kept earlier for that question must not overwrite it
  const forgetKept = (questionKey: string) =>
    change((current) => ({ answers: withoutKeptAnswer(current.answers, questionKey) }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = worded(completionProblems(draft), (problem) => t(`problems.${problem}`));
    setErrors(problems);
    if (!Object.keys(problems).length) void send();
  };

  return (
    <Stack spacing={2.5}>
      <div>
        <Typography variant="h5" component="h2">
          {draft.title}
        </Typography>
        {shown ? (
          <Typography color="text.secondary">
            {[t("dueOn", { date: shown.dueDate }), shown.machine?.name].filter(Boolean).join(" · ")}
          </Typography>
        ) : null}
      </div>
      <DraftNotice waiting={draftState.waiting} restored={false} onDiscard={discard} />
      {shown?.questionnaire ? (
        <InspectionQuestions
          organizationId={organizationId}
          inspection={shown}
          editable
          keepOffline={keepAnswer}
          onSaved={forgetKept}
        />
      ) : null}
      {draft.answers.length ? (
        <Typography role="status" variant="body2">
          {t("answersKept", { count: draft.answers.length })}
        </Typography>
      ) : null}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <ChoiceChips
            label={t("result")}
            values={INSPECTION_RESULTS}
            value={draft.result}
            text={(result) => tResults(result)}
            onChange={(result) => change({ result })}
            error={errors.result}
          />
          <TextField
            type="date"
            label={t("performedAt")}
            name="performedAt"
            value={draft.performedAt}
            onChange={(event) => change({ performedAt: event.target.value })}
            error={!!errors.performedAt}
            helperText={errors.performedAt}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            label={t("findings")}
            name="findings"
            value={draft.findings}
            onChange={(event) => change({ findings: event.target.value })}
            error={!!errors.findings}
            helperText={errors.findings}
            multiline
            minRows={2}
            fullWidth
          />
          <KeptFilesField
            label={t("photos")}
            value={draft.photos}
            onChange={(photos) => change({ photos })}
            error={errors.fileIds}
          />
          <SubmitButton size="large" disabled={draftState.busy || draftState.waiting} sx={{ minHeight: 48 }}>
            {draftState.waiting ? tDraft("waiting") : t("complete")}
          </SubmitButton>
        </Stack>
      </Box>
    </Stack>
  );
}
