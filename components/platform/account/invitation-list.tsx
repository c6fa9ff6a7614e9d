"use client";
import { Button, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { api } from "@/lib/platform/client/api-client";

type Invitation = { id: string; organization: { id: string; name: string }; text: string };

/**
 * The organizations that invited the person, each to accept or decline. With `afterAccept` an
 * acceptance loads that page afresh (the person's organizations have changed).
 */
export function InvitationList({ invitations, afterAccept }: { invitations: Invitation[]; afterAccept?: string }) {
  const t = useTranslations("profile");
  const router = useRouter();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const answer = async (invitation: Invitation, accept: boolean) => {
    setBusy(invitation.id);
    try {
      const url = `/api/v1/user/invitations/${invitation.id}`;
      if (accept) await api(`${url}/acceptance`, { method: "POST" });
      else await api(url, { method: "DELETE" });
      toast.success(accept ? t("accepted", { organization: invitation.organization.name }) : t("declined"));
      if (accept && afterAccept) window.location.assign(afterAccept);
      else router.refresh();
    } finally {
      setBusy(null);
    }
  };
  if (!invitations.length) return <Typography color="text.secondary">{t("noInvitations")}</Typography>;
  return (
    <List disablePadding aria-label={t("invitations")}>
      {invitations.map((invitation) => (
        <ListItem key={invitation.id} disableGutters divider sx={{ flexWrap: "wrap", gap: 1 }}>
          <ListItemText primary={invitation.organization.name} secondary={invitation.text} sx={{ minWidth: 200 }} />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onClick={() => void answer(invitation, true)}
              disabled={busy === invitation.id}
              aria-label={`${t("accept")}: ${invitation.organization.name}`}
            >
              {t("accept")}
            </Button>
            <Button
              onClick={() => void answer(invitation, false)}
              disabled={busy === invitation.id}
              aria-label={`${t("decline")}: ${invitation.organization.name}`}
            >
              {t("decline")}
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
