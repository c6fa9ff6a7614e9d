// The screen's address read into the report options: a period the API would refuse (a month that is
// not one, an end before the start, more than five years) gives way to this year so far, and the
// organizations below count only where there are any.
import "server-only";
import { periodSchema, yearToDate } from "@/lib/modules/monitoring/reports/period";
import type { ReportOptions } from "./report-options";

type SearchParams = Record<string, string | string[] | undefined>;

export function reportOptionsFromUrl(searchParams: SearchParams, today: Date, hasBelow: boolean): ReportOptions {
  const one = (name: string) => {
    const value = searchParams[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const asked = periodSchema.safeParse({ from: one("from"), to: one("to") });
  const period = asked.success ? asked.data : yearToDate(today);
  return { from: period.from, to: period.to, descendants: hasBelow && one("descendants") === "true" };
}
