// How many jobs this process has queued, kept apart from pg-boss so that reading it loads nothing:
// the API tests run the queue only after a request queued a job.
const holder = globalThis as unknown as { ehsJobsQueued?: number };

export const jobsQueuedInThisProcess = () => holder.ehsJobsQueued ?? 0;

export function countQueuedJob() {
  holder.ehsJobsQueued = jobsQueuedInThisProcess() + 1;
}
