import "server-only";
import { defineJob } from "@/lib/platform/jobs/define";
import { sweepOrphanFiles } from "./mutations";

/** Hourly: removes stored objects without a row and files no record refers to (see `sweepOrphanFiles`). */
export const orphanFileSweep = defineJob({
  name: "files.orphan-sweep",
  cron: "17 * * * *",
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  async run() {
    const removed = await sweepOrphanFiles();
    if (removed) console.log(`[sweep] removed ${removed} orphaned file objects`);
  },
});
