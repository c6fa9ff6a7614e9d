"use client";
import { Stack, Typography } from "@mui/material";
import { useTranslations } from "next-intl";
import { Controller, type FieldValues, type Path } from "react-hook-form";
import { FormTextField, type FormControl } from "@/components/platform/forms/fields";
import { RichTextEditor } from "@/components/platform/rich-text/rich-text-editor";
import type { ContentLanguage } from "@/lib/modules/operation/procedures/choices";

type LanguageValues = {
  titleEn?: string | null;
  contentEn?: string | null;
  titleDa?: string | null;
  contentDa?: string | null;
};

/** One language's title and text, for procedures and their templates alike. */
export function LanguageTexts<V extends FieldValues & LanguageValues>({
  control,
  language,
  autoFocus,
}: {
  control: FormControl<V>;
  language: ContentLanguage;
  autoFocus?: boolean;
}) {
  const t = useTranslations("procedures");
  const suffix = language === "en" ? "En" : "Da";
  const title = `title${suffix}` as Path<V>;
  const content = `content${suffix}` as Path<V>;
  return (
    <Stack spacing={2} component="section" aria-labelledby={`language-${language}`}>
      <Typography variant="h6" component="h2" id={`language-${language}`}>
        {t(`languageNames.${language}`)}
      </Typography>
      <FormTextField control={control} name={title} label={t(`form.title${suffix}`)} autoFocus={autoFocus} />
      <Controller
        control={control}
        name={content}
        render={({ field, fieldState }) => (
          <RichTextEditor
            value={(field.value as string | null) ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={t(`form.content${suffix}`)}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? t("form.contentHelp")}
          />
        )}
      />
    </Stack>
  );
}
