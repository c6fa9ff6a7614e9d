// The inputs of a management review (ISO 14001 and 45001 clause 9.3.2), as the product assembles
// them from the records for the period under review, and the sums and rates they are made of. The
// shape is what a held review freezes (ManagementReview.inputs), so it is plain JSON. Pure and
// client-safe: the figures are read in inputs-data.ts.
import { z } from "zod";

/** The inputs in the order of the clause, each with room for the presenter's comment. */
export const INPUT_KEYS = [
  "previousActions",
  "changes",
  "compliance",
  "objectives",
  "nonconformities",
  "monitoring",
  "audits",
  "risks",
  "communications",
] as const;
export type InputKey = (typeof INPUT_KEYS)[number];

const counts = z.object({
  total: z.number(),
  open: z.number(),
  done: z.number(),
  overdue: z.number(),
  cancelled: z.number(),
});

export const reviewInputsSchema = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  assembledAt: z.string(),
  previousActions: counts.extend({
    items: z.array(
      z.object({ title: z.string(), status: z.string(), dueDate: z.string().nullable(), review: z.string() }),
    ),
  }),
  changes: z.object({
    scopeRevisions: z.number(),
    stakeholdersAdded: z.number(),
    stakeholdersChanged: z.number(),
    obligationsAdded: z.number(),
    actsChanged: z.number(),
  }),
  compliance: z
    .object({
      year: z.number(),
      title: z.string(),
      status: z.string(),
      obligations: z.number(),
      evaluated: z.number(),
      compliant: z.number(),
      partlyCompliant: z.number(),
      notCompliant: z.number(),
      notApplicable: z.number(),
      openActions: z.number(),
    })
    .nullable(),
  objectives: z.object({
    byStatus: z.record(z.string(), z.number()),
    items: z.array(z.object({ title: z.string(), status: z.string(), progress: z.number().nullable() })),
  }),
  nonconformities: z.object({
    findings: z.record(z.string(), z.number()),
    events: z.record(z.string(), z.number()),
    injuries: z.number(),
    correctiveActions: counts,
  }),
  monitoring: z.object({
    energyKwh: z.number().nullable(),
    waterM3: z.number().nullable(),
    co2Tonnes: z.object({ scope1: z.number(), scope2: z.number(), incomplete: z.boolean() }),
    wasteTonnes: z.number().nullable(),
    recyclingRate: z.number().nullable(),
    overdueInspections: z.number(),
  }),
  audits: z.object({
    performed: z.number(),
    items: z.array(
      z.object({ title: z.string(), date: z.string(), major: z.number(), minor: z.number(), observations: z.number() }),
    ),
  }),
  risks: z.object({
    high: z.number(),
    veryHigh: z.number(),
    significantAspects: z.number(),
    aspects: z.array(z.string()),
  }),
  /** Communications and complaints of the period; null in reviews held before they were recorded. */
  communications: z
    .object({
      total: z.number(),
      incoming: z.number(),
      outgoing: z.number(),
      byKind: z.record(z.string(), z.number()),
      complaints: z.object({ total: z.number(), answered: z.number(), awaiting: z.number(), overdue: z.number() }),
      /** Lines of the communication plan overdue when the inputs were read. */
      planOverdue: z.number(),
      items: z.array(
        z.object({
          date: z.string(),
          subject: z.string(),
          from: z.string().nullable(),
          status: z.enum(["ANSWERED", "AWAITING", "OVERDUE"]),
        }),
      ),
    })
    .nullable(),
});

export type ReviewInputs = z.output<typeof reviewInputsSchema>;

const OPEN = new Set(["PLANNED", "IN_PROGRESS"]);

/** Actions counted by status; `overdue` are open ones due before `today` (`YYYY-MM-DD`). */
export function actionCounts(actions: readonly { status: string; dueDate: string | null }[], today: string) {
  return {
    total: actions.length,
    open: actions.filter((action) => OPEN.has(action.status)).length,
    done: actions.filter((action) => action.status === "DONE").length,
    overdue: actions.filter((action) => OPEN.has(action.status) && action.dueDate !== null && action.dueDate < today)
      .length,
    cancelled: actions.filter((action) => action.status === "CANCELLED").length,
  };
}

/** The same counts from grouped rows: how many actions of each status, past due or not. */
export function groupedActionCounts(rows: readonly { status: string; overdue: boolean; count: number }[]) {
  const sum = (keep: (row: { status: string; overdue: boolean }) => boolean) =>
    rows.filter(keep).reduce((total, row) => total + row.count, 0);
  return {
    total: sum(() => true),
    open: sum((row) => OPEN.has(row.status)),
    done: sum((row) => row.status === "DONE"),
    overdue: sum((row) => OPEN.has(row.status) && row.overdue),
    cancelled: sum((row) => row.status === "CANCELLED"),
  };
}

/** How many of each value, for every value named (those without any at 0). */
export function countBy<K extends string>(values: readonly string[], keys: readonly K[]): Record<K, number> {
  const tally = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const value of values) if (value in tally) tally[value as K] += 1;
  return tally;
}

/**
 * The period's communications counted from grouped rows (how many of each kind and direction,
 * answered or awaited past the due date): in and out, by kind, and the complaints answered,
 * awaiting a response and overdue.
 */
export function communicationCounts(
  rows: readonly { kind: string; direction: string; answered: boolean; overdue: boolean; count: number }[],
  kinds: readonly string[],
) {
  const sum = (keep: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(keep).reduce((total, row) => total + row.count, 0);
  const complaint = (row: { kind: string }) => row.kind === "COMPLAINT";
  return {
    total: sum(() => true),
    incoming: sum((row) => row.direction === "INCOMING"),
    outgoing: sum((row) => row.direction === "OUTGOING"),
    byKind: Object.fromEntries(kinds.map((kind) => [kind, sum((row) => row.kind === kind)])),
    complaints: {
      total: sum(complaint),
      answered: sum((row) => complaint(row) && row.answered),
      awaiting: sum((row) => complaint(row) && !row.answered),
      overdue: sum((row) => complaint(row) && row.overdue),
    },
  };
}

/** The recycled share of the waste in tonnes, as a fraction; null without waste. */
export const recyclingRate = (recycledTonnes: number, totalTonnes: number) =>
  totalTonnes > 0 ? recycledTonnes / totalTonnes : null;

/** Emission pieces summed to tonnes per scope; a piece without a factor makes the figure incomplete. */
export function co2ByScope(pieces: readonly { scope: 1 | 2 | null; co2Kg: number | null }[]) {
  const tonnes = (scope: 1 | 2) =>
    pieces.filter((piece) => piece.scope === scope).reduce((sum, piece) => sum + (piece.co2Kg ?? 0), 0) / 1000;
  return {
    scope1: Math.round(tonnes(1) * 1000) / 1000,
    scope2: Math.round(tonnes(2) * 1000) / 1000,
    incomplete: pieces.some((piece) => piece.co2Kg === null),
  };
}
