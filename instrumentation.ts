// Runs once when a server instance starts: unless JOBS_IN_PROCESS=false, the instance works the
// background job queue too (mails, the hourly sweeps). Any number of instances may; each job runs
// on one of them. `npm run worker` runs the same worker on its own.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NODE_ENV === "test") return;
  if (process.env.JOBS_IN_PROCESS === "false") return;
  const { startWorker } = await import("@/lib/platform/jobs/worker");
  const { allJobs } = await import("@/lib/modules/jobs");
  // the app serves requests whether or not the worker could start; jobs wait in the queue meanwhile
  startWorker(allJobs).then(
    () => console.log(`[jobs] worker started in this process (${allJobs.length} queues)`),
    (error) => console.error("[jobs] the worker could not start; jobs wait in the queue:", error.message),
  );
}
