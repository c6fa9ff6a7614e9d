"use client";
import { Alert, Box, Stack, TextField } from "@mui/material";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { ApiClientError } from "@/lib/platform/client/api-client";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { PlainButton } from "@/components/platform/ui/plain-button";

export type CodeValues = { code: string; password: string };
type Values = CodeValues;

type Props = {
  /** The form's name for assistive technology, and its button. */
  label: string;
  submitText: string;
  /** Whether the password is asked for too (turning two-factor sign-in on or off). */
  withPassword: boolean;
  /** Whether a recovery code may stand in for the app's code (not while setting the app up). */
  recoveryAllowed?: boolean;
  onSubmit: (values: Values) => Promise<void>;
  onCancel: () => void;
};

/** A code from the app (or a recovery code), and the password where the change needs it. */
export function CodeForm({ label, submitText, withPassword, recoveryAllowed = true, onSubmit, onCancel }: Props) {
  const t = useTranslations("twoFactor");
  const [values, setValues] = useState<Values>({ code: "", password: "" });
  const [problems, setProblems] = useState<Partial<Record<keyof Values | "form", string>>>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      ...(values.code.trim() ? {} : { code: t("codeRequired") }),
      ...(withPassword && !values.password ? { password: t("passwordRequired") } : {}),
    };
    setProblems(missing);
    if (Object.keys(missing).length) return;
    setSending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      setProblems(
        error.fields.password
          ? { password: t("wrongPassword") }
          : error.fields.code
            ? { code: t("wrongCode") }
            : { form: error.message },
      );
    } finally {
      setSending(false);
    }
  };

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={label} sx={{ maxWidth: 520 }}>
      {problems.form ? (
        <Alert severity="error" role="alert">
          {problems.form}
        </Alert>
      ) : null}
      <TextField
        label={recoveryAllowed ? t("codeOrRecoveryCode") : t("code")}
        value={values.code}
        onChange={set("code")}
        autoComplete="one-time-code"
        autoFocus
        error={!!problems.code}
        helperText={problems.code}
        slotProps={{ htmlInput: { autoCapitalize: "none", spellCheck: false, maxLength: 40 } }}
      />
      {withPassword ? (
        <TextField
          label={t("password")}
          type="password"
          value={values.password}
          onChange={set("password")}
          autoComplete="current-password"
          error={!!problems.password}
          helperText={problems.password}
        />
      ) : null}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <SubmitButton disabled={sending}>{submitText}</SubmitButton>
        <PlainButton type="button" onClick={onCancel}>
          {t("cancel")}
        </PlainButton>
      </Box>
    </Stack>
  );
}
