// The performance overview: the figures a management system reports, read by READ. Not part of
// LIMITED access (SPEC.md section 6 lists meters and waste alone under monitoring).
import type { Operation } from "@/lib/platform/auth/access";

export const performanceAccess = {
  read: { org: "READ", limited: false },
} as const satisfies Record<string, Operation>;
