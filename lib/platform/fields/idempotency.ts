// The idempotency key of a create. Client-safe.
import { z } from "zod";

/**
 * A key the client chooses when it begins a record (a phone's draft): sending the same record again
 * (the answer was lost, the phone retried once back online) answers the record already stored.
 */
export const idempotencyKeyField = z
  .uuid()
  .optional()
  .describe("Chosen by the client when the record is begun; the same key again answers the record stored then");
