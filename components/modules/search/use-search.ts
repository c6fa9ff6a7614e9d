"use client";
import { useEffect, useState } from "react";
import { parseSearch } from "@/lib/modules/search/query";
import type { SearchAnswer } from "@/lib/modules/search/schema";

/** How long typing must pause before the search is asked: a request per word, not per letter. */
const PAUSE_MS = 150;

export type SearchOptions = { archived?: boolean; limit?: number; kind?: string };
export type SearchState = {
  answer: SearchAnswer | null;
  /** The answer shown is for earlier text: a newer one is on its way. */
  busy: boolean;
  failed: boolean;
};

type Answered = { key: string; answer: SearchAnswer | null; failed: boolean };

const keyOf = (organizationId: string, text: string, { archived = false, limit, kind }: SearchOptions) =>
  JSON.stringify([organizationId, text.trim(), archived, limit ?? null, kind ?? null]);

/**
 * The answer to what is typed, asked once typing pauses; a request for text typed over is aborted,
 * and the last answer stays in view until the next one comes. Text with nothing searchable asks
 * nothing. Plain fetch rather than the API client: a search while typing moves no loading bar and
 * toasts no failure, the results say it instead.
 */
export function useSearch(
  organizationId: string,
  text: string,
  options: SearchOptions = {},
  initial: SearchAnswer | null = null,
): SearchState {
  const { archived = false, limit, kind } = options;
  const key = keyOf(organizationId, text, { archived, limit, kind });
  const searchable = parseSearch(text).length > 0;
  const [answered, setAnswered] = useState<Answered>({ key: initial ? key : "", answer: initial, failed: false });
  useEffect(() => {
    if (!searchable || answered.key === key) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      const query = new URLSearchParams({ q: text.trim() });
      if (archived) query.set("archived", "true");
      if (limit) query.set("limit", String(limit));
      if (kind) query.set("kind", kind);
      try {
        const response = await fetch(`/api/v1/organizations/${organizationId}/search?${query}`, {
          headers: { accept: "application/json" },
          credentials: "same-origin",
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        setAnswered({ key, answer: (await response.json()) as SearchAnswer, failed: false });
      } catch {
        if (!controller.signal.aborted) setAnswered({ key, answer: null, failed: true });
      }
    }, PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // the key holds everything the request is made of
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, searchable]);
  if (!searchable) return { answer: null, busy: false, failed: false };
  const current = answered.key === key;
  return { answer: answered.answer, busy: !current, failed: current && answered.failed };
}
