// The lines of the greenhouse-gas account. Client-safe.

/**
 * Scope 1 stationary and mobile combustion, scope 2 electricity by method (location-based always,
 * market-based where the organization has market-based factors) and district heating, and biogenic
 * CO2 as a memo item that is never added to a scope.
 */
export const GHG_LINES = [
  "SCOPE1_STATIONARY",
  "SCOPE1_MOBILE",
  "SCOPE2_ELECTRICITY_LOCATION",
  "SCOPE2_ELECTRICITY_MARKET",
  "SCOPE2_DISTRICT_HEATING",
  "BIOGENIC",
] as const;
export type GhgLine = (typeof GHG_LINES)[number];

/** The scope a line adds to; biogenic CO2 adds to none. */
export const SCOPE_OF: Record<GhgLine, 1 | 2 | null> = {
  SCOPE1_STATIONARY: 1,
  SCOPE1_MOBILE: 1,
  SCOPE2_ELECTRICITY_LOCATION: 2,
  SCOPE2_ELECTRICITY_MARKET: 2,
  SCOPE2_DISTRICT_HEATING: 2,
  BIOGENIC: null,
};
