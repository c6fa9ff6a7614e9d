// The values the control book's agreements and inspections may take, without zod, so client lists
// can name them.

export const AGREEMENT_TYPES = [
  "SERVICE_AND_INSPECTION",
  "ANALYSIS",
  "CALIBRATION",
  "COMPLIANCE",
  "REGISTRATION",
  "COMMUNICATION",
] as const;
export const NEXT_DUE_BASES = ["SCHEDULE", "COMPLETION"] as const;
export const INSPECTION_STATUSES = ["PENDING", "DONE"] as const;
export const INSPECTION_RESULTS = ["PASSED", "PASSED_WITH_REMARKS", "FAILED"] as const;
