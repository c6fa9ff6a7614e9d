"use client";
import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useRouter } from "next/navigation";
import { CameraButton } from "@/components/platform/files/camera-button";
import { useLocale, useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { FileLinks } from "@/components/platform/files/file-links";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { Tag } from "@/components/platform/ui/tag";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { uploadFile } from "@/lib/platform/client/upload";
import { SHORTFALLS } from "@/lib/modules/evaluation/questionnaires/choices";
import { localized, type Question } from "@/lib/modules/evaluation/questionnaires/content";
import type { AnswerDto } from "@/lib/modules/evaluation/questionnaires/answer-dto";
import { AnswerControl, type AnswerDraft } from "./answer-control";
import { clauseLabel } from "./clause-label";

const draftOf = (answer: AnswerDto | undefined): AnswerDraft => ({
  choice: answer?.choice ?? null,
  scale: answer?.scale ?? null,
  number: answer?.number ?? "",
  text: answer?.text ?? "",
});

const fallsShort = (choice: AnswerDraft["choice"]) => choice !== null && SHORTFALLS.includes(choice);

/** An answer kept while the phone has no connection: its body (the photos' ids aside) and the photos. */
export type OfflineAnswer = {
  body: Record<string, unknown> & { questionKey: string; fileIds: string[] };
  photos: File[];
};

const isOffline = (error: unknown) => error instanceof ApiClientError && error.status === 0;

/**
 * What a record adds to a shortfall's answer, saved with it in the same request (an inspection's
 * corrective action): its fields, shown while the chosen answer falls short.
 */
export type AnswerAddition = {
  fields: ReactNode;
  /** Its part of the answer's body; null while its fields do not validate (they show why). */
  collect: () => Promise<Record<string, unknown> | null>;
  /** Marks the server's refusals of its fields. */
  refused: (fields: Record<string, string>) => void;
  /** After the answer is saved: empties its fields, and answers the toast's text when it has its own. */
  saved: () => string | undefined;
};

/**
 * One question of the questionnaire a record answers (an audit, an inspection): its text, guidance
 * and clauses, the answer with its evidence and photos (taken with the phone's camera), saved on its
 * own to `answersUrl`. A saved nonconforming answer may offer a next step (`raise`: the audit's
 * finding); `addition` goes with a shortfall's answer in the same save.
 */
export function QuestionCard(props: {
  organizationId: string;
  answersUrl: string;
  number: string;
  question: Question;
  answer: AnswerDto | undefined;
  editable: boolean;
  raise?: { label: string; onRaise: (question: Question, answer: AnswerDto) => void };
  addition?: AnswerAddition;
  /** Keeps an answer that cannot be sent for want of a connection (a quick action's draft sends it later). */
  keepOffline?: (answer: OfflineAnswer) => Promise<void>;
  /** After an answer is stored: one kept earlier for the same question is out of date. */
  onSaved?: (questionKey: string) => void;
}) {
  const t = useTranslations("questionnaires.answering");
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const { question, answer, addition } = props;
  const [draft, setDraft] = useState(() => draftOf(answer));
  const [note, setNote] = useState(answer?.note ?? "");
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const text = localized(question.textEn, question.textDa, locale);
  const guidance = localized(question.guidanceEn, question.guidanceDa, locale);
  const headingId = `question-${question.key}`;
  const withAddition = !!addition && props.editable && fallsShort(draft.choice);

  const save = async () => {
    const added = withAddition ? await addition.collect() : {};
    if (added === null) return;
    setSaving(true);
    setErrors({});
    const body = {
      questionKey: question.key,
      choice: draft.choice,
      scale: draft.scale,
      number: draft.number === "" ? null : draft.number,
      text: draft.text,
      note,
      fileIds: answer?.files.map((file) => file.id) ?? [],
      ...added,
    };
    try {
      if (props.keepOffline && !navigator.onLine) throw new ApiClientError(0, "network", "offline");
      const uploaded = [];
      for (const photo of photos) uploaded.push((await uploadFile(props.organizationId, photo)).id);
      await api(props.answersUrl, { method: "PUT", body: { ...body, fileIds: [...body.fileIds, ...uploaded] } });
      props.onSaved?.(question.key);
      setPhotos([]);
      toast.success((withAddition && addition.saved()) || t("saved"));
      router.refresh();
    } catch (error) {
      if (isOffline(error) && props.keepOffline) {
        await props.keepOffline({ body, photos });
        setPhotos([]);
        if (withAddition) addition.saved();
        toast.success(t("keptOffline"));
        return;
      }
      if (!(error instanceof ApiClientError)) throw error;
      setErrors(error.fields ?? {});
      if (withAddition) addition.refused(error.fields ?? {});
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="li" aria-labelledby={headingId} sx={{ py: 2, borderTop: 1, borderColor: "divider" }}>
      <Stack spacing={1}>
        <Typography id={headingId} component="h3" variant="body1" sx={{ fontWeight: 600 }}>
          {`${props.number} ${text}`}
        </Typography>
        {question.clauses.length ? (
          <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.5 }}>
            {question.clauses.map((ref) => (
              <Tag key={ref} size="small" variant="outlined" label={clauseLabel(ref, locale)} />
            ))}
          </Stack>
        ) : null}
        {guidance ? (
          <details>
            <summary>{t("guidance")}</summary>
            <Typography variant="body2" color="text.secondary">
              {guidance}
            </Typography>
          </details>
        ) : null}
        <AnswerControl
          question={question}
          label={t("choice")}
          draft={draft}
          error={errors.number ?? errors.text}
          disabled={!props.editable}
          onChange={setDraft}
        />
        {errors.choice || errors.scale || errors.fileIds ? (
          <Typography variant="body2" color="error" role="alert">
            {errors.choice ?? errors.scale ?? errors.fileIds}
          </Typography>
        ) : null}
        {props.editable ? (
          <>
            <TextField
              label={t("note")}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={1}
              fullWidth
              size="small"
            />
            {withAddition ? addition.fields : null}
            <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center", gap: 1 }}>
              <CameraButton label={t("addPhoto")} onPhotos={(files) => setPhotos([...photos, ...files])} />
              {photos.length ? (
                <Typography variant="body2">{t("photosToSave", { count: photos.length })}</Typography>
              ) : null}
              <Button variant="contained" onClick={() => void save()} disabled={saving} sx={{ minHeight: 44 }}>
                {t("save")}
              </Button>
              {answer && props.raise && fallsShort(answer.choice) ? (
                <Button onClick={() => props.raise?.onRaise(question, answer)} sx={{ minHeight: 44 }}>
                  {props.raise.label}
                </Button>
              ) : null}
            </Stack>
          </>
        ) : answer?.note ? (
          <Typography variant="body2">{`${t("note")}: ${answer.note}`}</Typography>
        ) : null}
        {answer?.files.length ? (
          <Typography variant="body2">
            {`${t("photo")}: `}
            <FileLinks organizationId={props.organizationId} files={answer.files} />
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {answer ? `${t("answeredBy")}: ${answer.answeredByName}` : t("unanswered")}
        </Typography>
      </Stack>
    </Box>
  );
}
