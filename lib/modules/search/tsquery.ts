// The search terms as PostgreSQL text-search queries, written as tsquery literals: each word by
// the stems the dictionaries give it (stems.ts), each identifier as the lexeme the index keeps.
// A literal is read by PostgreSQL as it is, so the planner sees the very query (and its words'
// frequencies), and a word's stems are asked once, not at every search. Pure.
import type { SearchTerm } from "./query";

/** A word's stems: what it is looked for as, each matched by its start. */
export type Stems = ReadonlyMap<string, readonly string[]>;

// the parser lets only these through; checked again here, since they are written into a literal
const SAFE_LEXEME = /^[\p{L}\p{N}]+$/u;
const SAFE_CODE = /^[0-9a-z-]+$/;

const lexeme = (text: string, prefix: boolean) => `'${text}'${prefix ? ":*" : ""}`;

/**
 * The stems that matter: a stem that another one starts matches nothing the shorter one does not
 * ("brandslukker" adds nothing to "brandsluk"), so only the shortest are kept: each one more is a
 * further scan of the index.
 */
export function prunedStems(stems: Iterable<string>): string[] {
  const kept: string[] = [];
  for (const stem of [...new Set(stems)].sort((a, b) => a.length - b.length || a.localeCompare(b))) {
    if (!kept.some((shorter) => stem.startsWith(shorter))) kept.push(stem);
  }
  return kept;
}

/** One term's query: any of its word's stems (by their start) or identifiers. */
export function termQueryText(term: SearchTerm, stems: Stems): string {
  const words = term.word ? (stems.get(term.word) ?? [term.word]) : [];
  for (const word of words) if (!SAFE_LEXEME.test(word)) throw new Error("A search stem holds only letters and digits");
  for (const code of term.codes) {
    if (!SAFE_CODE.test(code.code)) throw new Error("A search code holds only digits, letters and hyphens");
  }
  const alternatives = [
    ...words.map((word) => lexeme(word, true)),
    ...term.codes.map((code) => lexeme(code.code, code.prefix)),
  ];
  return alternatives.length > 1 ? `(${alternatives.join(" | ")})` : alternatives[0];
}

/** What a document must match to match every one of the terms' queries; null for none. */
export const allOf = (queries: readonly string[]): string | null => (queries.length ? queries.join(" & ") : null);

/** The words as typed, any of them: what the passage shown under a hit marks ('' when there are none). */
export function passageQueryText(terms: readonly SearchTerm[]): string {
  return terms
    .flatMap((term) => (term.word && SAFE_LEXEME.test(term.word) ? [lexeme(term.word, true)] : []))
    .join(" | ");
}
