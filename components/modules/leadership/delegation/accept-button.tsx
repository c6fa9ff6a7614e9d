"use client";
import { Button } from "@mui/material";
import { useTranslations } from "next-intl";
import { useApiAction } from "@/components/platform/feedback/use-api-action";

/** The delegated member's one click that records their acceptance, with who and when. */
export function AcceptButton({ path, lastModifiedDate }: { path: string; lastModifiedDate: string }) {
  const t = useTranslations("delegation.acceptance");
  const { run, busy } = useApiAction();
  const accept = () =>
    run(
      `${path}/acceptance`,
      { method: "POST", body: { lastModifiedDate } },
      { kind: "delegation", message: t("done") },
    );
  return (
    <Button variant="contained" onClick={accept} disabled={busy}>
      {t("accept")}
    </Button>
  );
}
