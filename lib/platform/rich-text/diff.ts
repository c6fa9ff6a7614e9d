// A word-level comparison of two scope versions for the versions screen. Pure: runs in the
// browser as well as on the server, so the HTML is reduced to text with regular expressions
// (the stored HTML is already sanitised, and the result is shown as text, never as HTML).

export type DiffPart = { type: "same" | "added" | "removed"; text: string };

type Operation = { type: DiffPart["type"]; token: string };

/** Above this many comparisons (words before × words after) the middle is shown as replaced, not compared. */
const MAX_CELLS = 4_000_000;

const BLOCK_BREAK = /<br\s*\/?>|<\/(?:p|h[1-6]|li|blockquote|tr|table|thead|tbody|ul|ol|div)\s*>/gi;
const CELL_BREAK = /<\/(?:td|th)\s*>/gi;

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The text of the HTML: one line per block (paragraph, heading, list item, table row). */
export function htmlToText(html: string): string {
  const text = decodeEntities(
    html
      .replace(BLOCK_BREAK, "\n")
      .replace(CELL_BREAK, " ")
      .replace(/<[^>]*>/g, ""),
  );
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** Words and line breaks. */
function tokenize(text: string): string[] {
  return text ? text.split("\n").flatMap((line, index) => [...(index ? ["\n"] : []), ...line.split(" ")]) : [];
}

/** Edit operations between two token lists by longest common subsequence. */
function compare(before: string[], after: string[]): Operation[] {
  const n = before.length;
  const m = after.length;
  if (n * m > MAX_CELLS) {
    return [
      ...before.map((token) => ({ type: "removed" as const, token })),
      ...after.map((token) => ({ type: "added" as const, token })),
    ];
  }
  // suffix lengths; under the cell limit the shorter side has at most 2000 tokens, so 16 bits suffice
  const width = m + 1;
  const lengths = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * width + j] =
        before[i] === after[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
    }
  }
  const operations: Operation[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      operations.push({ type: "same", token: after[j] });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
      operations.push({ type: "removed", token: before[i++] });
    } else {
      operations.push({ type: "added", token: after[j++] });
    }
  }
  while (i < n) operations.push({ type: "removed", token: before[i++] });
  while (j < m) operations.push({ type: "added", token: after[j++] });
  return operations;
}

/**
 * The changes from one version's HTML to the next as runs of unchanged, added and removed words,
 * in reading order: shown one after the other they give both texts merged, removals before the
 * additions that replace them. Edits are usually local, so the common start and end are taken
 * off before the quadratic comparison of the middle.
 */
export function diffText(before: string, after: string): DiffPart[] {
  const a = tokenize(htmlToText(before));
  const b = tokenize(htmlToText(after));
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const operations: Operation[] = [
    ...b.slice(0, start).map((token) => ({ type: "same" as const, token })),
    ...compare(a.slice(start, a.length - end), b.slice(start, b.length - end)),
    ...b.slice(b.length - end).map((token) => ({ type: "same" as const, token })),
  ];
  const parts: DiffPart[] = [];
  let previous: string | undefined;
  for (const { type, token } of operations) {
    // a word is separated from the word shown before it, whichever version that one belongs to
    const text = token !== "\n" && previous !== undefined && previous !== "\n" ? ` ${token}` : token;
    const last = parts[parts.length - 1];
    if (last?.type === type) last.text += text;
    else parts.push({ type, text });
    previous = token;
  }
  return parts;
}
