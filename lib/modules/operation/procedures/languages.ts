// The languages a procedure (and a procedure template) is written in: a title and a text each.
// Client-safe.
import { z } from "zod";
import { optionalText } from "@/lib/platform/fields/fields";

/** Longest text accepted per language, counted before sanitising. */
const MAX_CONTENT = 200_000;

/** Title and text in English and Danish; a language is present when its title is. */
export const languageFields = {
  titleEn: optionalText(200),
  contentEn: optionalText(MAX_CONTENT),
  titleDa: optionalText(200),
  contentDa: optionalText(MAX_CONTENT),
};

type LanguageInput = {
  titleEn: string | null;
  contentEn: string | null;
  titleDa: string | null;
  contentDa: string | null;
};

/**
 * At least one language must have a title, and a text needs the title of its language: a text
 * without a title could not be listed or shown.
 */
export function checkLanguages(input: LanguageInput, context: z.RefinementCtx) {
  if (!input.titleEn && !input.titleDa) {
    context.addIssue({ code: "custom", path: ["titleEn"], params: { reason: "eitherTitle" } });
  }
  if (input.contentEn && !input.titleEn)
    context.addIssue({ code: "custom", path: ["titleEn"], params: { reason: "titleForText" } });
  if (input.contentDa && !input.titleDa)
    context.addIssue({ code: "custom", path: ["titleDa"], params: { reason: "titleForText" } });
}

/** The title lists sort by: the English one, else the Danish one. */
export const sortTitle = (input: { titleEn: string | null; titleDa: string | null }) =>
  input.titleEn ?? input.titleDa ?? "";
