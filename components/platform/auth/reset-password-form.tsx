"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Link, Stack, TextField } from "@mui/material";
import AppLink from "@/components/platform/ui/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import { SubmitButton } from "@/components/platform/forms/submit-button";

const formSchema = z
  .object({ password: z.string().min(12, "too_short"), confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ["confirm"], message: "mismatch" });

type Values = z.input<typeof formSchema>;
const PROBLEMS = ["too_short", "same_as_email", "too_common"] as const;
type Problem = (typeof PROBLEMS)[number];
const isProblem = (value: unknown): value is Problem => PROBLEMS.includes(value as Problem);

export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations("resetPassword");
  const tSignIn = useTranslations("signIn");
  const [state, setState] = useState<"editing" | "done" | "invalid">(token ? "editing" : "invalid");
  useZodLanguage();
  const form = useForm<Values>({ resolver: zodResolver(formSchema), defaultValues: { password: "", confirm: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await api("/api/v1/user/password", { body: { password, token }, quiet: true });
      setState("done");
    } catch (error) {
      if (error instanceof ApiClientError && error.code === "invalid_token") setState("invalid");
      else if (error instanceof ApiClientError && error.fields.password) {
        const problem = error.code.replace(/^password_/, "");
        form.setError("password", { message: isProblem(problem) ? problem : error.fields.password });
      } else throw error;
    }
  });

  const fieldText = (message?: string) =>
    message === "mismatch" ? t("mismatch") : isProblem(message) ? t(`problems.${message}`) : message;

  if (state !== "editing") {
    return (
      <Stack spacing={2}>
        <Alert severity={state === "done" ? "success" : "error"} role={state === "done" ? "status" : "alert"}>
          {state === "done" ? t("success") : token ? t("invalidToken") : t("missingToken")}
        </Alert>
        <Link component={AppLink} href="/">
          {tSignIn("backToSignIn")}
        </Link>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t("title")}>
      <TextField
        label={t("password")}
        type="password"
        autoComplete="new-password"
        autoFocus
        {...form.register("password")}
        error={!!errors.password}
        helperText={fieldText(errors.password?.message)}
      />
      <TextField
        label={t("confirm")}
        type="password"
        autoComplete="new-password"
        {...form.register("confirm")}
        error={!!errors.confirm}
        helperText={fieldText(errors.confirm?.message)}
      />
      <SubmitButton disabled={isSubmitting}>{t("submit")}</SubmitButton>
    </Stack>
  );
}
