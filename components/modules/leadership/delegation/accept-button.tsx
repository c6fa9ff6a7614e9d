"use client";
import { Button } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";

/** The delegated member's one click that records their acceptance, with who and when. */
export function AcceptButton({ path, lastModifiedDate }: { path: string; lastModifiedDate: string }) {
  const t = useTranslations("delegation.acceptance");
  const tForms = useTranslations("forms");
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await api(`${path}/acceptance`, { method: "POST", body: { lastModifiedDate } });
      announceRecordChange("delegation");
      toast.success(t("done"));
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      toast.error(error.status === 409 ? tForms("stale") : error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" onClick={accept} disabled={busy}>
      {t("accept")}
    </Button>
  );
}
