// A word-level comparison of two versions of a rich-text document for the versions screens. The
// documents are compared as text, one line per block, so a change of markup alone is no change and
// a new paragraph shows as its own line. The comparison itself is the `diff` package's (Myers).
import { diffArrays } from "diff";
import { htmlToText } from "./html-text";

export { htmlToText };

export type DiffPart = { type: "same" | "added" | "removed"; text: string };

type Run = { type: DiffPart["type"]; tokens: string[] };

/**
 * Above this many word edits (a word removed or added counts one) the comparison gives up and shows
 * the differing middle as replaced: Myers' work grows with the square of the edits (1,000 take
 * about 0.1 s, 2,000 three times that), and a text rewritten from start to end reads no better
 * word by word.
 */
const MAX_EDITS = 1000;

/** Words and line breaks. */
function tokenize(text: string): string[] {
  return text ? text.split("\n").flatMap((line, index) => [...(index ? ["\n"] : []), ...line.split(" ")]) : [];
}

/** The common start and end stay unchanged; everything between is removed and added. */
function replaced(before: string[], after: string[]): Run[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end++;
  }
  return [
    { type: "same" as const, tokens: after.slice(0, start) },
    { type: "removed" as const, tokens: before.slice(start, before.length - end) },
    { type: "added" as const, tokens: after.slice(start, after.length - end) },
    { type: "same" as const, tokens: after.slice(after.length - end) },
  ].filter((run) => run.tokens.length);
}

function compare(before: string[], after: string[]): Run[] {
  const changes = diffArrays(before, after, { maxEditLength: MAX_EDITS });
  if (!changes) return replaced(before, after);
  return changes.map((change) => ({
    type: change.added ? "added" : change.removed ? "removed" : "same",
    tokens: change.value,
  }));
}

/**
 * The changes from one version's HTML to the next as runs of unchanged, added and removed words,
 * in reading order: shown one after the other they give both texts merged, removals before the
 * additions that replace them. Each run's text carries the space that separates its first word
 * from the word shown before it, whichever version that one belongs to.
 */
export function diffText(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  let previous: string | undefined;
  for (const { type, tokens } of compare(tokenize(htmlToText(before)), tokenize(htmlToText(after)))) {
    for (const token of tokens) {
      const text = token !== "\n" && previous !== undefined && previous !== "\n" ? ` ${token}` : token;
      const last = parts[parts.length - 1];
      if (last?.type === type) last.text += text;
      else parts.push({ type, text });
      previous = token;
    }
  }
  return parts;
}
