// The maintainers' agreement templates. Every signed-in user reads them: an editor of a control book
// makes an agreement from one, in any organization, and a template holds nothing of an organization
// (the legislation catalogue is read the same way). Writing, archiving and restoring them, and their
// history, need the system scope MAINTAIN, on the API and on the /admin screens. They belong to no
// organization, so LIMITED does not apply to their API.
import type { UserOperation } from "@/lib/platform/auth/access";

export const agreementTemplateAccess = {
  browse: { limited: true },
  maintain: { system: "MAINTAIN", limited: false },
} as const satisfies Record<string, UserOperation>;
