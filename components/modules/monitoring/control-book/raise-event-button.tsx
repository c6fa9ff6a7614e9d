"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { PlainButton } from "@/components/platform/ui/plain-button";
import { api } from "@/lib/platform/client/api-client";

/** Raises an event from this failed inspection and opens it for the investigation. */
export function RaiseEventButton({ path }: { path: string }) {
  const t = useTranslations("controlBook");
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const raise = async () => {
    setBusy(true);
    try {
      const inspection = await api<{ eventId: string }>(`${path}/event`, { method: "POST" });
      router.push(`/evaluation/event-handling/${inspection.eventId}`);
    } catch {
      setBusy(false);
    }
  };
  return (
    <PlainButton variant="outlined" color="warning" onClick={raise} disabled={busy}>
      {t("raiseEvent")}
    </PlainButton>
  );
}
