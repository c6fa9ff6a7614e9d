// The choices an objective is described with. Client-safe.

export const OBJECTIVE_KPIS = [
  "METER_ENERGY",
  "METER_WATER",
  "CO2",
  "WASTE_TONNES",
  "RECYCLING_RATE",
  "EVENT_COUNT",
  "DAYS_SINCE_ACCIDENT",
  "MANUAL",
] as const;
export type ObjectiveKpiName = (typeof OBJECTIVE_KPIS)[number];

export const GHG_SCOPES = ["SCOPE1", "SCOPE2", "BOTH"] as const;

export const ACTIVITY_FIGURE_KINDS = ["HOURS_WORKED", "HEADCOUNT", "PRODUCTION_OUTPUT"] as const;

/** KPIs that add up over months, and so may be divided by an activity figure (an intensity). */
export const ADDITIVE_KPIS: readonly ObjectiveKpiName[] = [
  "METER_ENERGY",
  "METER_WATER",
  "CO2",
  "WASTE_TONNES",
  "EVENT_COUNT",
];

/** KPIs where more is better when baseline and target are equal (keeping a level). */
export const HIGHER_IS_BETTER: readonly ObjectiveKpiName[] = ["RECYCLING_RATE", "DAYS_SINCE_ACCIDENT"];

/** The unit a measured KPI is given in; a MANUAL one has its own. */
export const KPI_UNITS: Partial<Record<ObjectiveKpiName, string>> = {
  METER_ENERGY: "kWh",
  METER_WATER: "m³",
  CO2: "t CO2e",
  WASTE_TONNES: "t",
  RECYCLING_RATE: "%",
};

export const OBJECTIVE_STATUSES = ["ON_TRACK", "AT_RISK", "OFF_TRACK", "ACHIEVED", "NO_DATA"] as const;
export type ObjectiveStatusName = (typeof OBJECTIVE_STATUSES)[number];
