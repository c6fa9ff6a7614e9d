// What a person typed into the search box, read as search terms: words, matched by their start
// in English, Danish and as written, and identifiers (CAS, EC and UN numbers), matched as the
// index keeps them. Pure, so the rules are unit-tested, and client-safe.

/** A word of one letter is left out: it starts most words of the index, so its hits would say nothing. */
export const MIN_WORD_LENGTH = 2;
/** Only the first terms count: each one more is a further index scan. */
export const MAX_TERMS = 6;
/** Longer text is cut: nobody types more into a search box, and the statement stays small. */
export const MAX_QUERY_LENGTH = 200;
const MAX_WORD_LENGTH = 60;

/** An identifier as the index keeps it (lower case, no spaces), whole or the start of one. */
type CodeMatch = { code: string; prefix: boolean };

/**
 * One term: a record matches it when one of its alternatives matches. A word is matched by its
 * start; a number that is a CAS number without its hyphens also as that CAS number.
 */
export type SearchTerm = { word?: string; codes: CodeMatch[] };

const CAS = /^\d{2,7}-\d{2}-\d$/;
const EC = /^\d{3}-\d{3}-\d$/;
const NUMBER_WITH_HYPHENS = /^\d+(?:-\d*)+$/;
const UN = /^un(\d{1,4})$/;
const WORD_PIECES = /[\p{L}\p{N}]+/gu;

/** Whether a CAS number's check digit is right: the digits before it weighted 1, 2, 3 … from the right, modulo 10. */
export function validCasNumber(cas: string): boolean {
  if (!CAS.test(cas)) return false;
  const digits = cas.replace(/-/g, "");
  const check = Number(digits.at(-1));
  const sum = [...digits.slice(0, -1)]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === check;
}

/**
 * The identifiers a bare number may be: a UN number without its "UN" (four digits), a CAS number
 * without its hyphens ("64175", when its check digit says it is one).
 */
function codesOfNumber(digits: string): CodeMatch[] {
  if (/^\d{4}$/.test(digits)) return [{ code: `un${digits}`, prefix: false }];
  if (!/^\d{5,10}$/.test(digits)) return [];
  const cas = `${digits.slice(0, -3)}-${digits.slice(-3, -1)}-${digits.slice(-1)}`;
  return validCasNumber(cas) ? [{ code: cas, prefix: false }] : [];
}

/** The terms of one token (a run of text without spaces). */
function termsOf(token: string): SearchTerm[] {
  const un = UN.exec(token);
  if (un) return [{ codes: [{ code: token, prefix: un[1].length < 4 }] }];
  if (NUMBER_WITH_HYPHENS.test(token)) {
    return [{ codes: [{ code: token, prefix: !(CAS.test(token) || EC.test(token)) }] }];
  }
  const pieces = token.match(WORD_PIECES) ?? [];
  return pieces
    .filter((piece) => piece.length >= MIN_WORD_LENGTH)
    .map((piece) => {
      const word = piece.slice(0, MAX_WORD_LENGTH);
      return { word, codes: codesOfNumber(word) };
    });
}

const keyOf = (term: SearchTerm) => JSON.stringify(term);

/**
 * The terms of a search, every one of which a record must match; none when nothing searchable
 * was typed (empty, too short, only punctuation). Whatever was typed, the terms hold letters,
 * digits and hyphens only, so no text-search syntax reaches the database.
 */
export function parseSearch(input: string): SearchTerm[] {
  const text = input
    .normalize("NFKC")
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    // "UN 1170" is one identifier
    .replace(/\bun\s+(?=\d)/g, "un");
  const seen = new Set<string>();
  const terms: SearchTerm[] = [];
  for (const raw of text.split(/\s+/)) {
    // punctuation around a token is not part of it: "(64-17-5)," is the CAS number
    const token = raw.replace(/^[^\p{L}\p{N}]+/u, "").replace(/[^\p{L}\p{N}-]+$/u, "");
    for (const term of termsOf(token)) {
      const key = keyOf(term);
      if (seen.has(key) || terms.length >= MAX_TERMS) continue;
      seen.add(key);
      terms.push(term);
    }
  }
  return terms;
}

/** What the search looked for, as shown to the person: the words and identifiers in their order. */
export const termLabels = (terms: readonly SearchTerm[]) => terms.map((term) => term.word ?? term.codes[0].code);
