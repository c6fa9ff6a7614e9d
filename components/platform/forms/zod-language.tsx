"use client";
import { useLocale } from "next-intl";
import { useEffect } from "react";
import { z } from "zod";

/**
 * Zod's own messages in the interface language, so client-side field errors read naturally.
 * Only in the browser: zod's configuration is global, and on the server it would change the
 * language of every other request's API errors.
 */
export function ZodLanguage() {
  const locale = useLocale();
  useEffect(() => {
    z.config(locale === "da" ? z.locales.da() : z.locales.en());
  }, [locale]);
  return null;
}
