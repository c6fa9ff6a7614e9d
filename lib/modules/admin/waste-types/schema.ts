// The waste type list and body declarations. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { optionalText } from "@/lib/platform/fields/fields";
import { WASTE_CHAPTERS } from "./choices";

export const wasteTypeList = defineList({
  table: "WasteType",
  sort: { code: "code", name: "nameEn", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "code,asc",
  filters: {
    q: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe("Text in the code (with or without spaces), either name or a synonym in either language"),
    chapter: z.enum(WASTE_CHAPTERS).optional().describe("The chapter, 01–20"),
    hazardous: z.enum(["true", "false"]).optional().describe("true: only hazardous types (the * entries)"),
    localized: z
      .enum(["true", "false"])
      .optional()
      .describe(
        "true: each type's name in the user's language (English where no Danish title is known, marked so) with its synonyms flattened, for a picker; otherwise every field",
      ),
  },
});

export const wasteTypeListQuerySchema = wasteTypeList.query;

const synonymText = z.string().trim().min(1).max(100);

/** A type's synonyms replace the ones it had; repeats within a language are dropped. */
export const synonymsInputSchema = z.object({
  en: z.array(synonymText).max(50).default([]),
  da: z.array(synonymText).max(50).default([]),
  lastModifiedDate: lastModifiedDateField,
});

/** The official English title is the catalogue's; a maintainer enters the official Danish one. */
export const wasteTypeInputSchema = z.object({
  nameDa: optionalText(500),
  lastModifiedDate: lastModifiedDateField,
});

export type SynonymsInput = z.output<typeof synonymsInputSchema>;
export type WasteTypeInput = z.output<typeof wasteTypeInputSchema>;
