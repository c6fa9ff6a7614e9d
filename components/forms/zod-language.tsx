"use client";
import { useLocale } from "next-intl";
import { z } from "zod";

/** Zod's own messages in the interface language, so client-side field errors read naturally. */
export function ZodLanguage() {
  const locale = useLocale();
  z.config(locale === "da" ? z.locales.da() : z.locales.en());
  return null;
}
