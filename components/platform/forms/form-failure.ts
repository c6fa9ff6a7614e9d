// What a form shows for an answer its save did not get through: a stale update is a notice to
// reload; a duplicate marks the fields whose value is taken; a 422 marks the fields it names.
import { ApiClientError } from "@/lib/platform/client/api-client";

export type FormFailure = {
  /** Someone else saved first: the notice to reload. */
  stale: boolean;
  /** Messages to show at their fields. */
  fields: Record<string, string>;
  /** A message for the whole form (a toast), when no field carries it. */
  summary?: "fixFields" | "duplicateRecord";
};

/** `t` translates the `forms` messages. */
export function formFailureOf(error: ApiClientError, t: (key: "duplicate") => string): FormFailure | null {
  if (error.status === 409 && error.code === "duplicate") {
    const fields = Object.fromEntries(Object.keys(error.fields).map((field) => [field, t("duplicate")]));
    return { stale: false, fields, summary: Object.keys(fields).length ? undefined : "duplicateRecord" };
  }
  if (error.status === 409) return { stale: true, fields: {} };
  if (error.status === 422) return { stale: false, fields: error.fields, summary: "fixFields" };
  return null;
}
