"use client";
import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import { keepFile, uploadable } from "@/components/modules/quick-actions/kept-file";
import { useOfflineDraft } from "@/components/modules/quick-actions/use-offline-draft";
import { api } from "@/lib/platform/client/api-client";
import { uploadCatalogueFile } from "@/lib/platform/client/upload";
import type { SupportTicketDto } from "@/lib/modules/support/tickets/dto";
import { supportTicketInputSchema } from "@/lib/modules/support/tickets/schema";
import { bodyOf, freshDraft, hasContent, type TicketDraft } from "./ticket-draft";
import { TicketFiles } from "./ticket-files";

/** The message of a field, or of any of its items (`fileIds.2` belongs to the files). */
const errorOf = (errors: Record<string, string>, field: string) =>
  Object.entries(errors).find(([path]) => path.split(".")[0] === field)?.[1];

/**
 * A support ticket from a phone, with one thumb: what is wrong, in a line and in words, and a
 * screenshot. Kept on the phone and sent once as the quick actions' drafts are (useOfflineDraft):
 * Send without a connection waits for it, then sends the ticket (the draft's key is its id) with
 * its files.
 */
export function SupportTicketForm(props: { organizationId: string; userId: string; from: string | null }) {
  const t = useTranslations("supportTickets");
  const router = useRouter();
  const toast = useToast();
  useZodLanguage();
  const [notice, setNotice] = useState<string | null>(null);
  const draftState = useOfflineDraft<TicketDraft, SupportTicketDto>({
    action: "support-ticket",
    organizationId: props.organizationId,
    userId: props.userId,
    fresh: () => freshDraft(props.from ?? ""),
    hasContent,
    deliver: async (draft, progress) => {
      const upload = `/api/v1/organizations/${props.organizationId}/support-tickets/files`;
      let current = draft;
      for (const [index, file] of draft.files.entries()) {
        if (file.fileId) continue;
        const { id } = await uploadCatalogueFile(upload, uploadable(file));
        current = progress({ files: current.files.map((kept, at) => (at === index ? { ...kept, fileId: id } : kept)) });
      }
      return api<SupportTicketDto>(`/api/v1/organizations/${props.organizationId}/support-tickets`, {
        method: "POST",
        body: bodyOf(current),
        quiet: true,
      });
    },
    onSent: (_ticket, sent, afterOffline) => {
      // the notice waits for the page the person goes back to
      const back = sent.page || "/help";
      toast.success(t(afterOffline ? "form.sentAfterOffline" : "form.sent"), { path: back });
      router.push(back);
    },
  });
  const { draft, change, send, discard, waiting, restored, busy, errors, setErrors } = draftState;
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
    const kept = await Promise.all(chosen.map(keepFile));
    if (kept.includes(null)) setNotice(t("form.fileTooLarge"));
    change((current) => ({ files: [...current.files, ...kept.filter((file) => file !== null)] }));
  };
  const shownNotice = notice ?? (restored ? t("form.draftRestored") : null);

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
        {shownNotice && !waiting ? (
          <Alert severity="info" onClose={() => setNotice(null)}>
            {shownNotice}
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
          error={errorOf(errors, "fileIds")}
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
                discard();
                setNotice(null);
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
