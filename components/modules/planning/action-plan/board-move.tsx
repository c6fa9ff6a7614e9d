"use client";
import { Button, Menu, MenuItem } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { announceRecordChange } from "@/lib/platform/client/record-changes";
import { PROGRESS_STATUSES } from "@/lib/modules/planning/action-plan/choices";

/**
 * A card's move to another column, by keyboard as by pointer: a button opening the statuses it may
 * take (a cancellation, which needs a reason, is made on the action's own form). Done is done today.
 */
export function BoardMove(props: {
  action: { id: string; title: string; status: string; organizationId: string; lastModifiedDate: string };
  today: string;
}) {
  const t = useTranslations("actionPlan");
  const tForms = useTranslations("forms");
  const router = useRouter();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const move = async (status: (typeof PROGRESS_STATUSES)[number]) => {
    setAnchor(null);
    setBusy(true);
    try {
      await api(`/api/v1/organizations/${props.action.organizationId}/actions/${props.action.id}/progress`, {
        method: "POST",
        body: {
          status,
          doneDate: status === "DONE" ? props.today : null,
          lastModifiedDate: props.action.lastModifiedDate,
        },
      });
      announceRecordChange("action");
      toast.success(t("board.moved", { title: props.action.title, status: t(`statuses.${status}`) }));
      router.refresh();
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      toast.error(error.status === 409 ? tForms("stale") : error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        aria-haspopup="menu"
        aria-label={t("board.move", { title: props.action.title })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t("board.moveShort")}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PROGRESS_STATUSES.filter((status) => status !== props.action.status).map((status) => (
          <MenuItem key={status} onClick={() => move(status)}>
            {t("board.moveTo", { status: t(`statuses.${status}`) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
