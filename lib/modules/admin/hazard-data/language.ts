import "server-only";
import { getLocale } from "next-intl/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/platform/i18n/config";

/** The interface language of the page being rendered, for data functions that answer in one. */
export async function pageLanguage(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
