import { reachesThreshold, restrictionThreshold, SVHC_THRESHOLD } from "./thresholds";

describe("restriction thresholds", () => {
  it("applies 0.1 % to SVHC and to carcinogens and mutagens, 0.3 % to reproductive toxicants", () => {
    expect(reachesThreshold(SVHC_THRESHOLD, 0.1)).toBe(true);
    expect(reachesThreshold(SVHC_THRESHOLD, 0.05)).toBe(false);
    expect(reachesThreshold(restrictionThreshold("28", "HARMONISED_CMR"), 0.2)).toBe(true);
    expect(reachesThreshold(restrictionThreshold("30", "HARMONISED_CMR"), 0.2)).toBe(false);
    expect(reachesThreshold(restrictionThreshold("30", "HARMONISED_CMR"), 0.3)).toBe(true);
  });

  it("names no threshold for entries listing substances by name, nor without a concentration", () => {
    expect(restrictionThreshold("63", "LISTED")).toBeNull();
    expect(reachesThreshold(restrictionThreshold("63", "LISTED"), 50)).toBeNull();
    expect(reachesThreshold(SVHC_THRESHOLD, null)).toBeNull();
  });
});
