// The job queue against a real PostgreSQL: several workers on one database, transactions,
// restarts and schedules.
import { Pool } from "pg";
import type PgBoss from "pg-boss";
import { db } from "@/lib/platform/db";
import { createBoss } from "@/lib/platform/jobs/boss";
import { defineJob, type JobRun } from "@/lib/platform/jobs/define";
import { startWorker, type Worker } from "@/lib/platform/jobs/worker";

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(50);
  }
}

/** A pg-boss instance with a connection pool of its own, as in another app instance. */
const pools: Pool[] = [];
function separateInstance(): PgBoss {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
  // the test database is dropped with its connections at the end
  pool.on("error", () => {});
  pools.push(pool);
  return createBoss({ worker: true, db: { executeSql: (text, values) => pool.query(text, values) } });
}

const workers: Worker[] = [];
async function worker(jobs: Parameters<typeof startWorker>[0]) {
  const started = await startWorker(jobs, { boss: separateInstance(), pollingSeconds: 0.5 });
  workers.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(workers.splice(0).map((one) => one.stop()));
});
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
});

const jobStates = (name: string) =>
  db().$queryRawUnsafe<Array<{ id: string; state: string }>>(
    `SELECT id::text, state FROM pgboss.job WHERE name = $1`,
    name,
  );

describe("background jobs", () => {
  it("runs a job queued once exactly once when two workers share the database", async () => {
    const runs: Array<{ id: string; worker: string }> = [];
    const running = new Set<string>();
    let overlapping = 0;
    const jobFor = (workerName: string) =>
      defineJob<{ n: number }>({
        name: "test.exactly-once",
        async run(_data, run: JobRun) {
          if (running.has(run.id)) overlapping++;
          running.add(run.id);
          await sleep(50);
          running.delete(run.id);
          runs.push({ id: run.id, worker: workerName });
        },
      });
    await worker([jobFor("a")]);
    await worker([jobFor("b")]);

    const queued = await Promise.all(Array.from({ length: 40 }, (_, n) => jobFor("producer").enqueue({ n })));
    await until(() => runs.length >= 40);
    await sleep(1500); // room for a second run of any job, which must not come

    expect(runs).toHaveLength(40);
    expect(new Set(runs.map((run) => run.id))).toEqual(new Set(queued));
    expect(overlapping).toBe(0);
    // both instances took jobs
    expect(runs.filter((run) => run.worker === "a").length).toBeGreaterThan(0);
    expect(runs.filter((run) => run.worker === "b").length).toBeGreaterThan(0);
    await until(async () => (await jobStates("test.exactly-once")).every((job) => job.state === "completed"));
  });

  it("retries a failed job after a delay that grows, then succeeds", async () => {
    const attempts: Array<{ attempt: number; at: number }> = [];
    const flaky = defineJob<{ ok: true }>({
      name: "test.flaky",
      retryDelaySeconds: 1,
      async run(_data, run) {
        attempts.push({ attempt: run.attempt, at: Date.now() });
        if (run.attempt < 3) throw new Error(`attempt ${run.attempt} fails`);
      },
    });
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await worker([flaky]);
      const id = await flaky.enqueue({ ok: true });
      await until(async () =>
        (await jobStates("test.flaky")).some((job) => job.id === id && job.state === "completed"),
      );
      expect(attempts.map((entry) => entry.attempt)).toEqual([1, 2, 3]);
      const firstWait = attempts[1].at - attempts[0].at;
      const secondWait = attempts[2].at - attempts[1].at;
      expect(firstWait).toBeGreaterThanOrEqual(900);
      expect(secondWait).toBeGreaterThan(firstWait);
      expect(errors.mock.calls.map((args) => String(args[0])).join("\n")).toContain('"event":"job_attempt_failed"');
    } finally {
      errors.mockRestore();
    }
  });

  it("keeps queued jobs across a restart, and runs a job cut off by a stop again", async () => {
    const done: string[] = [];
    let release: () => void = () => {};
    const slow = defineJob<{ label: string }>({
      name: "test.restart",
      retryDelaySeconds: 1,
      async run({ label }, run) {
        if (label === "cut" && run.attempt === 1) {
          await new Promise<void>((resolve) => (release = resolve));
          throw new Error("stopped");
        }
        done.push(label);
      },
    });
    // queued while no worker runs: it waits in the database
    await slow.enqueue({ label: "queued" });
    const first = await worker([slow]);
    await until(() => done.includes("queued"));

    await slow.enqueue({ label: "cut" });
    await until(async () => (await jobStates("test.restart")).some((job) => job.state === "active"));
    // the instance goes away while the job runs: pg-boss hands the job back for a retry
    const stopping = first.boss.stop({ graceful: true, timeout: 1000, close: false });
    await sleep(1500);
    release();
    await stopping;
    workers.splice(workers.indexOf(first), 1);

    await worker([slow]);
    await until(() => done.includes("cut"));
  });

  it("queues a job in a transaction only if the transaction commits", async () => {
    const ran: string[] = [];
    const job = defineJob<{ label: string }>({
      name: "test.transactional",
      async run({ label }) {
        ran.push(label);
      },
    });
    await expect(
      db().$transaction(async (tx) => {
        await job.enqueue({ label: "rolled back" }, { tx });
        throw new Error("the write fails");
      }),
    ).rejects.toThrow("the write fails");
    await db().$transaction((tx) => job.enqueue({ label: "committed" }, { tx }));
    expect(await jobStates("test.transactional")).toHaveLength(1);

    await worker([job]);
    await until(() => ran.length > 0);
    await sleep(700);
    expect(ran).toEqual(["committed"]);
  });

  it("installs the cron schedules of the jobs it works, and removes schedules no job declares", async () => {
    const hourly = defineJob({ name: "test.hourly", cron: "5 * * * *", async run() {} });
    const plain = defineJob({ name: "test.plain", async run() {} });
    const first = await worker([hourly, plain]);
    expect(await first.boss.getSchedules()).toEqual([
      expect.objectContaining({
        name: "test.hourly",
        cron: "5 * * * *",
        options: expect.objectContaining({ tz: "UTC" }),
      }),
    ]);
    await first.stop();
    workers.splice(workers.indexOf(first), 1);

    const second = await worker([plain]);
    expect(await second.boss.getSchedules()).toEqual([]);
  });
});
