// The language of the request ("en" or "da"), for choosing texts and names: next-intl's locale is
// the formatting locale ("en-GB"), see FORMATTING_LOCALES.
import { getLocale } from "next-intl/server";
import { languageOf, type Locale } from "./config";

export const getLanguage = async (): Promise<Locale> => languageOf(await getLocale());
