import type { z } from "zod";
import { createTranslator } from "use-intl/core";
import { isLocale, type Locale } from "@/lib/platform/i18n/config";
import { loadMessages } from "@/lib/platform/i18n/messages";
import { validationErrorMap } from "@/lib/platform/i18n/validation-messages";
import { badRequest, validationFailed, type FieldErrors } from "./errors";
import { pathOfNul } from "./input-limits";

function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

const errorMaps = new Map<Locale, z.core.$ZodErrorMap>();

/** Zod's issues as the `validation` messages of a language (the global map speaks English). */
function errorMapOf(language: Locale): z.core.$ZodErrorMap {
  let map = errorMaps.get(language);
  if (!map) {
    const t = createTranslator({ locale: language, messages: loadMessages(language), namespace: "validation" });
    map = validationErrorMap((key, values) => t(key as never, values as never));
    errorMaps.set(language, map);
  }
  return map;
}

/**
 * Body problems are 422 with field errors; query problems are 400. A NUL character anywhere, which
 * no text column can store, is 422 naming the field in both. With the signed-in person's language
 * the field errors are theirs (a form shows them under the field as they came).
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: "body" | "query",
  language?: string,
): z.output<S> {
  const nul = pathOfNul(value);
  if (nul)
    throw validationFailed({ [nul]: "Must not contain the NUL character" }, "Text must not contain NUL characters");
  const result =
    language && isLocale(language) && language !== "en"
      ? schema.safeParse(value, { error: errorMapOf(language) })
      : schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw where === "body"
    ? validationFailed(fields)
    : badRequest("invalid_query", "Some query parameters are not valid", fields);
}
