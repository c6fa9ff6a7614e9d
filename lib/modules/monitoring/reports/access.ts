// Lists and reports: READ opens the catalogue (each report then needs its own source's list access);
// EDIT schedules a report to members by e-mail. Not part of LIMITED access (SPEC.md section 6 lists
// meters and waste alone under monitoring).
import type { Operation } from "@/lib/platform/auth/access";

export const reportsAccess = {
  read: { org: "READ", limited: false },
  schedule: { org: "EDIT", limited: false },
} as const satisfies Record<string, Operation>;
