// The values a waste type's fields may take, without zod, so client lists can name them.

/** The catalogue's chapters, 01–20. */
export const WASTE_CHAPTERS = Array.from({ length: 20 }, (_, index) => String(index + 1).padStart(2, "0"));
