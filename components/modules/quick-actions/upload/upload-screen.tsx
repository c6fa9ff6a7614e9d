"use client";
import { Box, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import { api } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { useLanguage } from "@/lib/platform/i18n/use-language";
import { SDS_LANGUAGES, sdsLanguageOf } from "@/lib/modules/chemicals/register/choices";
import {
  chemicalOption,
  inspectionOption,
  machineOption,
  type ChemicalOption,
  type RecordOption,
} from "@/lib/modules/quick-actions/options";
import { ChoiceChips } from "../choice-chips";
import { DraftNotice } from "../draft-notice";
import { uploadKept } from "../kept-file";
import { KeptFilesField } from "../kept-files-field";
import { worded } from "../problems";
import { RecordPicker } from "../record-picker";
import { SentPanel, type Sent } from "../sent-panel";
import { useOfflineDraft } from "../use-offline-draft";
import {
  filedAt,
  freshUpload,
  namedFiles,
  titleOf,
  uploadField,
  uploadHasContent,
  uploadProblems,
  uploadRequest,
  UPLOAD_TARGETS,
  type UploadDraft,
  type UploadTarget,
} from "./upload-draft";

/** The records a document may go onto; null for a kind the person may not change. */
export type UploadTargets = {
  machines: RecordOption[] | null;
  chemicals: ChemicalOption[] | null;
  inspections: RecordOption[] | null;
};

const SEARCH = {
  machine: { path: "machines", toOption: machineOption },
  chemical: { path: "chemical-associations", toOption: chemicalOption },
  inspection: { path: "inspections", toOption: inspectionOption },
} as const;

/**
 * Upload document: a photo from the camera or a file from the phone, then where it goes: the own
 * documents (title, category) or onto a machine, a registered chemical (as its own safety data
 * sheet) or an inspection, picked from a list. Kept on the phone until it is filed; sent once.
 */
export function UploadScreen(props: {
  organizationId: string;
  userId: string;
  /** The own documents' categories, worded. */
  categories: { value: string; label: string }[];
  /** The own documents are open to the person. */
  mayOwn: boolean;
  targets: UploadTargets;
}) {
  const t = useTranslations("quickActions.upload");
  const tDraft = useTranslations("quickActions.draft");
  const language = useLanguage();
  useZodLanguage();
  const [sent, setSent] = useState<Sent | null>(null);
  const { organizationId, targets } = props;
  const choices = UPLOAD_TARGETS.filter((target) =>
    target === "own" ? props.mayOwn : targets[`${target}s` as keyof UploadTargets] !== null,
  );
  const draftState = useOfflineDraft<UploadDraft, { id: string }>({
    action: "upload-document",
    organizationId,
    userId: props.userId,
    fresh: () => freshUpload(choices[0] ?? "own"),
    hasContent: uploadHasContent,
    deliver: async (draft, progress) => {
      const [fileId] = await uploadKept(organizationId, namedFiles(draft), (files) => progress({ files }));
      const request = uploadRequest(organizationId, draft, fileId);
      return api<{ id: string }>(request.url, { method: "POST", body: request.body, quiet: true });
    },
    onSent: (answer, draft, afterOffline) => {
      announceRecordChange(draft.target === "own" ? "own-document" : draft.target);
      const where = draft.target === "own" ? t("targets.own") : (draft.record?.label ?? "");
      setSent({
        message: t(afterOffline ? "sentAfterOffline" : "sent", { where }),
        link: { href: filedAt(draft, answer), label: t("open") },
      });
    },
  });
  const { draft, change, send, setErrors } = draftState;
  const errors = Object.fromEntries(
    Object.entries(draftState.errors).map(([field, message]) => [uploadField(field), message]),
  );
  const languageNames = useMemo(() => new Intl.DisplayNames([language], { type: "language" }), [language]);

  if (!draft) return null;
  const heading = (
    <div>
      <Typography variant="h4" component="h1">
        {t("title")}
      </Typography>
      <Typography color="text.secondary">{t("intro")}</Typography>
    </div>
  );
  if (sent) {
    return (
      <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
        {heading}
        <SentPanel sent={sent} again={t("another")} onAgain={() => setSent(null)} />
      </Stack>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = worded(uploadProblems(draft), (problem) => t(`problems.${problem}`));
    setErrors(problems);
    if (!Object.keys(problems).length) void send();
  };
  const chooseTarget = (target: UploadTarget) => change({ target, record: null, revisionDate: "", language: "" });
  const options = draft.target === "own" ? [] : (targets[`${draft.target}s` as keyof UploadTargets] ?? []);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
      {heading}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <DraftNotice
            waiting={draftState.waiting}
            restored={draftState.restored && !draftState.waiting}
            onDiscard={draftState.discard}
          />
          <KeptFilesField
            label={t("file")}
            value={draft.files}
            files
            single
            onChange={(files) =>
              change((current) => ({
                files,
                title: current.title || (files[0] ? titleOf(files[0].name) : ""),
              }))
            }
            error={errors.files}
          />
          {choices.length > 1 ? (
            <ChoiceChips
              label={t("where")}
              values={choices}
              value={draft.target}
              text={(target) => t(`targets.${target}`)}
              onChange={chooseTarget}
            />
          ) : null}
          {draft.target === "own" ? (
            <>
              <TextField
                label={t("documentTitle")}
                name="title"
                value={draft.title}
                onChange={(event) => change({ title: event.target.value })}
                error={!!errors.title}
                helperText={errors.title}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <TextField
                select
                label={t("category")}
                name="category"
                value={draft.category}
                onChange={(event) => change({ category: event.target.value })}
                error={!!errors.category}
                helperText={errors.category}
                fullWidth
              >
                {props.categories.map((category) => (
                  <MenuItem key={category.value} value={category.value} sx={{ minHeight: 48 }}>
                    {category.label}
                  </MenuItem>
                ))}
              </TextField>
            </>
          ) : (
            <RecordPicker<RecordOption>
              key={draft.target}
              label={t(`pick.${draft.target}`)}
              options={options}
              kept={draft.record}
              value={draft.record?.id ?? ""}
              onChange={(record) =>
                change({
                  record,
                  language:
                    draft.target === "chemical" && record && "country" in record
                      ? sdsLanguageOf(String(record.country), language)
                      : "",
                })
              }
              searchUrl={`/api/v1/organizations/${organizationId}/${SEARCH[draft.target].path}`}
              toOption={SEARCH[draft.target].toOption}
              error={errors.record}
            />
          )}
          {draft.target === "chemical" ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {t("sheetHelp")}
              </Typography>
              <TextField
                type="date"
                label={t("revisionDate")}
                name="revisionDate"
                value={draft.revisionDate}
                onChange={(event) => change({ revisionDate: event.target.value })}
                error={!!errors.revisionDate}
                helperText={errors.revisionDate}
                required
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
              <TextField
                select
                label={t("language")}
                name="language"
                value={draft.language}
                onChange={(event) => change({ language: event.target.value })}
                error={!!errors.language}
                helperText={errors.language}
                required
                fullWidth
              >
                {SDS_LANGUAGES.map((code) => (
                  <MenuItem key={code} value={code} sx={{ minHeight: 48 }}>
                    {languageNames.of(code) ?? code}
                  </MenuItem>
                ))}
              </TextField>
            </>
          ) : null}
          <SubmitButton size="large" disabled={draftState.busy || draftState.waiting} sx={{ minHeight: 48 }}>
            {draftState.waiting ? tDraft("waiting") : t("send")}
          </SubmitButton>
        </Stack>
      </Box>
    </Stack>
  );
}
