"use client";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { config } from "zod";
import { validationErrorMap } from "@/lib/platform/i18n/validation-messages";

/**
 * Field errors as plain sentences in the interface language (the `validation` messages), never
 * zod's own wording. Called by the forms, so that screens without a form do not load zod. Only in
 * the browser: zod's configuration is global, and the server keeps its English for the API.
 */
export function useZodLanguage() {
  const t = useTranslations("validation");
  useEffect(() => {
    config({ customError: validationErrorMap((key, values) => t(key as never, values as never)) });
  }, [t]);
}
