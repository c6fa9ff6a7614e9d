// The values a chemical product's fields may take, without zod, so client lists can name them.

export const PHYSICAL_STATES = ["AEROSOL", "GAS", "LIQUID", "SOLID"] as const;
export const STORAGE_CLASSES = [
  ...["1", "2A", "2B", "3", "4.1A", "4.1B", "4.2", "4.3", "5.1A", "5.1B", "5.1C", "5.2"],
  ...["6.1A", "6.1B", "6.1C", "6.1D", "6.2", "7", "8A", "8B", "10", "11", "12", "13", "10-13"],
] as const;
export const WATER_HAZARD_CLASSES = ["1", "2", "3", "NWG", "AWG"] as const;
