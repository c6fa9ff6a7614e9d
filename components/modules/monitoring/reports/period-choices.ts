// What the period can be set to on the screen: the months of five years back to the end of next
// year (the inspections due may be looked ahead at), named in the reader's language, and the quick
// choices worked out from today.
import "server-only";
import { previousPeriod, yearToDate, type Period } from "@/lib/modules/monitoring/reports/period";
import { monthNamer } from "./month-name";

export type MonthChoice = { value: string; label: string };

const QUICK_PERIODS = ["thisYear", "lastYear", "lastQuarter", "lastMonth"] as const;

export type QuickPeriod = { key: (typeof QUICK_PERIODS)[number]; from: string; to: string };

const YEARS_BACK = 5;

/** The months to choose from, oldest first; a period from the address outside them is kept among them. */
export function monthChoices(today: Date, locale: string, chosen: Period): MonthChoice[] {
  const year = today.getUTCFullYear();
  const months = new Set<string>([chosen.from, chosen.to]);
  for (let y = year - YEARS_BACK; y <= year + 1; y++)
    for (let m = 1; m <= 12; m++) months.add(`${y}-${String(m).padStart(2, "0")}`);
  const name = monthNamer(locale);
  return [...months].sort().map((value) => ({ value, label: name(value) }));
}

/** This year so far, last year, the last whole quarter and the last whole month. */
export function quickPeriods(today: Date): QuickPeriod[] {
  const lastYear = today.getUTCFullYear() - 1;
  const periods: Record<QuickPeriod["key"], Period> = {
    thisYear: yearToDate(today),
    lastYear: { from: `${lastYear}-01`, to: `${lastYear}-12` },
    lastQuarter: previousPeriod("QUARTERLY", today),
    lastMonth: previousPeriod("MONTHLY", today),
  };
  return QUICK_PERIODS.map((key) => ({ key, ...periods[key] }));
}
