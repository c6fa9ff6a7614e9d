// Competences of an organization. One competence with its member assignments needs EDIT, like the
// competence detail screen.
import type { Operation } from "@/lib/platform/auth/access";

export const competenceAccess = {
  list: { org: "READ", limited: true },
  read: { org: "EDIT", limited: true },
  create: { org: "EDIT", limited: true },
  update: { org: "EDIT", limited: true },
  archive: { org: "EDIT", limited: true },
} as const satisfies Record<string, Operation>;
