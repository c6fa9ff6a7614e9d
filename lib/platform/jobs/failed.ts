import "server-only";
import { z } from "zod";
import { notFound } from "@/lib/platform/api/errors";
import { dateTime, pageSchema } from "@/lib/platform/api/response";
import { pool } from "@/lib/platform/db";
import { wakeLocalWorker } from "./boss";

// Jobs that used up their retries (a mail server that stayed away, a mail address that bounced):
// maintainers see them and can try one once more. pg-boss keeps a failed job in its job table for
// a week and then in its archive for another, so the list reaches two weeks back; only a job still
// in the job table can be tried again.

const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Whom a mail was for, when the job is a mail. */
  recipient: z.string().nullable(),
  error: z.string(),
  attempts: z.number(),
  createdDate: dateTime,
  failedDate: dateTime,
  /** Still in pg-boss's job table: "try again" works. Archived jobs are shown only. */
  retryable: z.boolean(),
});

export type FailedJob = z.output<typeof failedJobSchema>;

export const failedJobPageSchema = pageSchema(failedJobSchema);

type Row = {
  id: string;
  name: string;
  recipient: string | null;
  error: unknown;
  attempts: number;
  created_on: Date;
  completed_on: Date;
  retryable: boolean;
  total: string;
};

const FAILED = `
  SELECT id, name, data->>'email' AS recipient, output AS error, retry_count + 1 AS attempts,
         created_on, completed_on, true AS retryable
  FROM pgboss.job WHERE state = 'failed'
  UNION ALL
  SELECT id, name, data->>'email', output, retry_count + 1, created_on, completed_on, false
  FROM pgboss.archive WHERE state = 'failed'`;

/** pg-boss stores a thrown error as its serialisation; a person reads its message. */
function messageOf(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return output == null ? "" : JSON.stringify(output);
}

/** Newest failure first, paged on the server. */
export async function listFailedJobs(page: number, size: number): Promise<z.output<typeof failedJobPageSchema>> {
  const { rows } = await pool().query<Row>(
    `SELECT failed.*, count(*) OVER () AS total FROM (${FAILED}) failed
     ORDER BY completed_on DESC, id DESC LIMIT $1 OFFSET $2`,
    [size, page * size],
  );
  return {
    totalElements: rows.length ? Number(rows[0].total) : await countFailedJobs(),
    content: rows.map((row) => ({
      id: row.id,
      name: row.name,
      recipient: row.recipient,
      error: messageOf(row.error).slice(0, 1000),
      attempts: row.attempts,
      createdDate: row.created_on,
      failedDate: row.completed_on,
      retryable: row.retryable,
    })),
  };
}

/** A page beyond the last still says how many there are. */
async function countFailedJobs() {
  const { rows } = await pool().query<{ total: string }>(`SELECT count(*) AS total FROM (${FAILED}) failed`);
  return Number(rows[0].total);
}

/**
 * Tries a failed job once more, right away, with the retries it had plus one. A job that is not
 * failed (any more), archived or unknown answers 404, so two maintainers pressing at once run it once.
 */
export async function retryFailedJob(id: string): Promise<void> {
  const { rows } = await pool().query<{ name: string }>(
    `UPDATE pgboss.job SET state = 'retry', retry_limit = retry_count + 1, start_after = now()
     WHERE id = $1 AND state = 'failed' RETURNING name`,
    [id],
  );
  if (!rows.length) throw notFound("No failed job with this id can be tried again");
  wakeLocalWorker(rows[0].name);
}
