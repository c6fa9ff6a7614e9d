import type { z } from "zod";
import { badRequest, validationFailed, type FieldErrors } from "./errors";

function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Body problems are 422 with field errors; query problems are 400. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, where: "body" | "query"): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw where === "body"
    ? validationFailed(fields)
    : badRequest("invalid_query", "Some query parameters are not valid", fields);
}
