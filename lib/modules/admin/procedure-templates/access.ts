// The maintainers' procedure templates. Every signed-in user reads them (an editor starts a
// procedure from one); writing them, on the API and on the /admin screens, needs the system scope
// MAINTAIN. They belong to no organization, so LIMITED does not apply to their API.
import type { UserOperation } from "@/lib/platform/auth/access";

export const procedureTemplateAccess = {
  browse: { limited: true },
  maintain: { system: "MAINTAIN", limited: false },
} as const satisfies Record<string, UserOperation>;
