// The words of a hit that matched the search, marked for the screen: in its title and detail by
// the terms (a word by its start, or as a stem would take it), in the passage of its text by the
// marks the database's headline put there. Pure and client-safe.
import type { SearchTerm } from "./query";

/** A stretch of text, matched or not. */
export type Segment = { text: string; match: boolean };

/** What the statement's headline puts around a matched word: characters no text holds. */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

const TOKEN = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*-?/gu;
/** A stem keeps the start of a word: "brandslukkere" and "brandslukker" share all but the ending. */
const STEM_SLACK = 2;
const STEM_MINIMUM = 4;

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

function wordMatches(word: string, term: string): boolean {
  if (word.startsWith(term)) return true;
  const common = commonPrefixLength(word, term);
  return common >= STEM_MINIMUM && common >= term.length - STEM_SLACK && common >= word.length - STEM_SLACK - 1;
}

/** Whether a token of the text is one the terms found. */
export function tokenMatches(token: string, terms: readonly SearchTerm[]): boolean {
  const lower = token.toLowerCase();
  return terms.some(
    (term) =>
      term.codes.some((code) => (code.prefix ? lower.startsWith(code.code) : lower.replace(/-$/, "") === code.code)) ||
      (term.word !== undefined && lower.split("-").some((piece) => piece && wordMatches(piece, term.word!))),
  );
}

/** Adds a stretch, joining it to the one before when both are matched or both are not. */
function push(segments: Segment[], text: string, match: boolean) {
  if (!text) return;
  const last = segments.at(-1);
  if (last && last.match === match) last.text += text;
  else segments.push({ text, match });
}

/** A title or detail with the tokens the terms found marked. */
export function markTerms(text: string, terms: readonly SearchTerm[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const found of text.matchAll(TOKEN)) {
    push(segments, text.slice(at, found.index), false);
    push(segments, found[0], tokenMatches(found[0], terms));
    at = found.index + found[0].length;
  }
  push(segments, text.slice(at), false);
  return segments;
}

/** A passage as the headline marked it; null when it marks nothing (the hit matched elsewhere). */
export function passageSegments(passage: string | null): Segment[] | null {
  if (!passage) return null;
  const segments: Segment[] = [];
  for (const [index, part] of passage.split(MARK_START).entries()) {
    const end = part.indexOf(MARK_END);
    if (index === 0 || end < 0) push(segments, part.replaceAll(MARK_END, ""), false);
    else {
      push(segments, part.slice(0, end), true);
      push(segments, part.slice(end + 1), false);
    }
  }
  return segments.some((segment) => segment.match) ? segments : null;
}

/** The distinct words that matched, in the order they first appear. */
export function matchedWords(...texts: (readonly Segment[] | null)[]): string[] {
  const words = new Map<string, string>();
  for (const segments of texts) {
    for (const segment of segments ?? []) {
      if (!segment.match) continue;
      for (const word of segment.text.match(TOKEN) ?? []) {
        const key = word.toLowerCase();
        if (!words.has(key)) words.set(key, word);
      }
    }
  }
  return [...words.values()];
}
