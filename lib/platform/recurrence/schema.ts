// The due statuses (due-status.ts) as answers carry them.
import { z } from "zod";
import type { DateStatus, DueStatus } from "./due-status";

/** Where a date stands (DateStatus). */
export const dateStatusSchema = z.enum(["OVERDUE", "DUE_SOON", "OK"]) satisfies z.ZodType<DateStatus>;

/** The one vocabulary of everything falling due (DueStatus): a date's status, or MISSING. */
export const dueStatusSchema = z.enum([...dateStatusSchema.options, "MISSING"]) satisfies z.ZodType<DueStatus>;
