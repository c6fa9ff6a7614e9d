// Limits every request input meets before anything recursive or any query sees it: JSON nesting
// depth, and the NUL character, which PostgreSQL cannot store in text.

/** Deepest nesting of arrays and objects a JSON body may have; real bodies use fewer than ten. */
export const MAX_JSON_DEPTH = 32;

/**
 * The nesting depth of a JSON text, read without parsing it (brackets inside strings are skipped),
 * so that a hostile body is refused before JSON.parse or the key renaming walks it.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 /* [ */ || char === 123 /* { */) deepest = Math.max(deepest, ++depth);
    else if (char === 93 /* ] */ || char === 125 /* } */) depth--;
  }
  return deepest;
}

/**
 * The path (`name`, `assignments.0.note`) of the first string or key holding a NUL character, or
 * undefined. Walks with its own stack, so no nesting can overflow it.
 */
export function pathOfNul(value: unknown): string | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes("\0")) return path.join(".") || "_";
    } else if (current && typeof current === "object") {
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes("\0")) return [...path, key.replaceAll("\0", "")].join(".") || "_";
        stack.push({ value: inner, path: [...path, key] });
      }
    }
  }
  return undefined;
}
