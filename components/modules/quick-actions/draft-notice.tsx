"use client";
import { Alert, Button } from "@mui/material";
import { useTranslations } from "next-intl";

/**
 * What the phone holds of a quick action: "saved on this phone" while it waits for the connection,
 * or a draft brought back from an earlier visit, which the person may drop.
 */
export function DraftNotice(props: { waiting: boolean; restored: boolean; onDiscard: () => void }) {
  const t = useTranslations("quickActions.draft");
  if (props.waiting) {
    return (
      <Alert severity="warning" role="status">
        {t("savedOffline")}
      </Alert>
    );
  }
  if (!props.restored) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={props.onDiscard} sx={{ minHeight: 44 }}>
          {t("discard")}
        </Button>
      }
    >
      {t("restored")}
    </Alert>
  );
}
