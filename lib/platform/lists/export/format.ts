// Which answer a list request asks for: `?format=csv|xlsx` first, else the Accept header (a client
// that prefers text/csv or the XLSX media type over JSON gets the file), else the JSON page.
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** Each media range of an Accept header with its quality (absent: 1). */
function ranges(accept: string): { type: string; q: number }[] {
  return accept
    .split(",")
    .map((part) => {
      const [type, ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { type, q: Number.isFinite(quality) ? quality : 0 };
    })
    .filter((range) => range.type);
}

/** The highest quality the header gives to any of `types`, 0 when it names none. */
const quality = (accepted: { type: string; q: number }[], types: string[]) =>
  Math.max(0, ...accepted.filter((range) => types.includes(range.type)).map((range) => range.q));

/** The export a request asks for, or null for the JSON page. JSON wins ties (and `*\/*`). */
export function requestedFormat(accept: string | null, format: ExportFormat | undefined): ExportFormat | null {
  if (format) return format;
  if (!accept) return null;
  const accepted = ranges(accept);
  const json = quality(accepted, ["application/json", "application/*", "*/*"]);
  const csv = quality(accepted, ["text/csv"]);
  const xlsx = quality(accepted, [MEDIA_TYPES.xlsx]);
  if (csv > json && csv >= xlsx) return "csv";
  if (xlsx > json) return "xlsx";
  return null;
}
