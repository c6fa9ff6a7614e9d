// The values an own document's fields may take, without zod, so client lists can name them.

export const OWN_DOCUMENT_CATEGORIES = [
  "MANUAL",
  "PLAN",
  "INSTRUCTION",
  "FORM",
  "RECORD",
  "REPORT",
  "CERTIFICATE",
  "OTHER",
] as const;
