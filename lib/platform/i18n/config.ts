export const LOCALES = ["en", "da"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LANGUAGE_COOKIE = "lang";
/** Set by proxy.ts from the signed-in user's preference; any value sent by a client is replaced. */
export const LANGUAGE_HEADER = "x-ehs-language";
export const TIME_ZONE = process.env.APP_TIME_ZONE ?? "Europe/Copenhagen";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The locale dates and numbers are formatted in, per language: British conventions for English
 * (27 Nov 2026, 27/11/2026, Monday-first weeks, a 24-hour clock), as the product serves Danish and
 * European organizations. next-intl is given this locale; the language itself is `languageOf` it.
 */
export const FORMATTING_LOCALES: Record<Locale, string> = { en: "en-GB", da: "da" };

/** The language of a formatting locale ("en-GB" → "en"); English for anything unknown. */
export const languageOf = (locale: string): Locale => {
  const language = locale.split("-")[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
};

export function languageCookie(language: Locale): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/**
 * next-intl's formats: Danish dates the Danish way, money in DKK. A date has one format per
 * language everywhere (`day`: 5 Mar 2026, 5. mar. 2026); `timestamp` is the same date with the time.
 */
export const FORMATS = {
  dateTime: {
    // a month name keeps dates unambiguous between English and Danish readers
    day: { day: "numeric", month: "short", year: "numeric" },
    timestamp: { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" },
  },
  number: { money: { style: "currency", currency: "DKK" } },
} as const;

export const missingKeyText = (key: string) => `translation key missing: ${key}`;
