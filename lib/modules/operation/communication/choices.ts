// The values the communication plan's and log's fields and filters take, without zod, so the grids
// and forms load none.

/** How something is communicated: in writing, in person, on the notice board … */
export const COMMUNICATION_CHANNELS = [
  "EMAIL",
  "LETTER",
  "MEETING",
  "PHONE",
  "NOTICE_BOARD",
  "INTRANET",
  "WEBSITE",
  "REPORT",
  "OTHER",
] as const;

export const COMMUNICATION_DIRECTIONS = ["INCOMING", "OUTGOING"] as const;

/** What a logged communication is; a complaint awaits a response by its due date. */
export const COMMUNICATION_KINDS = ["GENERAL", "COMPLAINT", "INQUIRY", "NOTIFICATION"] as const;

/**
 * Where a logged communication's response stands: awaited (its due date is set and nothing answered
 * yet), awaited past its due date, or given.
 */
export const RESPONSE_STATES = ["AWAITING", "OVERDUE", "GIVEN"] as const;

/** A new complaint's response is due this many days after it unless another date is set. */
export const COMPLAINT_RESPONSE_DAYS = 14;

/** The two views of the communication screen: the log (the default) and the plan. */
export const COMMUNICATION_VIEWS = ["log", "plan"] as const;
export type CommunicationView = (typeof COMMUNICATION_VIEWS)[number];
