"use client";
import { List, ListItem, ListItemText } from "@mui/material";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { PlainButton } from "@/components/platform/ui/plain-button";
import { api } from "@/lib/platform/client/api-client";

type Session = {
  id: string;
  current: boolean;
  browser: string | null;
  ipAddress: string | null;
  signedInDate: string;
  lastSeenDate: string;
};

/**
 * Where the person is signed in: each live session with its browser, address, when it signed in
 * and when it was last used, and a button that ends it. Ending this browser's session signs out.
 */
export function SessionList() {
  const t = useTranslations("profile");
  const format = useFormatter();
  const [sessions, setSessions] = useState<Session[] | null>(null);
  const load = () =>
    api<Session[]>("/api/v1/user/sessions", { quiet: true })
      .then(setSessions)
      .catch(() => setSessions([]));
  useEffect(() => {
    void load();
  }, []);

  const end = async (session: Session) => {
    await api(`/api/v1/user/sessions/${session.id}`, { method: "DELETE" });
    // a full load drops every piece of the signed-in client state
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (session.current) window.location.assign("/");
    else await load();
  };

  const when = (date: string) => format.dateTime(new Date(date), "timestamp");
  return (
    <List dense disablePadding aria-label={t("activeSessions")}>
      {(sessions ?? []).map((session) => (
        <ListItem
          key={session.id}
          divider
          disableGutters
          secondaryAction={
            <PlainButton size="small" color={session.current ? "error" : "primary"} onClick={() => void end(session)}>
              {session.current ? t("endThisSession") : t("endSession")}
            </PlainButton>
          }
        >
          <ListItemText
            primary={`${session.browser ?? t("unknownBrowser")}${session.current ? ` (${t("thisBrowser")})` : ""}`}
            secondary={t("sessionFacts", {
              address: session.ipAddress ?? "–",
              signedIn: when(session.signedInDate),
              lastSeen: when(session.lastSeenDate),
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}
