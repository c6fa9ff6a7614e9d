"use client";
import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { uploadCatalogueFile } from "@/lib/platform/client/upload";
import type { SupportTicketDto } from "@/lib/modules/support/tickets/dto";
import { supportTicketInputSchema } from "@/lib/modules/support/tickets/schema";
import {
  clearDraft,
  freshDraft,
  hasContent,
  keptFile,
  loadDraft,
  saveDraft,
  uploadable,
  type TicketDraft,
} from "./ticket-draft";
import { TicketFiles } from "./ticket-files";

type Errors = Partial<Record<string, string>>;

const isNetworkFailure = (error: unknown) => error instanceof ApiClientError && error.status === 0;

/** The ticket as the API takes it. */
const bodyOf = (draft: TicketDraft) => ({
  id: draft.id,
  subject: draft.subject,
  message: draft.message,
  page: draft.page || null,
  fileIds: draft.files.flatMap((file) => (file.fileId ? [file.fileId] : [])),
});

/** `fileIds.2` and `fileIds` both belong to the files. */
const fieldOf = (path: string) => path.split(".")[0];

/**
 * A support ticket from a phone, with one thumb: what is wrong, in a line and in words, and a
 * screenshot. Every change is kept on the phone; Send without a connection waits for it and then
 * sends the ticket once (the draft's id), its files included.
 */
export function SupportTicketForm(props: { organizationId: string; from: string | null }) {
  const t = useTranslations("supportTickets");
  const router = useRouter();
  const toast = useToast();
  useZodLanguage();
  const [draft, setDraft] = useState<TicketDraft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [waiting, setWaiting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sendingRef = useRef(false);

  // the draft lives in the browser only: read it after hydration; an unsent ticket keeps its own page
  useEffect(() => {
    const kept = loadDraft(props.organizationId);
    const restored = kept && hasContent(kept) ? kept : null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft exists only in the browser
    setDraft(restored ?? freshDraft(props.from ?? ""));
    if (restored) setNotice(t("form.draftRestored"));
    if (restored?.sending) setWaiting(true);
  }, [props.organizationId, props.from, t]);

  const change = useCallback(
    (patch: Partial<TicketDraft> | ((current: TicketDraft) => Partial<TicketDraft>)) =>
      setDraft((current) => {
        const base = current ?? freshDraft(props.from ?? "");
        const next = { ...base, ...(typeof patch === "function" ? patch(base) : patch) };
        saveDraft(props.organizationId, next);
        return next;
      }),
    [props.organizationId, props.from],
  );

  const send = useCallback(async () => {
    if (!draft || sendingRef.current) return;
    sendingRef.current = true;
    setBusy(true);
    let current = { ...draft, sending: true };
    saveDraft(props.organizationId, current);
    try {
      if (!navigator.onLine) throw new ApiClientError(0, "network", "offline");
      const upload = `/api/v1/organizations/${props.organizationId}/support-tickets/files`;
      for (const [index, file] of current.files.entries()) {
        if (file.fileId) continue;
        const uploaded = await uploadCatalogueFile(upload, uploadable(file));
        const files = current.files.map((kept, at) => (at === index ? { ...kept, fileId: uploaded.id } : kept));
        current = { ...current, files };
        saveDraft(props.organizationId, current);
        setDraft(current);
      }
      await api<SupportTicketDto>(`/api/v1/organizations/${props.organizationId}/support-tickets`, {
        method: "POST",
        body: bodyOf(current),
        quiet: true,
      });
      clearDraft(props.organizationId);
      // the notice waits for the page the person goes back to
      const back = current.page || "/help";
      toast.success(t(waiting ? "form.sentAfterOffline" : "form.sent"), { path: back });
      router.push(back);
    } catch (error) {
      if (isNetworkFailure(error)) {
        setWaiting(true);
        setDraft(current);
        return;
      }
      current = { ...current, sending: false };
      saveDraft(props.organizationId, current);
      setDraft(current);
      setWaiting(false);
      if (error instanceof ApiClientError && error.status === 422) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([path, text]) => [fieldOf(path), text])));
      } else if (error instanceof ApiClientError && error.code === "no_support_contact") setNotice(error.message);
      else toast.error(error instanceof Error ? error.message : undefined);
    } finally {
      sendingRef.current = false;
      setBusy(false);
    }
  }, [draft, props.organizationId, router, t, toast, waiting]);

  // waiting for the connection: try when the phone says it is back, and every 10 s in case it does not
  useEffect(() => {
    if (!waiting) return;
    const retry = () => void send();
    window.addEventListener("online", retry);
    const timer = window.setInterval(() => navigator.onLine && retry(), 10_000);
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(timer);
    };
  }, [waiting, send]);

  if (!draft) return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = supportTicketInputSchema.safeParse(bodyOf(draft));
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    void send();
  };

  const addFiles = async (chosen: File[]) => {
    const kept = await Promise.all(chosen.map(keptFile));
    if (kept.includes(null)) setNotice(t("form.fileTooLarge"));
    change((current) => ({ files: [...current.files, ...kept.filter((file) => file !== null)] }));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640 }}>
      <Stack spacing={2.5}>
        <div>
          <Typography variant="h4" component="h1">
            {t("title")}
          </Typography>
          <Typography color="text.secondary">{t("intro")}</Typography>
        </div>
        {waiting ? <Alert severity="warning">{t("form.savedOffline")}</Alert> : null}
        {notice && !waiting ? (
          <Alert severity="info" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
        <TextField
          label={t("form.subject")}
          name="subject"
          value={draft.subject}
          onChange={(event) => change({ subject: event.target.value })}
          error={!!errors.subject}
          helperText={errors.subject}
          required
          autoFocus
          fullWidth
        />
        <TextField
          label={t("form.message")}
          name="message"
          value={draft.message}
          onChange={(event) => change({ message: event.target.value })}
          error={!!errors.message}
          helperText={errors.message ?? t("form.messageHelp")}
          required
          multiline
          minRows={4}
          fullWidth
        />
        <TicketFiles
          files={draft.files}
          onAdd={(files) => void addFiles(files)}
          onRemove={(index) => change({ files: draft.files.filter((_, at) => at !== index) })}
          error={errors.fileIds}
        />
        {draft.page ? (
          <Typography variant="body2" color="text.secondary">
            {t("form.page")} <code>{draft.page}</code>
          </Typography>
        ) : null}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <SubmitButton size="large" disabled={busy || waiting} sx={{ minHeight: 48 }}>
            {t("form.send")}
          </SubmitButton>
          {hasContent(draft) && !waiting ? (
            <Button
              onClick={() => {
                clearDraft(props.organizationId);
                setDraft(freshDraft(props.from ?? ""));
                setErrors({});
              }}
            >
              {t("form.discard")}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}
