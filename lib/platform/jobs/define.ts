import "server-only";
import type PgBoss from "pg-boss";
import type { Tx } from "@/lib/platform/db";
import { queueFor, wakeLocalWorker } from "./boss";

/** What a handler learns about the run it is in. */
export type JobRun = { id: string; attempt: number; attempts: number };

export type JobDefinition<T extends object> = {
  /** The queue's name, unique in the application: `<area>.<what>` (`mail.invitation`). */
  name: string;
  /** Does the work. Throwing fails this attempt; the job is retried until `retryLimit` is used up. */
  run: (data: T, run: JobRun) => Promise<void>;
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled for each further one (default 30). */
  retryDelaySeconds?: number;
  /** A run that takes longer counts as failed and may run again (default 5 minutes). */
  expireInSeconds?: number;
  /** Cron expression (UTC): the worker enqueues the job on this schedule, once across every instance. */
  cron?: string;
};

export type Job<T extends object> = Required<Omit<JobDefinition<T>, "cron">> & {
  cron?: string;
  /** Queues a run. With `tx` the job is queued in that transaction and exists only if it commits. */
  enqueue: (data: T, options?: { tx?: Tx; startAfterSeconds?: number }) => Promise<string>;
};

/** A job of any data: what lists of jobs hold (each job checks its own data when it is queued). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJob = Job<any>;

/** The options pg-boss keeps for the job's queue (retries with exponential back-off, expiry). */
export const queueOptions = (job: AnyJob): PgBoss.Queue => ({
  name: job.name,
  retryLimit: job.retryLimit,
  retryDelay: job.retryDelaySeconds,
  retryBackoff: true,
  expireInSeconds: job.expireInSeconds,
});

/**
 * Declares a background job. A module defines its jobs with this, lists them in
 * `lib/modules/jobs.ts`, and queues work with `job.enqueue(data)` from anywhere on the server.
 */
export function defineJob<T extends object>(definition: JobDefinition<T>): Job<T> {
  const job: Job<T> = {
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    ...definition,
    async enqueue(data, options = {}) {
      const boss = await queueFor(queueOptions(job));
      const db = options.tx ? transactionDb(options.tx) : undefined;
      const id = await boss.send(job.name, data, {
        ...(db ? { db } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      if (!id) throw new Error(`The job queue ${job.name} does not exist`);
      // a job queued in a transaction is seen once that commits, at the worker's next poll
      if (!options.tx) wakeLocalWorker(job.name);
      return id;
    },
  };
  return job;
}

/** pg-boss runs its insert through Prisma's transaction, so the job commits or rolls back with it. */
const transactionDb = (tx: Tx): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: await tx.$queryRawUnsafe(text, ...values) }),
});
