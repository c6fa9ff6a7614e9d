// The API tests run the job queue themselves, like a worker that is never busy: after each request
// that queued a job, `call` (tests/support/api.ts) runs every job that is due, through the same
// handlers and the same pg-boss tables as a real worker.
import { allJobs } from "@/lib/modules/jobs";
import { pool } from "@/lib/platform/db";
import { queueFor } from "@/lib/platform/jobs/boss";
import { queueOptions } from "@/lib/platform/jobs/define";
import { runJob } from "@/lib/platform/jobs/worker";

/** The queues that hold a job due now: one query, so that running an empty queue costs little. */
async function dueQueues(): Promise<Set<string>> {
  const { rows } = await pool().query<{ name: string }>(
    "SELECT DISTINCT name FROM pgboss.job WHERE state IN ('created', 'retry') AND start_after <= now()",
  );
  return new Set(rows.map((row) => row.name));
}

/** Runs the jobs that are due now (a failed one goes back to the queue for its retry) until none are left. */
export async function runQueuedJobs(jobs = allJobs): Promise<number> {
  let total = 0;
  for (;;) {
    const due = await dueQueues();
    let ran = 0;
    for (const job of jobs.filter((one) => due.has(one.name))) {
      const boss = await queueFor(queueOptions(job));
      const fetched = await boss.fetch<object>(job.name, { includeMetadata: true, batchSize: 20 });
      for (const one of fetched) {
        ran++;
        try {
          await runJob(job, one);
          await boss.complete(job.name, one.id);
        } catch (error) {
          await boss.fail(job.name, one.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    }
    total += ran;
    if (!ran) return total;
  }
}
