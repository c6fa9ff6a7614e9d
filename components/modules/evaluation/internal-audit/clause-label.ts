// A clause as people cite it: "ISO 14001 · 6.1.2 Environmental aspects", in the reader's language.
import { clauseByRef } from "@/lib/platform/iso-clauses";

export function clauseLabel(ref: string, locale: string): string {
  const clause = clauseByRef(ref);
  if (!clause) return ref;
  const standard = clause.standard.replace("_", " ");
  return `${standard} · ${clause.clause} ${locale === "da" ? clause.titleDa : clause.titleEn}`;
}
