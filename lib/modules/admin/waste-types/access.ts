// The List of Waste and the recovery and disposal operations. Every signed-in user reads them (the
// waste arrangements pick from them); a Danish title and the synonyms are maintained on the API and
// on /admin/waste-types with the system scope MAINTAIN. They belong to no organization, so LIMITED
// does not apply to their API.
import type { UserOperation } from "@/lib/platform/auth/access";

export const wasteTypeAccess = {
  browse: { limited: true },
  maintain: { system: "MAINTAIN", limited: false },
} as const satisfies Record<string, UserOperation>;
