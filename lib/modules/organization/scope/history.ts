// How the scope reads in a history: its text as a word diff, its standards by name.
import { defineHistory, field } from "@/lib/platform/audit/vocabulary";

export const scopeHistory = defineHistory({
  scope: {
    fields: {
      content: field.richText("scope.form.content"),
      isoStandards: field.enum("scope.form.standards", "scope.isoStandards"),
    },
  },
  scope_file: { fields: {} },
});
