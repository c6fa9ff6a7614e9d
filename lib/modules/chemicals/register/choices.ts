// The values a registration's fields and filters may take, without zod, so client lists can name them.

export const SIGNAL_WORDS = ["NORMAL", "WARNING", "DANGER"] as const;
export const GHS_PICTOGRAMS = [
  "GHS01",
  "GHS02",
  "GHS03",
  "GHS04",
  "GHS05",
  "GHS06",
  "GHS07",
  "GHS08",
  "GHS09",
] as const;
/** A safety data sheet on file for the country of use: current, older than the allowed age, or none. */
export const SDS_STATUSES = ["CURRENT", "STALE", "MISSING"] as const;
export type SdsStatus = (typeof SDS_STATUSES)[number];
/** What the register needs of each registration: who keeps it, how much, where it is used and where stored. */
export const REGISTER_GAPS = ["RESPONSIBLE", "AMOUNT", "USE_AREA", "STORAGE_AREA"] as const;
export type RegisterGap = (typeof REGISTER_GAPS)[number];
export const SUBSTITUTION_OUTCOMES = ["INVESTIGATE", "KEEP", "SUBSTITUTE", "PHASE_OUT"] as const;

/**
 * The languages a safety data sheet is written in here: the EU's official languages (REACH Article
 * 31(5) asks for the language of the member state where the product is placed) and the Nordic others.
 */
export const SDS_LANGUAGES = [
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "es",
  "et",
  "fi",
  "fr",
  "ga",
  "hr",
  "hu",
  "is",
  "it",
  "lt",
  "lv",
  "mt",
  "nl",
  "no",
  "pl",
  "pt",
  "ro",
  "sk",
  "sl",
  "sv",
] as const;

/** The language a sheet for a country is usually written in (the first official one), to start the form with. */
const COUNTRY_LANGUAGES: Record<string, (typeof SDS_LANGUAGES)[number]> = {
  AT: "de",
  BE: "nl",
  BG: "bg",
  CH: "de",
  CY: "el",
  CZ: "cs",
  DE: "de",
  DK: "da",
  EE: "et",
  ES: "es",
  FI: "fi",
  FR: "fr",
  GB: "en",
  GR: "el",
  HR: "hr",
  HU: "hu",
  IE: "en",
  IS: "is",
  IT: "it",
  LT: "lt",
  LU: "fr",
  LV: "lv",
  MT: "mt",
  NL: "nl",
  NO: "no",
  PL: "pl",
  PT: "pt",
  RO: "ro",
  SE: "sv",
  SI: "sl",
  SK: "sk",
};

export const sdsLanguageOf = (countryAlpha2: string, fallback: string) =>
  COUNTRY_LANGUAGES[countryAlpha2] ?? SDS_LANGUAGES.find((code) => code === fallback) ?? "en";
