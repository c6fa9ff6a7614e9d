"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Divider, Link, Stack, TextField } from "@mui/material";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { signInSchema } from "@/lib/platform/auth/schema";
import type { OrganizationSummary } from "@/lib/platform/auth/types";
import { api, ApiClientError } from "@/lib/platform/client/api-client";
import { rememberActiveOrganization } from "@/lib/platform/client/active-organization";
import { safeReturnUrl } from "@/lib/platform/http/return-url";
import { ForgotPasswordForm } from "./forgot-password-form";
import { EnrolmentAtSignIn } from "./enrolment-at-sign-in";
import { SecondFactorForm } from "./second-factor-form";
import { startOrganizationSignIn } from "./organization-sign-in";
import { domainOf, ORGANIZATION_SIGN_IN_REFUSALS } from "@/lib/platform/auth/single-sign-on/schema";
import { useZodLanguage } from "@/components/platform/forms/use-zod-language";
import { SubmitButton } from "@/components/platform/forms/submit-button";

type Values = z.input<typeof signInSchema>;

const isRefusal = (reason: string) => (ORGANIZATION_SIGN_IN_REFUSALS as readonly string[]).includes(reason);

type Props = {
  returnUrl: string | null;
  /** The provider of the holding a sign-in link names (`/?organization=<id>`). */
  organizationProvider?: string | null;
  /** `sso_error` from the way back, or "failed" for any of next-auth's errors. */
  organizationFailure?: string | null;
};

export function SignInForm({ returnUrl, organizationProvider = null, organizationFailure = null }: Props) {
  const t = useTranslations("signIn");
  const [failure, setFailure] = useState<string | null>(() =>
    organizationFailure
      ? t(`errors.organization.${isRefusal(organizationFailure) ? organizationFailure : "failed"}`)
      : null,
  );
  const [leaving, setLeaving] = useState(false);
  const [forgot, setForgot] = useState(false);
  const [secondFactor, setSecondFactor] = useState<"code" | "enrol" | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useZodLanguage();
  // the submit button is disabled while signing in, which would drop the focus to the page body:
  // the error takes it, so it is read out and the next Tab is the e-mail field again
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  const form = useForm<Values>({ resolver: zodResolver(signInSchema), defaultValues: { username: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const signedIn = (organizations: OrganizationSummary[]) => {
    if (organizations[0]) rememberActiveOrganization(organizations[0].id);
    window.location.assign(safeReturnUrl(returnUrl) ?? "/dashboard");
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await api<{ content: OrganizationSummary[] } | { secondFactor: "code" | "enrol" }>(
        "/api/v1/authentications",
        { body: new URLSearchParams(values), quiet: true },
      );
      if ("secondFactor" in result) setSecondFactor(result.secondFactor);
      else signedIn(result.content);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 429) {
        const minutes = Math.max(1, Math.ceil(Number(error.message.match(/\d+/)?.[0] ?? 15)));
        setFailure(t("errors.rateLimited", { minutes }));
      } else if (error instanceof ApiClientError && error.status === 401) {
        setFailure(t("errors.badCredentials"));
      } else if (error instanceof ApiClientError && error.code === "single_sign_on_required") {
        setFailure(t("errors.singleSignOnRequired"));
      } else if (error instanceof ApiClientError && error.code === "csrf_cookie_blocked") {
        // reloading cannot help: the browser drops the Secure cookie on this plain-HTTP page
        const address = /https:\/\/[^\s;]+/.exec(error.message)?.[0];
        setFailure(t("errors.cookiesBlocked", { address: address ?? "https://" }));
      } else if (error instanceof ApiClientError && error.status === 503) {
        setFailure(t("errors.unavailable"));
      } else {
        setFailure(error instanceof ApiClientError ? error.message : String(error));
      }
    }
  });

  const toOrganization = async (provider: string) => {
    setLeaving(true);
    try {
      await startOrganizationSignIn(provider, returnUrl);
    } catch {
      setLeaving(false);
      setFailure(t("errors.organization.failed"));
    }
  };

  // the provider of the address's domain, asked for once the address itself is valid
  const organizationSignIn = async () => {
    setFailure(null);
    if (!(await form.trigger("username"))) return;
    const email = form.getValues("username").trim();
    try {
      const { singleSignOn } = await api<{ singleSignOn: { provider: string } | null }>(
        `/api/v1/sign-in-methods?${new URLSearchParams({ email })}`,
        { quiet: true },
      );
      if (singleSignOn) await toOrganization(singleSignOn.provider);
      else setFailure(t("errors.noOrganizationSignIn", { domain: domainOf(email) }));
    } catch {
      setFailure(t("errors.organization.failed"));
    }
  };

  if (secondFactor) {
    const restart = (expired: boolean) => {
      setSecondFactor(null);
      form.setValue("password", "");
      setFailure(expired ? t("errors.codeExpired") : null);
    };
    return secondFactor === "enrol" ? (
      <EnrolmentAtSignIn onSignedIn={signedIn} onRestart={restart} />
    ) : (
      <SecondFactorForm onSignedIn={signedIn} onRestart={restart} />
    );
  }
  if (forgot) return <ForgotPasswordForm initialEmail={form.getValues("username")} onBack={() => setForgot(false)} />;

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t("title")}>
      {failure ? (
        <Alert severity="error" role="alert" ref={failureRef} tabIndex={-1}>
          {failure}
        </Alert>
      ) : null}
      {organizationProvider ? (
        <>
          <Button
            variant="contained"
            size="large"
            disabled={leaving}
            onClick={() => toOrganization(organizationProvider)}
          >
            {t("organizationContinue")}
          </Button>
          <Divider>{t("orWithPassword")}</Divider>
        </>
      ) : null}
      <TextField
        label={t("email")}
        type="email"
        autoComplete="username"
        autoFocus
        required
        {...form.register("username")}
        error={!!errors.username}
        helperText={errors.username ? t("errors.emailRequired") : undefined}
      />
      <TextField
        label={t("password")}
        type="password"
        autoComplete="current-password"
        required
        {...form.register("password")}
        error={!!errors.password}
        helperText={errors.password ? t("errors.passwordRequired") : undefined}
      />
      <SubmitButton size="large" disabled={isSubmitting || leaving}>
        {t("submit")}
      </SubmitButton>
      {organizationProvider ? null : (
        <Button variant="outlined" size="large" disabled={isSubmitting || leaving} onClick={organizationSignIn}>
          {t("organizationSignIn")}
        </Button>
      )}
      <Link component="button" type="button" onClick={() => setForgot(true)} sx={{ alignSelf: "flex-start" }}>
        {t("forgot")}
      </Link>
    </Stack>
  );
}
