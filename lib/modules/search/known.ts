// What the search keeps of earlier searches: a word's stems and a term's frequency, by key, for a
// while and up to a number of keys (the oldest goes first). A person typing asks the same words
// again and again; the benchmark forgets them to time a word typed for the first time.
import "server-only";

const all: Map<string, unknown>[] = [];

/** A kept map of `limit` keys at most, each for `keepMs`. */
export function knownValues<V>(limit: number, keepMs: number) {
  const values = new Map<string, { value: V; until: number }>();
  all.push(values);
  return {
    get(key: string): V | undefined {
      const found = values.get(key);
      return found && found.until > Date.now() ? found.value : undefined;
    },
    set(key: string, value: V) {
      values.delete(key);
      if (values.size >= limit) values.delete(values.keys().next().value!);
      values.set(key, { value, until: Date.now() + keepMs });
    },
  };
}

/** Forgets everything kept: the next search asks again. */
export function forgetKnownTerms() {
  for (const values of all) values.clear();
}
