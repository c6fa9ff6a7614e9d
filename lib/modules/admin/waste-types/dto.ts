import type { Prisma } from "@/lib/generated/prisma/client";
import type { Language } from "@/lib/generated/prisma/enums";

export const wasteTypeSelect = {
  id: true,
  code: true,
  chapter: true,
  hazardous: true,
  nameEn: true,
  nameDa: true,
  createdDate: true,
  lastModifiedDate: true,
  synonyms: { select: { language: true, text: true }, orderBy: [{ language: "asc" }, { text: "asc" }] },
} satisfies Prisma.WasteTypeSelect;

type WasteTypeRow = Prisma.WasteTypeGetPayload<{ select: typeof wasteTypeSelect }>;

const synonymsIn = (row: WasteTypeRow, language: Language) =>
  row.synonyms.filter((synonym) => synonym.language === language).map((synonym) => synonym.text);

/** Every field, for the admin grid: the synonyms per language. */
export function toWasteTypeDto({ synonyms, ...row }: WasteTypeRow) {
  return {
    ...row,
    synonyms: { en: synonymsIn({ ...row, synonyms }, "en"), da: synonymsIn({ ...row, synonyms }, "da") },
  };
}

/**
 * For a picker: the name in the user's language, or the English title where no Danish one is known
 * (`nameLanguage` says which, so the screen can mark it), and every synonym, both languages, flat.
 */
export function toLocalizedWasteType(row: WasteTypeRow, language: Language) {
  const danish = language === "da" && row.nameDa;
  return {
    id: row.id,
    code: row.code,
    hazardous: row.hazardous,
    name: danish ? row.nameDa! : row.nameEn,
    nameLanguage: (danish ? "da" : "en") as Language,
    synonyms: [...synonymsIn(row, language), ...synonymsIn(row, language === "da" ? "en" : "da")],
  };
}

export type WasteTypeDto = ReturnType<typeof toWasteTypeDto>;
export type LocalizedWasteTypeDto = ReturnType<typeof toLocalizedWasteType>;

export const treatmentOperationSelect = {
  code: true,
  kind: true,
  group: true,
  titleEn: true,
  titleDa: true,
} satisfies Prisma.TreatmentOperationSelect;

export type TreatmentOperationDto = Prisma.TreatmentOperationGetPayload<{ select: typeof treatmentOperationSelect }>;
