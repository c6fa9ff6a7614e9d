"use client";
// The page's language ("en" or "da"), for choosing texts and names: next-intl's locale is the
// formatting locale ("en-GB"), see FORMATTING_LOCALES.
import { useLocale } from "next-intl";
import { languageOf, type Locale } from "@/lib/platform/i18n/config";

export const useLanguage = (): Locale => languageOf(useLocale());
