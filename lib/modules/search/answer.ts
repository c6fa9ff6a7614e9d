// The statement's rows as the answer: grouped by kind (the group with the best hit first), each
// hit with its screen's address and the words that matched marked. Pure.
import { inOrganization } from "@/lib/platform/http/organization-link";
import { markTerms, matchedWords, passageSegments } from "./highlight";
import { SEARCH_KINDS, searchKind } from "./kinds";
import type { SearchTerm } from "./query";
import type { SearchAnswer, SearchGroup } from "./schema";

/** One row of the search statement (statement.ts): a hit, or without a kind when nothing matched. */
export type SearchRow = {
  kind: string | null;
  recordId: string;
  organizationId: string;
  title: string;
  detail: string | null;
  passage: string | null;
  archived: boolean;
  rank: number;
  total: number;
  capped: boolean;
  partial: boolean;
};

const kindOrder = new Map(SEARCH_KINDS.map((kind, index) => [kind.key, index]));

/**
 * The answer. `activeOrganizationId` is where the search was made: a hit of another organization
 * links through it (the screen opens in the hit's organization); `organizationNames` names them.
 */
export function searchAnswer(
  terms: readonly SearchTerm[],
  labels: string[],
  rows: readonly SearchRow[],
  activeOrganizationId: string,
  organizationNames: ReadonlyMap<string, string>,
): SearchAnswer {
  const groups = new Map<string, SearchGroup & { best: number }>();
  for (const row of rows) {
    const kind = row.kind === null ? undefined : searchKind(row.kind);
    if (!kind) continue;
    let group = groups.get(kind.key);
    if (!group) {
      group = { kind: kind.key, total: row.total, atLeast: row.capped, hits: [], best: row.rank };
      groups.set(kind.key, group);
    }
    const href = kind.href({ recordId: row.recordId, title: row.title, archived: row.archived });
    const title = markTerms(row.title, terms);
    const detail = row.detail === null ? null : markTerms(row.detail, terms);
    const passage = passageSegments(row.passage);
    group.best = Math.max(group.best, row.rank);
    group.hits.push({
      recordId: row.recordId,
      title: row.title,
      detail: row.detail,
      href: row.organizationId === activeOrganizationId ? href : inOrganization(href, row.organizationId),
      organization: { id: row.organizationId, name: organizationNames.get(row.organizationId) ?? "" },
      archived: row.archived,
      matched: matchedWords(title, detail, passage),
      marked: { title, detail, passage },
    });
  }
  const ordered = [...groups.values()].sort(
    (a, b) => b.best - a.best || (kindOrder.get(a.kind) ?? 0) - (kindOrder.get(b.kind) ?? 0),
  );
  return {
    terms: labels,
    partial: rows.some((row) => row.partial),
    groups: ordered.map(({ kind, total, atLeast, hits }) => ({ kind, total, atLeast, hits })),
  };
}
