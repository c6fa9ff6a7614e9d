// The due list's query (GET /api/v1/organizations/{orgId}/due-items and the /dashboard/due screen)
// and its answer. Client-safe.
import { z } from "zod";
import { idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { EXPORT_FORMATS } from "@/lib/platform/lists/export/format";
import { pageFields } from "@/lib/platform/lists/list";
import { dueStatusSchema } from "@/lib/platform/recurrence/schema";

/** What the list can be narrowed to: overdue (missing included) or due soon. */
export const DUE_LIST_STATUSES = ["OVERDUE", "DUE_SOON"] as const;

export const dueListQuerySchema = z.object({
  ...pageFields,
  status: z
    .enum(DUE_LIST_STATUSES)
    .optional()
    .describe(
      "OVERDUE: overdue and missing items; DUE_SOON: due within 30 days or an agreement's notice; both if absent",
    ),
  source: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe("Only one due source's items, by its key (safetyDataSheets, inspections, meterReadings …)"),
  organizationId: z
    .uuid()
    .optional()
    .describe("Only this organization and those below it: the path's organization or one below it (404 otherwise)"),
  responsibleUserId: z.uuid().optional().describe("Only the items this user is responsible for"),
  format: z
    .enum(EXPORT_FORMATS)
    .optional()
    .describe("Answer every line (this filter) as a CSV or XLSX attachment instead of a page"),
});

export type DueListQuery = z.output<typeof dueListQuerySchema>;

/** One line: a due item, or the same subject of one source in several organizations. */
const dueLineSchema = z.object({
  /** The first item's id. */
  id: z.string(),
  source: z.string().describe("The due source's key"),
  title: z.string(),
  status: dueStatusSchema.describe("MISSING (never there: overdue whatever its date), OVERDUE or DUE_SOON"),
  overdue: z.boolean().describe("Overdue or missing"),
  dueDate: wireDate.describe("The earliest date of the line's items; for a missing item, since when it is wanted"),
  href: z
    .string()
    .nullable()
    .describe("Where the item is handled, in the path's organization; null when the caller may not open it there"),
  organizations: z.array(idName).describe("The organizations whose item this is, one or more"),
  responsible: z.array(idName).describe("The people responsible, if any"),
  itemCount: z.number().describe("How many items the line folds (one per organization)"),
});

export type DueLineDto = z.output<typeof dueLineSchema>;

export const dueLinePageSchema = pageSchema(dueLineSchema);
