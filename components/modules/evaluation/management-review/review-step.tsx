"use client";
import { Button } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";

// each step's words: the button, the question before it, the notice after
const STEPS = {
  hold: { button: "inputs.hold", confirm: "inputs.holdConfirm", done: "inputs.held" },
  approve: { button: "approval.button", confirm: "approval.confirm", done: "approval.done" },
} as const;

/**
 * A step of the review, after confirming: holding the meeting freezes its inputs (an editor, a
 * draft); approving the minutes makes them read-only (a manager, a held review).
 */
export function ReviewStep(props: {
  organizationId: string;
  reviewId: string;
  step: keyof typeof STEPS;
  lastModifiedDate: string;
}) {
  const t = useTranslations("managementReview");
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const words = STEPS[props.step];
  const take = async () => {
    if (!window.confirm(t(words.confirm))) return;
    setBusy(true);
    try {
      await api(`/api/v1/organizations/${props.organizationId}/management-reviews/${props.reviewId}/${props.step}`, {
        method: "POST",
        body: { lastModifiedDate: props.lastModifiedDate },
      });
      announceRecordChange("managementReview");
      toast.success(t(words.done));
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      if (error.code === "not_held") toast.error(t("approval.notHeld"));
      else if (error.status === 409) toast.error(t("approval.stale"));
    } finally {
      setBusy(false);
      // done or refused, the screen shows the review as it stands now
      router.refresh();
    }
  };
  return (
    <Button
      variant={props.step === "approve" ? "contained" : "outlined"}
      onClick={() => void take()}
      disabled={busy}
      sx={{ minHeight: 44 }}
    >
      {t(words.button)}
    </Button>
  );
}
