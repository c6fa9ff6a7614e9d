// The risk levels, lowest first, with the colours a matrix cell and a level tag show them in: each
// background with a text colour that reaches the 4.5:1 contrast of WCAG AA (tested). Client-safe.

export const RISK_LEVELS = ["LOW", "MEDIUM", "HIGH", "VERY_HIGH"] as const;
export type RiskLevelName = (typeof RISK_LEVELS)[number];

export const LEVEL_COLOURS: Record<RiskLevelName, { background: string; text: string }> = {
  LOW: { background: "#2e7d32", text: "#ffffff" },
  MEDIUM: { background: "#f9c74f", text: "#1d1d1f" },
  HIGH: { background: "#bf360c", text: "#ffffff" },
  VERY_HIGH: { background: "#7f0000", text: "#ffffff" },
};

export const levelRank = (level: RiskLevelName) => RISK_LEVELS.indexOf(level);

export const HAZARD_CATEGORIES = [
  "MECHANICAL",
  "ELECTRICAL",
  "FALLS",
  "FIRE_EXPLOSION",
  "CHEMICAL",
  "BIOLOGICAL",
  "NOISE",
  "VIBRATION",
  "THERMAL",
  "RADIATION",
  "ERGONOMIC",
  "PSYCHOSOCIAL",
  "TRAFFIC",
] as const;
