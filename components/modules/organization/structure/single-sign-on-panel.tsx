"use client";
import { Paper, Stack, TextField, Typography } from "@mui/material";
import { useFormatter, useTranslations } from "next-intl";
import { FormCheckbox, FormTextField } from "@/components/platform/forms/fields";
import { SubmitButton } from "@/components/platform/forms/submit-button";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { api } from "@/lib/platform/client/api-client";
import { domainList, singleSignOnFormSchema } from "@/lib/platform/auth/single-sign-on/schema";

export type SingleSignOnSettings = {
  issuer: string;
  clientId: string;
  clientSecretChangedDate: string | Date;
  domains: string[];
  required: boolean;
  redirectUri: string;
  signInLink: string;
  lastModifiedDate: string | Date;
};

/** An address to copy into the provider's registration or a mail to the members: read-only, selectable. */
function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      slotProps={{
        htmlInput: {
          readOnly: true,
          onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
        },
      }}
    />
  );
}

/**
 * A holding's identity provider (OpenID Connect): issuer, client, the e-mail domains whose people
 * sign in through it, and whether they must. Once saved, it shows the addresses to register at the
 * provider and to give to the members. The editor keys it by the saved settings, so after a save
 * or a removal it starts again from what is stored (the secret's field empty).
 */
export function SingleSignOnPanel({
  organizationId,
  settings,
}: {
  organizationId: string;
  settings: SingleSignOnSettings | null;
}) {
  const t = useTranslations("singleSignOn");
  const format = useFormatter();
  const path = `/api/v1/organizations/${organizationId}/single-sign-on`;
  const { form, submit, saving } = useEntityForm({
    schema: singleSignOnFormSchema,
    defaultValues: {
      issuer: settings?.issuer ?? "",
      clientId: settings?.clientId ?? "",
      clientSecret: "",
      domains: settings?.domains.join(", ") ?? "",
      required: settings?.required ?? false,
      lastModifiedDate: settings ? new Date(settings.lastModifiedDate).toISOString() : undefined,
    },
    save: (values) => api(path, { method: "PUT", body: { ...values, domains: domainList(values.domains) } }),
    successMessage: () => t("saved"),
  });
  const { control } = form;
  const secretChanged = settings && format.dateTime(new Date(settings.clientSecretChangedDate), "timestamp");
  return (
    <Paper component="section" aria-labelledby="single-sign-on-title" sx={{ p: 2 }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Typography variant="h6" component="h2" id="single-sign-on-title">
          {t("title")}
        </Typography>
        <Typography variant="body2">{settings ? t("introSetUp") : t("intro")}</Typography>
        <FormTextField
          control={control}
          name="issuer"
          label={t("form.issuer")}
          helperText={t("form.issuerHelp")}
          type="url"
          required
        />
        <FormTextField control={control} name="clientId" label={t("form.clientId")} required />
        <FormTextField
          control={control}
          name="clientSecret"
          label={t("form.clientSecret")}
          type="password"
          autoComplete="off"
          required={!settings}
          helperText={secretChanged ? t("form.clientSecretKeep", { date: secretChanged }) : undefined}
        />
        <FormTextField
          control={control}
          name="domains"
          label={t("form.domains")}
          helperText={t("form.domainsHelp")}
          required
        />
        <FormCheckbox
          control={control}
          name="required"
          label={t("form.required")}
          helperText={t("form.requiredHelp")}
        />
        {settings ? (
          <>
            <CopyField label={t("form.redirectUri")} value={settings.redirectUri} />
            <CopyField label={t("form.signInLink")} value={settings.signInLink} />
          </>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ flexWrap: "wrap", rowGap: 1 }}>
          <SubmitButton disabled={saving}>{t("save")}</SubmitButton>
          {settings ? <RemovalButton kind="remove" path={path} name={t("title")} /> : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
