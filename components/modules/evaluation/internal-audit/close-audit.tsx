"use client";
import { Button } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";

/** A manager closes the audit, after confirming; the server refuses while a nonconformity lacks an action. */
export function CloseAudit(props: { organizationId: string; auditId: string; lastModifiedDate: string }) {
  const t = useTranslations("internalAudit.close");
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const close = async () => {
    if (!window.confirm(t("confirm"))) return;
    setBusy(true);
    try {
      await api(`/api/v1/organizations/${props.organizationId}/internal-audits/${props.auditId}/close`, {
        method: "POST",
        body: { lastModifiedDate: props.lastModifiedDate },
      });
      announceRecordChange("internalAudit");
      toast.success(t("done"));
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      if (error.status === 422) toast.error(t("blocked", { count: Object.keys(error.fields).length }));
      else if (error.status === 409) toast.error(t("stale"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" onClick={() => void close()} disabled={busy} sx={{ minHeight: 44 }}>
      {t("button")}
    </Button>
  );
}
