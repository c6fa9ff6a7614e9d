"use client";
import { Button } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { api } from "@/lib/platform/client/api-client";

/** Ends the person's other sessions, then this one. */
export function SignOutEverywhere() {
  const t = useTranslations("profile");
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    try {
      await api("/api/v1/user/sessions", { method: "DELETE" });
      await api("/api/v1/logout", { method: "POST" }).catch(() => {});
      // a full load drops every piece of the signed-in client state
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign("/");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" color="error" onClick={() => void signOut()} disabled={busy}>
      {t("signOutEverywhere")}
    </Button>
  );
}
