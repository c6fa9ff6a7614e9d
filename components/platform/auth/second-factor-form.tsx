"use client";
import { Link, Stack, TextField, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { OrganizationSummary } from "@/lib/platform/auth/types";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { SubmitButton } from "@/components/platform/forms/submit-button";

type Props = {
  onSignedIn: (organizations: OrganizationSummary[]) => void;
  /** Back to the password: the person asked, or the time for the code ran out (`expired`). */
  onRestart: (expired: boolean) => void;
};

/** The second step of signing in: the six digits the authenticator app shows, or a recovery code. */
export function SecondFactorForm({ onSignedIn, onRestart }: Props) {
  const t = useTranslations("twoFactor");
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), [recovery, problem]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setProblem(t("codeRequired"));
    setSending(true);
    setProblem(null);
    try {
      const result = await api<{ content: OrganizationSummary[] }>("/api/v1/authentications/second-factor", {
        body: { code },
        quiet: true,
      });
      onSignedIn(result.content);
    } catch (error) {
      setSending(false);
      if (!(error instanceof ApiClientError)) throw error;
      if (error.code === "second_factor_expired") return onRestart(true);
      const minutes = Math.max(1, Math.ceil(Number(error.message.match(/\d+/)?.[0] ?? 1)));
      setProblem(error.status === 429 ? t("rateLimited", { minutes }) : t("wrongCode"));
      setCode("");
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t("signInTitle")}>
      <Typography variant="h6" component="h2">
        {t("signInTitle")}
      </Typography>
      <Typography color="text.secondary">{recovery ? t("recoveryHelp") : t("codeHelp")}</Typography>
      <TextField
        inputRef={field}
        label={recovery ? t("recoveryCode") : t("code")}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        required
        error={problem !== null}
        helperText={problem}
        slotProps={{
          htmlInput: recovery
            ? { autoCapitalize: "none", spellCheck: false, maxLength: 40 }
            : { inputMode: "numeric", pattern: "[0-9 ]*", maxLength: 7 },
        }}
      />
      <SubmitButton size="large" disabled={sending}>
        {t("verify")}
      </SubmitButton>
      <Link
        component="button"
        type="button"
        onClick={() => {
          setRecovery(!recovery);
          setCode("");
          setProblem(null);
        }}
        sx={{ alignSelf: "flex-start" }}
      >
        {recovery ? t("useApp") : t("useRecoveryCode")}
      </Link>
      <Link component="button" type="button" onClick={() => onRestart(false)} sx={{ alignSelf: "flex-start" }}>
        {t("startAgain")}
      </Link>
    </Stack>
  );
}
