// Emission factors. The catalogue belongs to no organization: every signed-in user reads its
// factors (meters link to them), and the detailed form with every dated value is the maintainers'
// (system MAINTAIN), on the API and the /admin screens alike. An organization's own factors (a
// supplier's declaration) are read by its readers and written by its editors, LIMITED included,
// since they belong to the meters.
import type { Operation, UserOperation } from "@/lib/platform/auth/access";

export const emissionFactorAccess = {
  browse: { limited: true },
  maintain: { system: "MAINTAIN", limited: false },
} as const satisfies Record<string, UserOperation>;

export const organizationFactorAccess = {
  list: { org: "READ", limited: true },
  read: { org: "READ", limited: true },
  create: { org: "EDIT", limited: true },
  update: { org: "EDIT", limited: true },
  archive: { org: "EDIT", limited: true },
} as const satisfies Record<string, Operation>;
