// The chemicals reference data (CLP statements and pictograms, Annex VI, REACH lists, ADR, storage
// and water hazard classes): read-only, seeded, belonging to no organization. Every signed-in user
// reads it; nothing on the API writes it.
import type { UserOperation } from "@/lib/platform/auth/access";

export const hazardDataAccess = {
  read: { limited: true },
} as const satisfies Record<string, UserOperation>;
