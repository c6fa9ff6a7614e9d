// The reporting screen opened about something: a scanned area's QR label ("report an event here")
// or a machine's page ("report an event about this machine") names the area and the place, and the
// form starts with them. Client-safe.

const REPORT_EVENT_PATH = "/events/new";

export type ReportPrefill = { areaId: string | null; location: string | null };

/** The reporting screen with the area and place filled in. */
export function reportEventHref(prefill: Partial<ReportPrefill>): string {
  const query = new URLSearchParams();
  if (prefill.areaId) query.set("areaId", prefill.areaId);
  if (prefill.location) query.set("location", prefill.location);
  const text = query.toString();
  return text ? `${REPORT_EVENT_PATH}?${text}` : REPORT_EVENT_PATH;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** What the screen's address prefills: an area of the organization's list, a place of at most 200 characters. */
export function readPrefill(
  searchParams: Record<string, string | string[] | undefined>,
  areaIds: readonly string[],
): ReportPrefill {
  const areaId = first(searchParams.areaId) ?? null;
  const location = first(searchParams.location)?.trim().slice(0, 200) || null;
  return { areaId: areaId && areaIds.includes(areaId) ? areaId : null, location };
}
