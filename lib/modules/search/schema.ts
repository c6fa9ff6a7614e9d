// The search's query (GET /api/v1/organizations/{orgId}/search and the /search screen) and its
// answer. Client-safe.
import { z } from "zod";
import { SEARCH_KIND_KEYS } from "./kinds";
import { MAX_QUERY_LENGTH } from "./query";
import { HITS_PER_KIND } from "./screen";

export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(MAX_QUERY_LENGTH * 5)
    .optional()
    .describe(
      "What was typed: words (matched by their start, in English and Danish whatever the interface language) and CAS, EC or UN numbers (whole or their start); every term must match. Nothing searchable answers no groups",
    ),
  archived: z
    .enum(["true", "false"])
    .optional()
    .describe("true: only archived records; otherwise only active ones (the default)"),
  kind: z
    .enum(SEARCH_KIND_KEYS as [string, ...string[]])
    .optional()
    .describe("Only hits of this kind"),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(HITS_PER_KIND.most)
    .default(HITS_PER_KIND.box)
    .describe("Hits answered of each kind"),
});

export type SearchQuery = z.output<typeof searchQuerySchema>;

const segmentSchema = z.object({ text: z.string(), match: z.boolean() });

const hitSchema = z.object({
  recordId: z.string(),
  title: z.string(),
  detail: z.string().nullable().describe("A line under the title (a CAS number, a meter's number, a date)"),
  href: z.string().describe("The record's screen; in another organization than the path's, it makes that one active"),
  organization: z.object({ id: z.string(), name: z.string() }),
  archived: z.boolean(),
  matched: z.array(z.string()).describe("The words of the record that matched"),
  marked: z.object({
    title: z.array(segmentSchema),
    detail: z.array(segmentSchema).nullable(),
    passage: z
      .array(segmentSchema)
      .nullable()
      .describe("Where the record's text matched, a few words either side; null when only its title or detail did"),
  }),
});

const groupSchema = z.object({
  kind: z.string().describe("member, chemical, policy …"),
  total: z.number().describe("How many records of the kind match (at least, when `atLeast`)"),
  atLeast: z.boolean().describe("The search stopped counting: narrow it to count all"),
  hits: z.array(hitSchema).describe("The best hits, best first"),
});

export const searchAnswerSchema = z.object({
  terms: z.array(z.string()).describe("What was searched for: the words and numbers read from `q`"),
  partial: z
    .boolean()
    .describe("Words common in the index, seldom together: only part of the records was read. More words narrow it"),
  groups: z.array(groupSchema).describe("One group per kind with hits, the best first"),
});

export type SearchAnswer = z.output<typeof searchAnswerSchema>;
export type SearchGroup = SearchAnswer["groups"][number];
export type SearchHit = SearchGroup["hits"][number];
