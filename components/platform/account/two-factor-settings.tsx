"use client";
import { Box, Stack, Typography } from "@mui/material";
import { useFormatter, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api } from "@/lib/platform/client/api-client";
import { PlainButton } from "@/components/platform/ui/plain-button";
import { CodeForm } from "./code-form";
import { RecoveryCodeList } from "./recovery-code-list";
import { TwoFactorEnrolment, type Enrolment } from "./two-factor-enrolment";

export type TwoFactorStatus = {
  enabled: boolean;
  /** A maintainer, or a manager of a holding that asks for it: it cannot be turned off. */
  required: boolean;
  enabledDate: string | null;
  recoveryCodesLeft: number;
};

type Stage =
  | { kind: "overview" }
  | { kind: "enrolling"; enrolment: Enrolment }
  | { kind: "codes"; codes: string[] }
  | { kind: "renewing" }
  | { kind: "turningOff" };

/**
 * Two-factor sign-in on the profile: off, it offers to set it up; on, it says since when and how
 * many recovery codes are left, and offers new codes or turning it off (each needs a code).
 */
export function TwoFactorSettings({ status }: { status: TwoFactorStatus }) {
  const t = useTranslations("twoFactor");
  const format = useFormatter();
  const router = useRouter();
  const [stage, setStage] = useState<Stage>({ kind: "overview" });
  const overview = () => {
    setStage({ kind: "overview" });
    router.refresh();
  };

  if (stage.kind === "enrolling") {
    return (
      <TwoFactorEnrolment
        enrolment={stage.enrolment}
        withPassword
        onCancel={overview}
        onConfirm={async ({ code, password }) => {
          const answer = await api<{ recoveryCodes: string[] }>("/api/v1/user/two-factor", {
            method: "PUT",
            body: { code, password },
            quiet: true,
          });
          setStage({ kind: "codes", codes: answer.recoveryCodes });
        }}
      />
    );
  }
  if (stage.kind === "codes") return <RecoveryCodeList codes={stage.codes} onDone={overview} />;
  if (stage.kind === "renewing") {
    return (
      <CodeForm
        label={t("renew")}
        submitText={t("renew")}
        withPassword={false}
        onCancel={overview}
        onSubmit={async ({ code }) => {
          const answer = await api<{ recoveryCodes: string[] }>("/api/v1/user/two-factor/recovery-codes", {
            body: { code },
            quiet: true,
          });
          setStage({ kind: "codes", codes: answer.recoveryCodes });
        }}
      />
    );
  }
  if (stage.kind === "turningOff") {
    return (
      <CodeForm
        label={t("turnOff")}
        submitText={t("turnOff")}
        withPassword
        onCancel={overview}
        onSubmit={async ({ code, password }) => {
          await api("/api/v1/user/two-factor", { method: "DELETE", body: { code, password }, quiet: true });
          overview();
        }}
      />
    );
  }

  const start = async () =>
    setStage({ kind: "enrolling", enrolment: await api<Enrolment>("/api/v1/user/two-factor/enrolment", { body: {} }) });
  return (
    <Stack spacing={2}>
      <Typography>
        {status.enabled
          ? t("onSince", {
              date: format.dateTime(new Date(status.enabledDate!), "day"),
              count: status.recoveryCodesLeft,
            })
          : t("offHelp")}
        {status.required ? ` ${t("requiredHelp")}` : null}
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        {status.enabled ? (
          <>
            <PlainButton variant="outlined" onClick={() => setStage({ kind: "renewing" })}>
              {t("renew")}
            </PlainButton>
            {status.required ? null : (
              <PlainButton color="error" onClick={() => setStage({ kind: "turningOff" })}>
                {t("turnOff")}
              </PlainButton>
            )}
          </>
        ) : (
          <PlainButton variant="contained" onClick={() => void start()}>
            {t("setUp")}
          </PlainButton>
        )}
      </Box>
    </Stack>
  );
}
