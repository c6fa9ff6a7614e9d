import en from "@/messages/en.json";
import da from "@/messages/da.json";
import type { Locale } from "./config";

type Messages = typeof en;

const deepMerge = (base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(base).map(([key, value]) => {
      const other = over[key];
      if (value && typeof value === "object" && other && typeof other === "object") {
        return [key, deepMerge(value as Record<string, unknown>, other as Record<string, unknown>)];
      }
      return [key, other ?? value];
    }),
  );

/** Danish falls back to English key by key (English is the fallback language). */
export function loadMessages(locale: Locale): Messages {
  return locale === "da" ? (deepMerge(en, da) as Messages) : en;
}

export const rawMessages: Record<Locale, unknown> = { en, da };
