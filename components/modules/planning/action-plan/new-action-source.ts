// Where a new action comes from, read from the address its source record's screen links to
// (`/planning/action-plan/new?inspectionId=…`); the API checks the record is the organization's.
import type { NewActionSource } from "./action-form";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newActionSource(params: Record<string, string | string[] | undefined>): NewActionSource {
  const one = (name: string) => {
    const value = params[name];
    return typeof value === "string" && UUID.test(value) ? value : null;
  };
  const eventId = one("eventId");
  if (eventId) return { source: "EVENT", eventId, back: `/evaluation/event-handling/${eventId}` };
  const hazardId = one("hazardId");
  if (hazardId) return { source: "HAZARD", hazardId, back: "/planning/risk-assessment" };
  const aspectId = one("aspectId");
  if (aspectId) return { source: "ASPECT", aspectId, back: `/planning/aspects/${aspectId}` };
  const objectiveId = one("objectiveId");
  if (objectiveId) return { source: "OBJECTIVE", objectiveId, back: `/planning/objectives/${objectiveId}` };
  const findingId = one("findingId");
  const auditId = one("auditId");
  if (findingId && auditId) return { source: "FINDING", findingId, back: `/evaluation/internal-audit/${auditId}` };
  const evaluationId = one("evaluationId");
  const obligationId = one("obligationId");
  if (evaluationId && obligationId) {
    return { source: "COMPLIANCE", evaluationId, back: `/documents/binding-obligations/${obligationId}` };
  }
  const decisionId = one("decisionId");
  const reviewId = one("reviewId");
  if (decisionId && reviewId) {
    return { source: "REVIEW", decisionId, back: `/evaluation/management-review/${reviewId}` };
  }
  const communicationId = one("communicationId");
  if (communicationId) {
    return { source: "COMMUNICATION", communicationId, back: `/operation/communication/${communicationId}` };
  }
  const inspectionId = one("inspectionId");
  if (inspectionId)
    return { source: "INSPECTION", inspectionId, back: `/monitoring/control-book/inspections/${inspectionId}` };
  return { source: "PLAN" };
}
