// `npm run worker`: a dedicated worker for the background jobs, for deployments that keep job work
// out of the app instances (start those with JOBS_IN_PROCESS=false). Needs DATABASE_URL; any
// number of workers and app instances may share one database.
import fs from "node:fs";
import path from "node:path";

async function main() {
  const dotEnv = path.join(__dirname, "..", ".env");
  if (fs.existsSync(dotEnv)) process.loadEnvFile(dotEnv);
  if (!process.env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set; a dedicated worker needs the database of the app instances");
  }
  const { startWorker } = await import("@/lib/platform/jobs/worker");
  const { allJobs } = await import("@/lib/modules/jobs");
  const { pool } = await import("@/lib/platform/db");
  const worker = await startWorker(allJobs);
  console.log(`[worker] working ${allJobs.length} queues: ${allJobs.map((job) => job.name).join(", ")}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("[worker] stopping: finishing the jobs in hand");
    await worker.stop();
    await pool().end();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(`[worker] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
