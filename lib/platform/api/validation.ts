import type { z } from "zod";
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

/**
 * Body problems are 422 with field errors; query problems are 400. A NUL character anywhere, which
 * no text column can store, is 422 naming the field in both.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: "body" | "query"): z.output<S> {
  const nul = pathOfNul(value);
  if (nul)
    throw validationFailed({ [nul]: "Must not contain the NUL character" }, "Text must not contain NUL characters");
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw where === "body"
    ? validationFailed(fields)
    : badRequest("invalid_query", "Some query parameters are not valid", fields);
}
