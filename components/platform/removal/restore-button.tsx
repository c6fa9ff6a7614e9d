"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { PlainButton } from "@/components/platform/ui/plain-button";
import { api, ApiClientError } from "@/lib/platform/client/api-client";

/**
 * Brings an archived record back (POST `{path}/restore`), then shows the page again with it active.
 * A refusal says what must be restored first.
 */
export function RestoreButton({ path, name }: { path: string; name: string }) {
  const t = useTranslations("removal");
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const refusal = (error: ApiClientError) => {
    if (error.code === "superseded") return t("restoreSuperseded");
    const field = Object.keys(error.fields)[0];
    return t.has(`restoreBlocked.${field}`) ? t(`restoreBlocked.${field}`) : t("restoreBlocked.other");
  };

  const restore = async () => {
    setBusy(true);
    try {
      await api(`${path}/restore`, { method: "POST", body: {} });
      toast.success(t("restoredNotice", { name }));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 409) toast.error(refusal(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PlainButton
      variant="outlined"
      size="small"
      onClick={restore}
      disabled={busy}
      aria-label={`${t("restore")}: ${name}`}
    >
      {t("restore")}
    </PlainButton>
  );
}
