import "server-only";
import PgBoss from "pg-boss";
import { pool } from "@/lib/platform/db";
import { countQueuedJob } from "./queued";

/** Where pg-boss keeps its tables, next to the application's own. */
const JOB_SCHEMA = "pgboss";

/** pg-boss over the application's connection pool: no second pool per instance. */
const poolDb: PgBoss.Db = { executeSql: (text, values) => pool().query(text, values) };

/**
 * A pg-boss instance. `worker` turns on what only a worker needs: the maintenance (expiry, retries
 * of stalled jobs, archiving) and the cron clock. Several instances may do both at once; pg-boss
 * takes advisory locks so that each maintenance run and each cron tick happens once.
 */
export function createBoss(options: { worker: boolean; db?: PgBoss.Db }): PgBoss {
  const boss = new PgBoss({
    db: options.db ?? poolDb,
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: options.worker,
    schedule: options.worker,
    // completed and failed jobs stay queryable for a week (see docs/architecture.md, Background jobs)
    archiveCompletedAfterSeconds: 24 * 60 * 60,
    archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    deleteAfterDays: 7,
  });
  boss.on("error", (error) => console.error(JSON.stringify({ event: "jobs_error", message: error.message })));
  return boss;
}

const holder = globalThis as unknown as {
  ehsJobProducer?: Promise<PgBoss>;
  ehsJobQueues?: Set<string>;
  ehsLocalWorkers?: Map<string, { boss: PgBoss; id: string }>;
};

/** Remembers a worker of this process, so that a job queued here wakes it instead of waiting for its next poll. */
export function registerLocalWorker(name: string, boss: PgBoss, id: string) {
  (holder.ehsLocalWorkers ??= new Map()).set(name, { boss, id });
}

/** Wakes this process's worker of the queue, if it has one. */
export function wakeLocalWorker(name: string) {
  const local = holder.ehsLocalWorkers?.get(name);
  local?.boss.notifyWorker(local.id);
}

/** Creates the queue once per process (pg-boss ignores a queue that exists). */
export async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue, known = (holder.ehsJobQueues ??= new Set())) {
  if (known.has(queue.name)) return;
  await boss.createQueue(queue.name, queue);
  known.add(queue.name);
}

/** The process's instance for queuing jobs, started on first use (installs pg-boss's tables when missing). */
export async function queueFor(queue: PgBoss.Queue): Promise<PgBoss> {
  holder.ehsJobProducer ??= createBoss({ worker: false })
    .start()
    .catch((error) => {
      holder.ehsJobProducer = undefined;
      throw error;
    });
  const boss = await holder.ehsJobProducer;
  await ensureQueue(boss, queue);
  countQueuedJob();
  return boss;
}
