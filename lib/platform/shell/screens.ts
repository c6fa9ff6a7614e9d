// The platform's own screens and operations: signing in and out, the profile, the API reference,
// the organization's audit log and the maintainers' failed jobs. Declared like a module's.
import { platformAccess } from "@/lib/platform/auth/access";
import { failedJobAccess } from "@/lib/platform/jobs/access";
import { defineModule } from "@/lib/platform/modules/manifest";

export const platformModule = defineModule({
  key: "platform",
  area: "platform",
  operations: { platform: platformAccess, failedJob: failedJobAccess },
  screens: [
    { path: "/unauthorized", operation: platformAccess.signedIn },
    { path: "/profile", operation: platformAccess.signedIn },
    { path: "/help/api", operation: platformAccess.signedIn },
    { path: "/organization/audit-log", operation: platformAccess.auditLog },
    { path: "/admin/failed-jobs", operation: failedJobAccess.maintain },
  ],
  menu: [
    { group: "organization", key: "auditLog", href: "/organization/audit-log", position: 50 },
    { group: "admin", key: "failedJobs", href: "/admin/failed-jobs", position: 90 },
  ],
  history: async () => (await import("./history")).platformHistory,
});
