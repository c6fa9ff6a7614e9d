// The cells of a readings sheet as people write them: local dates and times, and numbers with a
// Danish or an English decimal mark.
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { TIME_ZONE } from "@/lib/platform/i18n/config";

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** Local date and time as people write them; a date alone is the start of that day. */
const MOMENT_FORMATS = [
  "YYYY-MM-DD HH:mm:ss",
  "YYYY-MM-DD HH:mm",
  "YYYY-MM-DDTHH:mm:ss",
  "YYYY-MM-DDTHH:mm",
  "YYYY-MM-DD",
  "DD-MM-YYYY HH:mm",
  "DD-MM-YYYY",
  "DD.MM.YYYY HH:mm",
  "DD.MM.YYYY",
  "DD/MM/YYYY HH:mm",
  "DD/MM/YYYY",
];

/** The instant of a local date and time in the organization's time zone, as ISO text; null when unreadable. */
export function readMoment(text: string): string | null {
  const trimmed = text.trim();
  const format = MOMENT_FORMATS.find((candidate) => dayjs(trimmed, candidate, true).isValid());
  if (!format) return null;
  return dayjs.tz(trimmed, format, TIME_ZONE).toISOString();
}

/**
 * A number as a Danish or an English sheet writes it: "1.234,5", "1234,5", "1,234.5" or "1234.5".
 * With both separators the last one is the decimal mark; a comma alone is the decimal mark.
 */
export function readNumber(text: string): string {
  const compact = text.replace(/[\s\u00a0']/g, "");
  const comma = compact.lastIndexOf(",");
  const point = compact.lastIndexOf(".");
  if (comma >= 0 && point >= 0) {
    return comma > point ? compact.replace(/\./g, "").replace(",", ".") : compact.replace(/,/g, "");
  }
  return comma >= 0 ? compact.replace(",", ".") : compact;
}
