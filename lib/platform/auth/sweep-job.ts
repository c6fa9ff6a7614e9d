import "server-only";
import { defineJob } from "@/lib/platform/jobs/define";
import { sweepExpiredAuthRows } from "./mutations";

/** Hourly: deletes expired sessions, old tokens and old sign-in failures. */
export const expiredAuthSweep = defineJob({
  name: "auth.expired-sweep",
  cron: "7 * * * *",
  retryLimit: 2,
  async run() {
    await sweepExpiredAuthRows();
  },
});
