// The options every ready report on the screen shares: the period in whole months and whether the
// organizations below are included. They live in the screen's address, so a link reproduces the
// choice, and they go into each download's address as the API reads them. Client-safe, without zod.

export type ReportOptions = { from: string; to: string; descendants: boolean };

export type ReportFileFormat = "pdf" | "xlsx";

/** The longest period the API prints (five years), in months. */
const MAX_MONTHS = 60;

const monthIndex = (month: string) => {
  const [year, monthOfYear] = month.split("-").map(Number);
  return year * 12 + monthOfYear - 1;
};

const monthAt = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The options with one end of the period moved. The other end follows when the period would end
 * before it starts or run past five years, so no choice on the screen makes a download fail.
 */
export function withPeriodEnd(options: ReportOptions, end: "from" | "to", month: string): ReportOptions {
  const moved = monthIndex(month);
  if (end === "from") {
    return { ...options, from: month, to: monthAt(clamp(monthIndex(options.to), moved, moved + MAX_MONTHS - 1)) };
  }
  return { ...options, to: month, from: monthAt(clamp(monthIndex(options.from), moved - MAX_MONTHS + 1, moved)) };
}

/** The download of one report in one format with the options chosen. */
export function reportHref(
  organizationId: string,
  reportKey: string,
  format: ReportFileFormat,
  options: ReportOptions,
) {
  const query = new URLSearchParams({
    format,
    from: options.from,
    to: options.to,
    descendants: String(options.descendants),
  });
  return `/api/v1/organizations/${organizationId}/reports/${reportKey}?${query}`;
}

/**
 * The screen's address with the options written into `search` (the schedules list keeps its own
 * page, sort and filters there); "descendants" only while it is on.
 */
export function withOptionsInSearch(search: string, options: ReportOptions): string {
  const params = new URLSearchParams(search);
  params.set("from", options.from);
  params.set("to", options.to);
  if (options.descendants) params.set("descendants", "true");
  else params.delete("descendants");
  return params.toString();
}
