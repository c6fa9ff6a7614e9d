"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Link, Stack, TextField, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { passwordResetRequestSchema } from "@/lib/platform/auth/schema";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import { SubmitButton } from "@/components/platform/forms/submit-button";

type Values = z.input<typeof passwordResetRequestSchema>;

/** Asks for a reset link; says the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const t = useTranslations("signIn");
  const [sentTo, setSentTo] = useState<string | null>(null);
  useZodLanguage();
  const form = useForm<Values>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: initialEmail },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await api("/api/v1/user/password-reset", { body: { email }, quiet: true });
      setSentTo(email);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 429) setFailure(t("errors.resetRateLimited"));
      else if (error instanceof ApiClientError && error.status === 503) setFailure(t("errors.unavailable"));
      else setFailure(error instanceof ApiClientError ? error.message : String(error));
    }
  });
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t("forgotTitle")}>
      <Typography variant="h6" component="h2">
        {t("forgotTitle")}
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {sentTo ? (
        <Alert severity="success" role="status">
          {t("forgotSent", { email: sentTo })}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary">{t("forgotText")}</Typography>
          <TextField
            label={t("email")}
            type="email"
            autoComplete="email"
            autoFocus
            {...form.register("email")}
            error={!!form.formState.errors.email}
            helperText={form.formState.errors.email ? t("errors.emailRequired") : undefined}
          />
          <SubmitButton disabled={form.formState.isSubmitting}>{t("forgotSubmit")}</SubmitButton>
        </>
      )}
      <Link component="button" type="button" onClick={onBack} sx={{ alignSelf: "flex-start" }}>
        {t("backToSignIn")}
      </Link>
    </Stack>
  );
}
