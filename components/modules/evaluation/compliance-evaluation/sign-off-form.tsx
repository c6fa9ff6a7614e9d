"use client";
import { Button, Stack, TextField, Typography } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";

/** A manager signs the round off with a note; the server refuses while an obligation has no evaluation in it. */
export function SignOffForm(props: {
  organizationId: string;
  roundId: string;
  lastModifiedDate: string;
  missing: number;
}) {
  const t = useTranslations("complianceEvaluation.signOff");
  const router = useRouter();
  const toast = useToast();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const signOff = async () => {
    setBusy(true);
    try {
      await api(`/api/v1/organizations/${props.organizationId}/compliance-rounds/${props.roundId}/sign-off`, {
        method: "POST",
        body: { note, lastModifiedDate: props.lastModifiedDate },
      });
      announceRecordChange("complianceRound");
      toast.success(t("done"));
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      toast.error(error.status === 422 ? t("blocked") : t("stale"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5}>
      {props.missing ? (
        <Typography variant="body2" color="warning.main">
          {t("blocked")}
        </Typography>
      ) : null}
      <TextField
        label={t("note")}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
      />
      <div>
        <Button variant="contained" onClick={() => void signOff()} disabled={busy} sx={{ minHeight: 44 }}>
          {t("button")}
        </Button>
      </div>
    </Stack>
  );
}
