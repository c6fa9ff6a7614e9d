// A clause as people cite it, "ISO 14001 · 6.1.2 Environmental aspects", in the reader's language,
// and the clauses a question may cite. Client-safe.
import { clauseByRef, clauseRef, ISO_CLAUSES } from "@/lib/platform/iso-clauses";

/** A standard's code as it is written: "ISO 14001". */
export const standardName = (standard: string) => standard.replace("_", " ");

export function clauseLabel(ref: string, locale: string): string {
  const clause = clauseByRef(ref);
  if (!clause) return ref;
  return `${standardName(clause.standard)} · ${clause.clause} ${locale === "da" ? clause.titleDa : clause.titleEn}`;
}

/**
 * The clauses a question may cite: those of the questionnaire's standards (every clause while none
 * is chosen), and after them any the question already cites from another standard, so that it
 * stays shown and can be taken off.
 */
export function clauseOptions(standards: readonly string[], chosen: readonly string[], locale: string) {
  const offered = ISO_CLAUSES.filter((clause) => !standards.length || standards.includes(clause.standard)).map(
    clauseRef,
  );
  const others = chosen.filter((ref) => !offered.includes(ref));
  return [...offered, ...others].map((ref) => ({ id: ref, name: clauseLabel(ref, locale) }));
}
