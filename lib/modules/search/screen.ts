// The search screen's address with its state: what was typed, one kind, archived records. Client-safe.

export const SEARCH_SCREEN = "/search";

export type SearchScreenState = { q?: string; kind?: string; archived?: boolean };

export function searchScreenHref({ q, kind, archived }: SearchScreenState): string {
  const query = new URLSearchParams();
  if (q?.trim()) query.set("q", q.trim());
  if (kind) query.set("kind", kind);
  if (archived) query.set("archived", "true");
  const text = query.toString();
  return text ? `${SEARCH_SCREEN}?${text}` : SEARCH_SCREEN;
}
