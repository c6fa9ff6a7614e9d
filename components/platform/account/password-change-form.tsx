"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Stack, TextField } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { SubmitButton } from "@/components/platform/forms/submit-button";

const formSchema = z
  .object({
    currentPassword: z.string().min(1, "required"),
    newPassword: z.string().min(12, "too_short"),
    confirm: z.string(),
  })
  .refine((values) => values.newPassword === values.confirm, { path: ["confirm"], message: "mismatch" });
type Values = z.input<typeof formSchema>;

const PROBLEMS = ["too_short", "same_as_email", "too_common"] as const;
type Problem = (typeof PROBLEMS)[number];
const isProblem = (value: unknown): value is Problem => PROBLEMS.includes(value as Problem);

/** A new password after the current one; the person's other sessions end with it. */
export function PasswordChangeForm() {
  const t = useTranslations("profile");
  const tReset = useTranslations("resetPassword");
  const [done, setDone] = useState(false);
  useZodLanguage();
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(false);
    try {
      await api("/api/v1/user/password-change", { body: { currentPassword, newPassword }, quiet: true });
      form.reset();
      setDone(true);
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      if (error.fields.currentPassword) form.setError("currentPassword", { message: "wrong" }, { shouldFocus: true });
      else if (error.fields.newPassword) {
        const problem = error.code.replace(/^password_/, "");
        form.setError(
          "newPassword",
          { message: isProblem(problem) ? problem : error.fields.newPassword },
          { shouldFocus: true },
        );
      } else throw error;
    }
  });

  const text = (message?: string) =>
    message === "required"
      ? t("currentRequired")
      : message === "wrong"
        ? t("wrongPassword")
        : message === "mismatch"
          ? tReset("mismatch")
          : isProblem(message)
            ? tReset(`problems.${message}`)
            : message;

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t("password")} sx={{ maxWidth: 520 }}>
      {done ? (
        <Alert severity="success" role="status">
          {t("passwordChanged")}
        </Alert>
      ) : null}
      <TextField
        label={t("currentPassword")}
        type="password"
        autoComplete="current-password"
        {...form.register("currentPassword")}
        error={!!errors.currentPassword}
        helperText={text(errors.currentPassword?.message)}
        fullWidth
      />
      <TextField
        label={t("newPassword")}
        type="password"
        autoComplete="new-password"
        {...form.register("newPassword")}
        error={!!errors.newPassword}
        helperText={text(errors.newPassword?.message) ?? tReset("rules")}
        fullWidth
      />
      <TextField
        label={t("confirmPassword")}
        type="password"
        autoComplete="new-password"
        {...form.register("confirm")}
        error={!!errors.confirm}
        helperText={text(errors.confirm?.message)}
        fullWidth
      />
      <Box>
        <SubmitButton disabled={isSubmitting}>{t("changePassword")}</SubmitButton>
      </Box>
    </Stack>
  );
}
