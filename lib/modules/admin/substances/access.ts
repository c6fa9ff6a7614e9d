// The substance catalogue. It belongs to no organization; every signed-in user reads it (products
// and registers name its substances), and maintaining it, on the API and on the /admin screens,
// needs the system scope MAINTAIN.
import type { UserOperation } from "@/lib/platform/auth/access";

export const substanceAccess = {
  browse: { limited: true },
  maintain: { system: "MAINTAIN", limited: false },
} as const satisfies Record<string, UserOperation>;
