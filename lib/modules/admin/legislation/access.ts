// The shared legislation catalogue. Every signed-in user reads it (organizations bind themselves to
// its acts); maintaining it, on the API and on the /admin screens, needs the system scope MAINTAIN.
// It belongs to no organization, so LIMITED does not apply to its API.
import type { UserOperation } from "@/lib/platform/auth/access";

export const legislationAccess = {
  browse: { limited: true },
  maintain: { system: "MAINTAIN", limited: false },
} as const satisfies Record<string, UserOperation>;
