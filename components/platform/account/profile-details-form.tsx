"use client";
import { Box, MenuItem, Stack, TextField } from "@mui/material";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { FormTextField } from "@/components/platform/forms/fields";
import { useEntityForm } from "@/components/platform/forms/use-entity-form";
import { profileUpdateSchema } from "@/lib/platform/account/schema";
import { api } from "@/lib/platform/client/api-client";
import { writeBrowserCookie } from "@/lib/platform/client/browser-cookies";
import { LOCALES } from "@/lib/platform/i18n/config";
import { Controller } from "react-hook-form";
import { SubmitButton } from "@/components/platform/forms/submit-button";

type Values = z.input<typeof profileUpdateSchema>;

/** The person's own name and language; the page follows the language once saved. */
export function ProfileDetailsForm({ profile }: { profile: { name: string; email: string; language: "en" | "da" } }) {
  const t = useTranslations("profile");
  const tShell = useTranslations("shell");
  const { form, submit, saving } = useEntityForm<Values, unknown, unknown>({
    schema: profileUpdateSchema as unknown as z.ZodType<unknown, Values>,
    defaultValues: { name: profile.name, language: profile.language },
    save: async (values) => {
      await api("/api/v1/user", { method: "PATCH", body: values });
      if (values.language) writeBrowserCookie("lang", values.language);
    },
    successMessage: () => t("saved"),
  });
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t("details")} sx={{ maxWidth: 520 }}>
      <FormTextField
        control={form.control}
        name="name"
        label={t("name")}
        required
        autoComplete="name"
        helperText={t("nameHelp")}
      />
      <TextField label={t("email")} value={profile.email} disabled fullWidth />
      <Controller
        control={form.control}
        name="language"
        render={({ field }) => (
          <TextField
            select
            label={t("language")}
            name={field.name}
            value={field.value ?? profile.language}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            fullWidth
          >
            {LOCALES.map((language) => (
              <MenuItem key={language} value={language} lang={language}>
                {tShell(`languages.${language}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Box>
        <SubmitButton disabled={saving}>{t("save")}</SubmitButton>
      </Box>
    </Stack>
  );
}
