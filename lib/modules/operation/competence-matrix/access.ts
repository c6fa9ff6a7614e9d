// The competence matrix and its training plan: READ sees them, as the member and competence lists
// that show the same statuses. Not part of LIMITED access: SPEC.md section 6 lists operation
// procedures alone under operation (the statuses stay on the members screen, which LIMITED keeps).
import type { Operation } from "@/lib/platform/auth/access";

export const competenceMatrixAccess = {
  read: { org: "READ", limited: false },
} as const satisfies Record<string, Operation>;
