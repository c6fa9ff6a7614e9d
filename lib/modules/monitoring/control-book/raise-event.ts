import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { recordWrites } from "@/lib/platform/writes/records";
import { reportEvent } from "@/lib/modules/evaluation/events/mutations";
import { getInspection } from "./data";
import { serializeControlBookWrites } from "./serialize";
import { translator } from "@/lib/platform/i18n/translator";

const links = recordWrites({
  table: (tx) => tx.inspection,
  get: getInspection,
  serialize: (tx, org) => serializeControlBookWrites(tx, org.organizationId),
});

/**
 * Raises an event from a failed inspection, or one done with findings, in one step: the event is
 * reported through the events module (named after the inspection, its findings as the description,
 * high importance when it failed) and the inspection points to it (the event reaches it through the same
 * link). The inspection's id is the report's idempotency key, so a repeated request (a lost
 * answer, a retry after a failure between the two writes) finds the same event instead of a second.
 * An inspection that already raised one answers it unchanged.
 */
export async function raiseEventFromInspection(org: OrgContext, inspectionId: string) {
  const inspection = await getInspection(org, inspectionId);
  if (inspection.eventId) return inspection;
  if (inspection.status !== "DONE" || (inspection.result !== "FAILED" && !inspection.findings)) {
    const message = translator(org.user.language)("controlBook.errors.raisesNoEvent");
    throw validationFailed({ result: message }, message);
  }
  const failed = inspection.result === "FAILED";
  const event = await reportEvent(org, {
    title: `${failed ? "Failed inspection" : "Inspection findings"}: ${inspection.title}`.slice(0, 200),
    description: inspection.findings,
    kind: inspection.type === "ANALYSIS" ? "ENVIRONMENTAL_INCIDENT" : "UNSAFE_CONDITION",
    importance: failed ? "HIGH" : "MEDIUM",
    accidentOccurred: false,
    occurredAt: `${inspection.performedAt ?? inspection.dueDate}T12:00:00Z`,
    areaId: null,
    location: null,
    latitude: null,
    longitude: null,
    fileIds: [],
    idempotencyKey: inspection.id,
  });
  return links.update(org, inspectionId, {}, async (tx) => {
    await tx.inspection.updateMany({ where: { id: inspectionId, eventId: null }, data: { eventId: event.id } });
  });
}
