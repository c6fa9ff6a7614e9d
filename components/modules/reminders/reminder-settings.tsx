"use client";
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/platform/feedback/toast-provider";
import { api } from "@/lib/platform/client/api-client";
import { REMINDER_FREQUENCIES } from "@/lib/modules/reminders/schema";

type Settings = { reminderFrequency: (typeof REMINDER_FREQUENCIES)[number]; calendarFeed: boolean };

/**
 * The person's reminders on the profile: how often the e-mail digest comes, and the calendar feed
 * (made, renewed or stopped here; its secret address is shown once, when it is made).
 */
export function ReminderSettings(props: { settings: Settings; soonDays: number }) {
  const t = useTranslations("reminders");
  const toast = useToast();
  const [frequency, setFrequency] = useState(props.settings.reminderFrequency);
  const [feed, setFeed] = useState(props.settings.calendarFeed);
  const [address, setAddress] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (value: Settings["reminderFrequency"]) => {
    setFrequency(value);
    await api("/api/v1/user/reminders", { method: "PUT", body: { reminderFrequency: value } });
    toast.success(t("saved"));
  };
  const renew = async () => {
    setBusy(true);
    try {
      const { url } = await api<{ url: string }>("/api/v1/user/calendar-feed", { method: "POST" });
      setAddress(url);
      setFeed(true);
    } finally {
      setBusy(false);
    }
  };
  const stop = async () => {
    await api("/api/v1/user/calendar-feed", { method: "DELETE" });
    setFeed(false);
    setAddress(null);
    toast.success(t("feedStopped"));
  };

  return (
    <Stack spacing={3}>
      <TextField
        select
        label={t("frequency")}
        value={frequency}
        onChange={(event) => void save(event.target.value as Settings["reminderFrequency"])}
        helperText={t("frequencyHelp", { days: props.soonDays })}
        name="reminderFrequency"
        sx={{ maxWidth: 420 }}
      >
        {REMINDER_FREQUENCIES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`frequencies.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t("feed")}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t("feedHelp")}
        </Typography>
        {address ? (
          <Alert severity="success" sx={{ mb: 1, wordBreak: "break-all" }}>
            {t("feedCreated")}
            <br />
            <code data-testid="calendar-address">{address}</code>
            <Box sx={{ mt: 1 }}>
              <Button
                size="small"
                onClick={() => void navigator.clipboard?.writeText(address).then(() => toast.success(t("copied")))}
              >
                {t("copy")}
              </Button>
            </Box>
          </Alert>
        ) : (
          <Typography sx={{ mb: 1 }}>{feed ? t("feedActive") : t("feedNone")}</Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1 }}>
          <Button variant="outlined" onClick={() => void renew()} disabled={busy}>
            {feed ? t("renewFeed") : t("createFeed")}
          </Button>
          {feed ? <Button onClick={() => void stop()}>{t("stopFeed")}</Button> : null}
        </Stack>
        {feed ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t("renewHelp")}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}
