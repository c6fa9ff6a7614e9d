// The page's language ("en" or "da"), for choosing texts and names, in server and client
// components alike: next-intl's locale is the formatting locale ("en-GB"), see FORMATTING_LOCALES.
import { useLocale } from "next-intl";
import { languageOf, type Locale } from "./config";

export const useLanguage = (): Locale => languageOf(useLocale());
