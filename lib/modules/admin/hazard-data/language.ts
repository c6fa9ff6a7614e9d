import "server-only";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/platform/i18n/config";
import { getLanguage } from "@/lib/platform/i18n/get-language";

/** The interface language of the page being rendered, for data functions that answer in one. */
export async function pageLanguage(): Promise<Locale> {
  const locale = await getLanguage();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
