"use client";
import { Box, Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { CodeForm, type CodeValues } from "./code-form";

export type Enrolment = { secret: string; uri: string; qrCode: string };

type Props = {
  enrolment: Enrolment;
  /** On the profile the password comes with the first code; at sign-in it was just given. */
  withPassword: boolean;
  onConfirm: (values: CodeValues) => Promise<void>;
  onCancel: () => void;
};

/** The new secret as a QR code and as text to type, then the app's first code (and the password). */
export function TwoFactorEnrolment({ enrolment, withPassword, onConfirm, onCancel }: Props) {
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
      <Typography>{withPassword ? t("confirmHelp") : t("confirmCodeHelp")}</Typography>
      <CodeForm
        label={t("turnOn")}
        submitText={t("turnOn")}
        withPassword={withPassword}
        recoveryAllowed={false}
        onCancel={onCancel}
        onSubmit={onConfirm}
      />
    </Stack>
  );
}
