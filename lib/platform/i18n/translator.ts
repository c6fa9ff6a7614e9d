// Messages outside a request's own language setup: a file's headings in the user's language, or a
// sheet's headings recognised in every language.
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, FORMATS, FORMATTING_LOCALES, isLocale, missingKeyText, TIME_ZONE } from "./config";
import { loadMessages } from "./messages";

/** A message by its full key (e.g. `people.scopes.READ`), with the values of its arguments. */
export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;

/** The messages of a language (English for an unknown one) as a plain function of full keys. */
export function translator(language: string): Translate {
  const locale = isLocale(language) ? language : DEFAULT_LOCALE;
  const t = createTranslator({
    locale: FORMATTING_LOCALES[locale],
    messages: loadMessages(locale),
    // numbers and dates in messages as the screens show them: the language's conventions, the organization's time
    formats: FORMATS,
    timeZone: TIME_ZONE,
    onError: () => {},
    getMessageFallback: ({ namespace, key }) => missingKeyText([namespace, key].filter(Boolean).join(".")),
  });
  return (key, values) => t(key as never, values as never);
}
