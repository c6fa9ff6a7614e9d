// Failed background jobs: a job that used up its retries is listed for maintainers with whom it was
// for and why it failed, and "try again" queues it once more, exactly once.
import { pool } from "@/lib/platform/db";
import { defineJob } from "@/lib/platform/jobs/define";
import { as, call } from "../../support/api";
import { runQueuedJobs } from "../../support/jobs";

type Caller = Awaited<ReturnType<typeof as>>;
type Listed = {
  id: string;
  name: string;
  recipient: string | null;
  error: string;
  attempts: number;
  retryable: boolean;
};

const LIST = "/api/v1/failed-jobs";

describe("failed background jobs", () => {
  let admin: Caller;
  let manager: Caller;
  // the mail server refuses until it is "back"
  let serverBack = false;
  const mail = defineJob<{ email: string }>({
    name: "test.refused-mail",
    retryLimit: 1,
    retryDelaySeconds: 0,
    async run() {
      if (!serverBack) throw new Error("550 5.1.1 mailbox unavailable");
    },
  });
  const state = async (id: string) =>
    (await pool().query<{ state: string }>("SELECT state FROM pgboss.job WHERE id = $1", [id])).rows[0]?.state;

  beforeAll(async () => {
    [admin, manager] = await Promise.all([as("admin@demo.example"), as("manager@demo.example")]);
  });

  it("lists a job that failed every attempt, for maintainers only, and tries it again once", async () => {
    const id = await mail.enqueue({ email: "someone@customer.example" });
    // the first attempt and its one retry both fail
    await runQueuedJobs([mail]);
    await pool().query("UPDATE pgboss.job SET start_after = now() WHERE id = $1", [id]);
    await runQueuedJobs([mail]);
    expect(await state(id)).toBe("failed");

    const listed = await admin.get(`${LIST}?size=100`);
    expect(listed.status).toBe(200);
    const row = (listed.body.content as Listed[]).find((job) => job.id === id);
    expect(row).toMatchObject({
      name: "test.refused-mail",
      recipient: "someone@customer.example",
      error: "550 5.1.1 mailbox unavailable",
      attempts: 2,
      retryable: true,
    });
    expect(listed.body.totalElements).toBeGreaterThanOrEqual(1);
    expect((await manager.get(LIST)).status).toBe(403);
    expect((await call("GET", LIST)).status).toBe(401);

    // a manager cannot retry it; a maintainer can, once
    expect((await manager.post(`${LIST}/${id}/retry`)).status).toBe(403);
    expect((await admin.post(`${LIST}/${id}/retry`)).status).toBe(204);
    expect((await admin.post(`${LIST}/${id}/retry`)).status).toBe(404);
    expect(await state(id)).toBe("retry");
    const after = await admin.get(`${LIST}?size=100`);
    expect((after.body.content as Listed[]).map((job) => job.id)).not.toContain(id);

    serverBack = true;
    await runQueuedJobs([mail]);
    expect(await state(id)).toBe("completed");
  });

  it("answers 404 for a job that is not failed, unknown, or not an id, and 400 for a page that is none", async () => {
    const queued = await mail.enqueue({ email: "queued@customer.example" });
    expect((await admin.post(`${LIST}/${queued}/retry`)).status).toBe(404);
    expect((await admin.post(`${LIST}/00000000-0000-4000-8000-000000000000/retry`)).status).toBe(404);
    expect((await admin.post(`${LIST}/not-an-id/retry`)).status).toBe(404);
    expect((await admin.get(`${LIST}?page=-1`)).status).toBe(400);
  });
});
