// The choices an environmental aspect is described with. Client-safe.

/** What of an activity meets the environment (ISO 14001 6.1.2 and its annex A.6.1.2). */
export const ASPECT_CATEGORIES = [
  "AIR_EMISSION",
  "WATER_DISCHARGE",
  "WASTE",
  "ENERGY_USE",
  "WATER_USE",
  "RAW_MATERIAL_USE",
  "NOISE",
  "SOIL",
  "CHEMICALS",
  "BIODIVERSITY",
] as const;
export type AspectCategoryName = (typeof ASPECT_CATEGORIES)[number];

export const ACTIVITY_KINDS = ["ACTIVITY", "PRODUCT", "SERVICE"] as const;

/** The life-cycle stages the standard asks an organization to consider. */
export const LIFE_CYCLE_STAGES = ["RAW_MATERIALS", "DESIGN", "PRODUCTION", "TRANSPORT", "USE", "END_OF_LIFE"] as const;

export const OPERATING_CONDITIONS = ["NORMAL", "ABNORMAL", "EMERGENCY"] as const;

export const SIGNIFICANCE_RULES = ["SUM", "PRODUCT"] as const;
export type SignificanceRuleName = (typeof SIGNIFICANCE_RULES)[number];
