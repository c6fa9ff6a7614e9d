"use client";
import { Box, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { api } from "@/lib/platform/client/api-client";
import { CodeForm } from "./code-form";

export type Enrolment = { secret: string; uri: string; qrCode: string };

type Props = { enrolment: Enrolment; onEnrolled: (recoveryCodes: string[]) => void; onCancel: () => void };

/** The new secret as a QR code and as text to type, then the app's first code and the password. */
export function TwoFactorEnrolment({ enrolment, onEnrolled, onCancel }: Props) {
  const t = useTranslations("twoFactor");
  const grouped = enrolment.secret.match(/.{1,4}/g)!.join(" ");
  return (
    <Stack spacing={2}>
      <Typography>{t("scan")}</Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrCode)}`}
        alt={t("qrAlt")}
        sx={{ width: 200, height: 200, bgcolor: "#fff" }}
      />
      <Typography>
        {t("typeKey")}{" "}
        <Box component="code" sx={{ fontSize: "1.05rem", wordBreak: "break-all" }}>
          {grouped}
        </Box>
      </Typography>
      <Typography>{t("confirmHelp")}</Typography>
      <CodeForm
        label={t("turnOn")}
        submitText={t("turnOn")}
        withPassword
        onCancel={onCancel}
        onSubmit={async ({ code, password }) => {
          const answer = await api<{ recoveryCodes: string[] }>("/api/v1/user/two-factor", {
            method: "PUT",
            body: { code, password },
            quiet: true,
          });
          onEnrolled(answer.recoveryCodes);
        }}
      />
    </Stack>
  );
}
