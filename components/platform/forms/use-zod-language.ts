"use client";
import { useLocale } from "next-intl";
import { useEffect } from "react";
import { config } from "zod";
import { da, en } from "zod/locales";

/**
 * Zod's own messages in the interface language, so client-side field errors read naturally.
 * Called by the forms, so that screens without a form do not load zod. Only in the browser:
 * zod's configuration is global, and on the server it would change the language of every other
 * request's API errors.
 */
export function useZodLanguage() {
  const locale = useLocale();
  useEffect(() => {
    config(locale === "da" ? da() : en());
  }, [locale]);
}
