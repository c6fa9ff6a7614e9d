// The values an event's fields may take, without zod, so client lists can name them. The statuses
// live with their flow in ./status.

export const EVENT_KINDS = [
  "ACCIDENT",
  "NEAR_MISS",
  "UNSAFE_CONDITION",
  "ENVIRONMENTAL_INCIDENT",
  "OBSERVATION",
] as const;
export const EVENT_IMPORTANCES = ["HIGH", "MEDIUM", "LOW"] as const;
export const EVENT_ACTION_TYPES = ["CORRECTIVE", "PREVENTIVE"] as const;
