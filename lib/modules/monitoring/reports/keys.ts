// The catalogue's reports by key, in the order the screen lists them. Client-safe.
export const REPORT_KEYS = [
  "chemicalRegister",
  "riskRegister",
  "aspectRegister",
  "legalRegister",
  "actionPlan",
  "competenceMatrix",
  "ghgAccount",
  "wasteAccount",
  "eventStatistics",
  "controlBookDue",
] as const;

export type ReportKey = (typeof REPORT_KEYS)[number];
