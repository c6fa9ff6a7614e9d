// What the matrix and its training plan may be asked: the same filters for both (area, role,
// competence, one member), the matrix's status and paging by members, the plan's month.
import { z } from "zod";
import { MATRIX_STATUSES } from "@/lib/modules/organization/competences/cell-status";

/** Members a page: the competences are the columns, so a page of 50 is 50 × up to every competence. */
const MATRIX_PAGE_SIZE = 50;
const MAX_MATRIX_PAGE_SIZE = 100;

const filters = {
  areaId: z.uuid().optional().describe("Members of this work area"),
  roleId: z.uuid().optional().describe("Members holding this role"),
  competenceId: z.uuid().optional().describe("This competence alone as the column"),
  memberId: z.uuid().optional().describe("This member alone as the row"),
};

export const matrixQuerySchema = z.object({
  ...filters,
  status: z
    .enum(MATRIX_STATUSES)
    .optional()
    .describe("Members with at least one cell of this status, and the competences where such a cell is"),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .default(MATRIX_PAGE_SIZE)
    .transform((size) => Math.min(size, MAX_MATRIX_PAGE_SIZE)),
  format: z.enum(["xlsx"]).optional().describe("The whole matrix in this filter (every page) as an XLSX workbook"),
});

export type MatrixQuery = z.output<typeof matrixQuerySchema>;
export type MatrixFilters = Omit<MatrixQuery, "page" | "size" | "format">;

/** A month of the plan (YYYY-MM), or what is outstanding already (overdue, or missing without a deadline). */
export const planMonth = z.union([z.literal("outstanding"), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)]);

export const planQuerySchema = z.object({
  ...filters,
  month: planMonth
    .optional()
    .describe("Only the items of this month (YYYY-MM) or of `outstanding`; the counts stay whole"),
});

export type PlanQuery = z.output<typeof planQuerySchema>;
