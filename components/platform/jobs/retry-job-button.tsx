"use client";
import { Button } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { api, ApiClientError } from "@/lib/platform/client/api-client";

/** Tries one failed job again; the list then shows it no more (it is queued, not failed). */
export function RetryJobButton({ id, label }: { id: string; label: string }) {
  const t = useTranslations("failedJobs");
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await api(`/api/v1/failed-jobs/${id}/retry`, { method: "POST" });
      toast.success(t("retried", { job: label }));
      router.refresh();
    } catch (error) {
      // someone else tried it first: the list is out of date
      if (error instanceof ApiClientError && error.status === 404) router.refresh();
      else throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" onClick={retry} disabled={busy} aria-label={`${t("retry")}: ${label}`}>
      {t("retry")}
    </Button>
  );
}
