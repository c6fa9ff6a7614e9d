import "server-only";
import { defineJob } from "@/lib/platform/jobs/define";
import { purgeExpiredAuditEntries } from "./retention";

/** Daily: deletes audit entries past AUDIT_RETENTION_DAYS; without that setting it keeps them all. */
export const auditRetention = defineJob({
  name: "audit.retention",
  cron: "41 2 * * *",
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  async run() {
    const removed = await purgeExpiredAuditEntries();
    if (removed) console.log(`[audit] removed ${removed} entries past the retention period`);
  },
});
