// Failed background jobs are the product's own housekeeping, seen and retried by its maintainers
// (system scope MAINTAIN); they belong to no organization, so LIMITED does not apply.
import type { UserOperation } from "@/lib/platform/auth/access";

export const failedJobAccess = {
  maintain: { system: "MAINTAIN", limited: false },
} as const satisfies Record<string, UserOperation>;
