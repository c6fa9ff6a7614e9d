import "server-only";
import type PgBoss from "pg-boss";
import { createBoss, ensureQueue, registerLocalWorker } from "./boss";
import { queueOptions, type AnyJob, type Job } from "./define";

/** How often an idle worker asks for new jobs. */
const POLLING_SECONDS = 2;

/**
 * Runs one fetched job through its definition. A failure is logged as one JSON line; the last
 * one says that no retry follows, which is what maintainers look for (see docs/architecture.md).
 */
export async function runJob<T extends object>(job: Job<T>, fetched: PgBoss.JobWithMetadata<T>): Promise<void> {
  const run = { id: fetched.id, attempt: fetched.retryCount + 1, attempts: fetched.retryLimit + 1 };
  try {
    await job.run(fetched.data, run);
  } catch (error) {
    const final = run.attempt >= run.attempts;
    console.error(
      JSON.stringify({
        event: final ? "job_failed" : "job_attempt_failed",
        queue: job.name,
        job: fetched.id,
        attempt: run.attempt,
        attempts: run.attempts,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    throw error;
  }
}

export type Worker = { boss: PgBoss; stop: () => Promise<void> };

/**
 * Starts a worker for the given jobs: creates their queues, brings their settings up to date,
 * installs their cron schedules (and removes schedules no job declares any more), and takes jobs
 * until stopped. Any number of workers may run against one database: a job is handed to one of
 * them at a time (`SELECT … FOR UPDATE SKIP LOCKED`).
 */
export async function startWorker(
  jobs: readonly AnyJob[],
  options: { boss?: PgBoss; pollingSeconds?: number } = {},
): Promise<Worker> {
  const boss = options.boss ?? createBoss({ worker: true });
  await boss.start();
  const known = new Set<string>();
  for (const job of jobs) {
    await ensureQueue(boss, queueOptions(job), known);
    await boss.updateQueue(job.name, queueOptions(job));
  }
  const cronNames = new Set(jobs.filter((job) => job.cron).map((job) => job.name));
  for (const schedule of await boss.getSchedules()) {
    if (!cronNames.has(schedule.name)) await boss.unschedule(schedule.name);
  }
  for (const job of jobs) {
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
    let id = "";
    id = await boss.work<object>(
      job.name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: options.pollingSeconds ?? POLLING_SECONDS },
      async ([fetched]) => {
        try {
          await runJob(job, fetched);
        } finally {
          // a queue that had a job may have more: ask again at once instead of after the polling interval
          if (id) boss.notifyWorker(id);
        }
      },
    );
    registerLocalWorker(job.name, boss, id);
  }
  return { boss, stop: () => boss.stop({ graceful: true, close: true, timeout: 30_000 }) };
}
