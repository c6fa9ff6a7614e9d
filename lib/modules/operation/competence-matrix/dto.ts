// The matrix and the training plan as the API answers them. Client-safe.
import { z } from "zod";
import { idName, wireDate } from "@/lib/platform/api/response";
import { MATRIX_STATUSES } from "@/lib/modules/organization/competences/cell-status";

const cellSchema = z
  .object({
    status: z.enum(MATRIX_STATUSES),
    /** The expiry once acquired, else the deadline to acquire it (cellDueDate). */
    dueDate: wireDate.nullable(),
    lastAcquisitionDate: wireDate.nullable(),
  })
  .nullable()
  .describe("null: the competence is another organization's, which the member does not belong to");

export const matrixSchema = z.object({
  /** The organizations covered: the one asked for first, then those below it in the tree's order. */
  organizations: z.array(idName),
  /** The columns, grouped by organization in the tree's order, by name within one. */
  competences: z.array(idName.extend({ organizationId: z.string() })),
  /** Members matching the filters, over every page. */
  totalElements: z.number(),
  page: z.number(),
  size: z.number(),
  rows: z.array(
    idName.extend({
      organizationId: z.string(),
      area: idName.nullable(),
      /** One per column, in the columns' order. */
      cells: z.array(cellSchema),
    }),
  ),
});

export type Matrix = z.output<typeof matrixSchema>;
export type MatrixRow = Matrix["rows"][number];
export type MatrixCell = MatrixRow["cells"][number];

const planItemSchema = z.object({
  member: idName,
  organization: idName,
  competence: idName,
  status: z.enum(MATRIX_STATUSES).exclude(["NOT_REQUIRED"]),
  /** When it expires or must be acquired by; null for a requirement never acquired and without a deadline. */
  dueDate: wireDate.nullable(),
  /** Acquired before (the item is a renewal), or never (a first acquisition). */
  acquired: z.boolean(),
  /** The month it falls in (YYYY-MM), or null when it is outstanding already. */
  month: z.string().nullable(),
});

export const planSchema = z.object({
  /** The twelve months from this one, each with how many items fall in it. */
  months: z.array(z.object({ month: z.string(), count: z.number() })),
  /** Overdue already, or required and never acquired without a deadline. */
  outstandingCount: z.number(),
  items: z.array(planItemSchema),
});

export type Plan = z.output<typeof planSchema>;
export type PlanItem = Plan["items"][number];
