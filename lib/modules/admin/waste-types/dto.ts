import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TreatmentGroup, TreatmentKind, type Language } from "@/lib/generated/prisma/enums";
import { dateTime, pageSchema } from "@/lib/platform/api/response";

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
export const wasteTypeSchema = z.object({
  id: z.string(),
  code: z.string(),
  chapter: z.string(),
  hazardous: z.boolean(),
  nameEn: z.string(),
  nameDa: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  synonyms: z.object({ en: z.array(z.string()), da: z.array(z.string()) }),
});

export type WasteTypeDto = z.output<typeof wasteTypeSchema>;

export function toWasteTypeDto({ synonyms, ...row }: WasteTypeRow): WasteTypeDto {
  return {
    ...row,
    synonyms: { en: synonymsIn({ ...row, synonyms }, "en"), da: synonymsIn({ ...row, synonyms }, "da") },
  };
}

/**
 * For a picker: the name in the user's language, or the English title where no Danish one is known
 * (`nameLanguage` says which, so the screen can mark it), and every synonym, both languages, flat.
 */
const localizedWasteTypeSchema = z.object({
  id: z.string(),
  code: z.string(),
  hazardous: z.boolean(),
  name: z.string(),
  nameLanguage: z.enum(["en", "da"]) satisfies z.ZodType<Language>,
  synonyms: z.array(z.string()),
});

export type LocalizedWasteTypeDto = z.output<typeof localizedWasteTypeSchema>;

/** The catalogue's page: with every field, or named in the user's language for a picker (`localized=true`). */
export const wasteTypePageSchema = z.union([pageSchema(wasteTypeSchema), pageSchema(localizedWasteTypeSchema)]);

export function toLocalizedWasteType(row: WasteTypeRow, language: Language): LocalizedWasteTypeDto {
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

export const treatmentOperationSelect = {
  code: true,
  kind: true,
  group: true,
  titleEn: true,
  titleDa: true,
} satisfies Prisma.TreatmentOperationSelect;

/** A recovery (R) or disposal (D) operation with the waste account's group. */
export const treatmentOperationSchema = z.object({
  code: z.string(),
  kind: z.enum(TreatmentKind),
  group: z.enum(TreatmentGroup),
  titleEn: z.string(),
  titleDa: z.string().nullable(),
});

export type TreatmentOperationDto = z.output<typeof treatmentOperationSchema>;

export const treatmentOperationsSchema = z.array(treatmentOperationSchema);
