// A statement as a label or a screen prints it. CLP's texts carry instructions to whoever writes the
// label between angle brackets ("Causes damage to organs <or state all organs affected, if known>
// <state route of exposure …>"). A product may fill them (its organs, its route of exposure, in
// the order of the brackets); what it leaves unsaid is printed as the generic statement, without
// the instruction. Client-safe and pure.

const BRACKET = /\s*<[^<>]*>/g;

/** CLP's bracketed instructions of a statement, in order (the fields a product may fill). */
export function statementInstructions(text: string): string[] {
  return [...text.matchAll(/<([^<>]*)>/g)].map((match) => match[1].trim());
}

/**
 * The statement with its i-th bracket replaced by the i-th fill (a blank fill, or none, drops the
 * bracket), its spacing and final full stop kept tidy.
 */
export function filledStatement(text: string, fills: readonly string[]): string {
  // the others stay exactly as the regulation prints them ("grinding/shock/friction/… .")
  if (!text.includes("<")) return text;
  let index = 0;
  return text
    .replace(BRACKET, () => {
      const fill = fills[index++]?.trim();
      return fill ? ` ${fill}` : "";
    })
    .replace(/\s+([.,;:])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** The statement without CLP's bracketed instructions: what a product that says nothing more prints. */
export const genericStatement = (text: string): string => filledStatement(text, []);
