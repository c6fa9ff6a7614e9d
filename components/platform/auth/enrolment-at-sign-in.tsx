"use client";
import { Alert, CircularProgress, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { OrganizationSummary } from "@/lib/platform/auth/types";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { RecoveryCodeList } from "@/components/platform/account/recovery-code-list";
import { TwoFactorEnrolment, type Enrolment } from "@/components/platform/account/two-factor-enrolment";

type Props = {
  onSignedIn: (organizations: OrganizationSummary[]) => void;
  onRestart: (expired: boolean) => void;
};

type Answer = { content: OrganizationSummary[]; recoveryCodes?: string[] };

/**
 * For a person who must sign in with a second factor and has none (a maintainer, or a manager of a
 * holding that asks for it): setting up the app comes before anything else, then the recovery
 * codes to save, then the app.
 */
export function EnrolmentAtSignIn({ onSignedIn, onRestart }: Props) {
  const t = useTranslations("twoFactor");
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [signedIn, setSignedIn] = useState<Answer | null>(null);
  // one secret per visit: a second request would replace the one the QR code shows
  const started = useRef(false);
  const restart = useRef(onRestart);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api<Enrolment>("/api/v1/authentications/second-factor/enrolment", { body: {}, quiet: true })
      .then(setEnrolment)
      .catch(() => restart.current(true));
  }, []);

  if (signedIn)
    return <RecoveryCodeList codes={signedIn.recoveryCodes ?? []} onDone={() => onSignedIn(signedIn.content)} />;
  return (
    <Stack spacing={2} aria-busy={!enrolment}>
      <Typography variant="h6" component="h2">
        {t("enrolTitle")}
      </Typography>
      <Alert severity="info">{t("enrolRequired")}</Alert>
      {enrolment ? (
        <TwoFactorEnrolment
          enrolment={enrolment}
          withPassword={false}
          onCancel={() => onRestart(false)}
          onConfirm={async ({ code }) => {
            try {
              setSignedIn(await api<Answer>("/api/v1/authentications/second-factor", { body: { code }, quiet: true }));
            } catch (error) {
              if (error instanceof ApiClientError && error.code === "second_factor_expired") return onRestart(true);
              throw error;
            }
          }}
        />
      ) : (
        <CircularProgress aria-label={t("preparing")} />
      )}
    </Stack>
  );
}
