// A responsibility's name and description in the reader's language (both are kept for every one).
type Named = { nameEn: string; nameDa: string; descriptionEn?: string | null; descriptionDa?: string | null };

export const nameIn = (responsibility: Named, locale: string) =>
  locale === "da" ? responsibility.nameDa : responsibility.nameEn;

export const descriptionIn = (responsibility: Named, locale: string) =>
  (locale === "da" ? responsibility.descriptionDa : responsibility.descriptionEn) ?? null;
