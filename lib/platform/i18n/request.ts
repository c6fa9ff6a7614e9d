import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import {
  DEFAULT_LOCALE,
  FORMATS,
  FORMATTING_LOCALES,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_HEADER,
  missingKeyText,
  TIME_ZONE,
} from "./config";
import { loadMessages } from "./messages";

/** The language: the signed-in user's preference (passed on by proxy.ts), else the cookie, else English. */
export async function resolveLocale() {
  const fromUser = (await headers()).get(LANGUAGE_HEADER);
  if (isLocale(fromUser)) return fromUser;
  const fromCookie = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  return isLocale(fromCookie) ? fromCookie : DEFAULT_LOCALE;
}

export default getRequestConfig(async () => {
  const locale = await resolveLocale();
  return {
    locale: FORMATTING_LOCALES[locale],
    messages: loadMessages(locale),
    timeZone: TIME_ZONE,
    formats: FORMATS,
    onError: () => {}, // a missing key is shown, not thrown
    getMessageFallback: ({ namespace, key }) => missingKeyText([namespace, key].filter(Boolean).join(".")),
  };
});
