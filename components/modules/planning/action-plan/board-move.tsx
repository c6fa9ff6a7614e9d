"use client";
import { Button, Menu, MenuItem } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useApiAction } from "@/components/platform/feedback/use-api-action";
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
  const { run, busy } = useApiAction();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const move = (status: (typeof PROGRESS_STATUSES)[number]) => {
    setAnchor(null);
    return run(
      `/api/v1/organizations/${props.action.organizationId}/actions/${props.action.id}/progress`,
      {
        method: "POST",
        body: {
          status,
          doneDate: status === "DONE" ? props.today : null,
          lastModifiedDate: props.action.lastModifiedDate,
        },
      },
      { kind: "action", message: t("board.moved", { title: props.action.title, status: t(`statuses.${status}`) }) },
    );
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
