// A draft's problems as the fields show them, in the person's language. Pure.

/** Each field's problem key worded through `word`, beside the server's own refusals. */
export const worded = (problems: Record<string, string>, word: (problem: string) => string): Record<string, string> =>
  Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, word(key)]));
