// The performance overview as the API answers it. Client-safe.
import { z } from "zod";

const months = z.array(z.number().nullable()).length(12);
const pair = z.object({ thisYear: months, lastYear: months });

export const overviewSchema = z.object({
  year: z.number(),
  organization: z.object({ id: z.string(), name: z.string() }),
  /** Month by month, this year and last, for the organization and everything below it. */
  energyKwh: pair,
  waterM3: pair,
  co2Tonnes: z.object({
    scope1: pair,
    scope2: pair,
    /** Some consumption of the year has no emission factor, so its CO2 is not in the figures. */
    incomplete: z.object({ thisYear: z.boolean(), lastYear: z.boolean() }),
  }),
  waste: z.object({ tonnes: pair, recycledTonnes: pair }),
  events: z.object({ byKind: z.record(z.string(), pair), lostTimeInjuries: pair }),
  hoursWorked: pair,
  /** Now: the objectives by status, overdue work, the latest compliance round, open audit findings. */
  objectives: z.record(z.string(), z.number()),
  overdueActions: z.number(),
  overdueInspections: z.number(),
  compliance: z
    .object({
      id: z.string(),
      year: z.number(),
      obligations: z.number(),
      evaluated: z.number(),
      compliant: z.number(),
      partlyCompliant: z.number(),
      notCompliant: z.number(),
      notApplicable: z.number(),
    })
    .nullable(),
  openFindings: z.number(),
  /** The organization itself and each organization directly below it, each with its own subtree, this year. */
  organizations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      energyKwh: z.number().nullable(),
      waterM3: z.number().nullable(),
      wasteTonnes: z.number().nullable(),
      events: z.number(),
      lostTimeInjuries: z.number(),
      hoursWorked: z.number().nullable(),
    }),
  ),
});

export type Overview = z.output<typeof overviewSchema>;

export const overviewQuerySchema = z.object({
  year: z.coerce.number().int().min(1900).max(2200).optional(),
  format: z.enum(["xlsx"]).optional(),
});
