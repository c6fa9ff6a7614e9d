// Cell values as the files write them: calendar dates as dates, instants in the app's time zone.
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import type { CellType, CellValue } from "./columns";

const wallClockFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * The instant as the app's time zone reads it, as a Date whose UTC fields hold that wall-clock time
 * (spreadsheet cells have no time zone: a cell shows what its fields say).
 */
function wallClock(instant: Date): Date {
  const parts = Object.fromEntries(wallClockFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  const seconds = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return new Date(seconds + instant.getUTCMilliseconds());
}

const asDate = (value: CellValue): Date | null => {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A cell for XLSX: Dates and numbers stay themselves (the sheet's formats show them). */
export function sheetCell(value: CellValue, type: CellType = "text"): string | number | Date | null {
  if (type === "date") return asDate(value);
  if (type === "dateTime") {
    const date = asDate(value);
    return date && wallClock(date);
  }
  if (type === "number") return value === null || value === undefined || value === "" ? null : Number(value);
  return value === null || value === undefined ? null : String(value);
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, "0");

/** A cell for CSV: dates as YYYY-MM-DD, instants as ISO 8601 with the time zone's offset. */
export function textCell(value: CellValue, type: CellType = "text"): string {
  if (type === "date") return asDate(value)?.toISOString().slice(0, 10) ?? "";
  if (type === "dateTime") {
    const date = asDate(value);
    if (!date) return "";
    const local = wallClock(date);
    const offset = Math.round((local.getTime() - date.getTime()) / 60_000);
    const sign = offset < 0 ? "-" : "+";
    return `${local.toISOString().slice(0, 19)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  }
  return value === null || value === undefined ? "" : String(value);
}
