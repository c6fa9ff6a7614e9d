// Support contacts: whom the product's users contact for help. Every signed-in user reads them (the
// help page, `GET /api/v1/system-details`); keeping them, on the API and on the /admin screens,
// needs the system scope MAINTAIN. They belong to no organization, so LIMITED does not apply.
import type { UserOperation } from "@/lib/platform/auth/access";

export const supportContactAccess = {
  read: { limited: true },
  maintain: { system: "MAINTAIN", limited: false },
} as const satisfies Record<string, UserOperation>;
