// The values a procedure's fields may take, without zod, so client lists can name them: the
// languages a procedure (and a procedure template) is written in.

export const CONTENT_LANGUAGES = ["en", "da"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The languages a record is written in. */
export const languagesOf = (record: { titleEn: string | null; titleDa: string | null }): ContentLanguage[] =>
  CONTENT_LANGUAGES.filter((language) => (language === "en" ? record.titleEn : record.titleDa));
