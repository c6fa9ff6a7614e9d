// The GHS pictograms' names in the interface languages. The English names are the data's
// (ghs-pictograms.json); the Danish ones are the application's own translation. Client-safe.
import type { Locale } from "@/lib/platform/i18n/config";

const DANISH: Record<string, string> = {
  GHS01: "Eksplosiv",
  GHS02: "Brandfarlig",
  GHS03: "Oxiderende",
  GHS04: "Gas under tryk",
  GHS05: "Ætsende",
  GHS06: "Akut giftig",
  GHS07: "Sundhedsskadelig/lokalirriterende",
  GHS08: "Alvorlig sundhedsfare",
  GHS09: "Miljøfarlig",
};

export const pictogramName = (code: string, nameEn: string, language: Locale) =>
  language === "da" ? (DANISH[code] ?? nameEn) : nameEn;

/** The real GHS SVG, served from public/ghs. */
export const pictogramImageUrl = (code: string) => `/ghs/${code}.svg`;
