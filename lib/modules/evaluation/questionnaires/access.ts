// Questionnaires. The system's are kept by maintainers (system MAINTAIN) on the admin screens;
// every organization with the evaluation screens reads them and may copy one to adapt (EDIT), and
// an audit or an inspection answers one. Not part of LIMITED access (SPEC.md section 6).
import type { Operation, UserOperation } from "@/lib/platform/auth/access";

export const questionnaireAccess = {
  list: { org: "READ", limited: false },
  read: { org: "READ", limited: false },
  /** Copying a system questionnaire, and changing or archiving the organization's own copies. */
  adapt: { org: "EDIT", limited: false },
} as const satisfies Record<string, Operation>;

export const systemQuestionnaireAccess = {
  maintain: { system: "MAINTAIN", limited: false },
} as const satisfies Record<string, UserOperation>;
