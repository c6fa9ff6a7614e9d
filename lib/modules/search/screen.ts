// The search screen's address with its state (what was typed, one kind, archived records) and how
// many hits of a kind the box and the screen show. Client-safe, without zod.

export const SEARCH_SCREEN = "/search";

/** Hits shown of each kind: a few in the app bar's list, more on the search screen. */
export const HITS_PER_KIND = { box: 5, screen: 20, most: 50 } as const;

export type SearchScreenState = { q?: string; kind?: string; archived?: boolean };

export function searchScreenHref({ q, kind, archived }: SearchScreenState): string {
  const query = new URLSearchParams();
  if (q?.trim()) query.set("q", q.trim());
  if (kind) query.set("kind", kind);
  if (archived) query.set("archived", "true");
  const text = query.toString();
  return text ? `${SEARCH_SCREEN}?${text}` : SEARCH_SCREEN;
}
