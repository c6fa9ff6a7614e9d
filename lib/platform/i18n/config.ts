export const LOCALES = ["en", "da"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LANGUAGE_COOKIE = "lang";
/** Set by proxy.ts from the signed-in user's preference; any value sent by a client is replaced. */
export const LANGUAGE_HEADER = "x-ehs-language";
export const TIME_ZONE = process.env.APP_TIME_ZONE ?? "Europe/Copenhagen";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

export function languageCookie(language: Locale): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** next-intl's formats: Danish dates the Danish way, money in DKK. */
export const FORMATS = {
  dateTime: {
    // a month name keeps dates unambiguous between English and Danish readers
    short: { day: "numeric", month: "short", year: "numeric" },
    long: { day: "numeric", month: "long", year: "numeric" },
    timestamp: { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" },
  },
  number: { money: { style: "currency", currency: "DKK" } },
} as const;

export const missingKeyText = (key: string) => `translation key missing: ${key}`;
