// A statement as a label or a screen prints it. CLP's texts carry instructions to whoever writes the
// label between angle brackets ("Causes damage to organs <or state all organs affected, if known>
// <state route of exposure …>"): where the product says nothing more, the generic statement is
// printed without them. Client-safe and pure.

/** The statement without CLP's bracketed instructions, its spacing and final full stop kept tidy. */
export function genericStatement(text: string): string {
  // the others stay exactly as the regulation prints them ("grinding/shock/friction/… .")
  if (!text.includes("<")) return text;
  return text
    .replace(/\s*<[^<>]*>/g, "")
    .replace(/\s+([.,;:])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
}
