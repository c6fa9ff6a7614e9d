import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { ApiError, notFound } from "@/lib/platform/api/errors";
import { db, type Tx } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { auditedTransaction, nameActor } from "./audit";
import { lockIfFresh, type Lockable } from "./concurrency";

/** Work that must wait until the transaction has committed (an e-mail, for instance). */
export type AfterCommit = (work: () => Promise<void>) => void;

/** How long a transaction of many records (an import) may run. */
const MANY_RECORDS_TIMEOUT_MS = 10 * 60_000;

/** A write of many records failed at one of them: its index among the inputs, and why. */
export class RecordFailure extends Error {
  constructor(
    readonly index: number,
    readonly cause: unknown,
  ) {
    super(`Record ${index} could not be written`);
  }
}

type RecordSpec<Input, Dto> = {
  /** The record's table inside the transaction. */
  table: (tx: Tx) => Lockable;
  /** How the answer is read, after the commit: the module's own get. */
  get: (org: OrgContext, id: string) => Promise<Dto>;
  /** A lock every write of the module takes first (see serialize.ts). */
  serialize?: (tx: Tx, org: OrgContext) => Promise<void>;
  /** The check that every id the input links to is the organization's own (422 naming the field). */
  checkLinks?: (tx: Tx, org: OrgContext, input: Input) => Promise<void>;
  /** Which row an id names; the organization's own row by default. */
  where?: (org: OrgContext, id: string) => object;
  /**
   * What still depends on a record, counted by kind (`{ members: 2 }`): archive and remove refuse
   * with 409 `in_use` while any count is above 0, naming the kinds in `fields`.
   */
  dependents?: (tx: Tx, org: OrgContext, id: string) => Promise<Record<string, number>>;
};

/** 409 naming what still depends on the record; the counts are in `fields` for the screen to word. */
function inUse(blocking: Record<string, number>): ApiError {
  const named = Object.entries(blocking).map(([kind, count]) => `${count} ${kind}`);
  return new ApiError(
    409,
    "in_use",
    `This is still in use (${named.join(", ")}); remove those links first`,
    Object.fromEntries(Object.entries(blocking).map(([kind, count]) => [kind, String(count)])),
  );
}

/**
 * The kit's create and update of one kind of record. Each write runs in one transaction, in this
 * order: the module's lock; for an update, the row lock that answers 404 for a row that is not the
 * organization's and 409 for a form older than the row; the check of the linked ids; then the
 * module's own statements.
 * The answer is read back through the module's get, so a write answers exactly what a read would.
 * The transaction names the signed-in user as the actor, so the database's audit trail records
 * every row the write changes, with its fields before and after (see audit.ts).
 */
export function recordWrites<Input extends object, Dto>(spec: RecordSpec<Input, Dto>) {
  const where = spec.where ?? ownRow;

  async function inTransaction<T>(
    org: OrgContext,
    input: Input | null,
    lockRow: ((tx: Tx) => Promise<void>) | null,
    work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
  ): Promise<T> {
    const pending: (() => Promise<void>)[] = [];
    const result = await auditedTransaction(org.user, async (tx: Tx) => {
      await spec.serialize?.(tx, org);
      await lockRow?.(tx);
      if (input) await spec.checkLinks?.(tx, org, input);
      return work(tx, (job) => pending.push(job));
    });
    for (const job of pending) await job();
    return result;
  }

  return {
    /** `insert` writes the record and its links and returns the new id. */
    async create(
      org: OrgContext,
      input: Input,
      insert: (tx: Tx, afterCommit: AfterCommit) => Promise<string>,
    ): Promise<Dto> {
      return spec.get(org, await inTransaction(org, input, null, insert));
    },

    /**
     * Several new records in one transaction, all or none (an import): the module's lock once, then
     * for each input in order the check of its links and `insert`. A failure is a RecordFailure
     * naming the input; work after the commit (invitations) runs only when every record is written.
     * `progress` hears after each record how many are written (an import's progress bar); `finish`
     * runs in the same transaction once every record is written (what the import remembers).
     */
    async createMany<I extends Input>(
      org: OrgContext,
      inputs: I[],
      insert: (input: I) => (tx: Tx, afterCommit: AfterCommit) => Promise<string>,
      progress?: (done: number, total: number) => void,
      finish?: (tx: Tx) => Promise<void>,
    ): Promise<string[]> {
      const pending: (() => Promise<void>)[] = [];
      const ids = await db().$transaction(
        async (tx: Tx) => {
          await nameActor(tx, org.user);
          await spec.serialize?.(tx, org);
          const written: string[] = [];
          for (const [index, input] of inputs.entries()) {
            try {
              await spec.checkLinks?.(tx, org, input);
              written.push(await insert(input)(tx, (job) => pending.push(job)));
              progress?.(written.length, inputs.length);
            } catch (error) {
              throw new RecordFailure(index, error);
            }
          }
          await finish?.(tx);
          return written;
        },
        { timeout: MANY_RECORDS_TIMEOUT_MS, maxWait: 30_000 },
      );
      for (const job of pending) await job();
      return ids;
    },

    /** `apply` changes the record, which is locked and known to be fresh by then. */
    async update(
      org: OrgContext,
      id: string,
      input: Input & { lastModifiedDate?: string },
      apply: (tx: Tx, afterCommit: AfterCommit) => Promise<void>,
    ): Promise<Dto> {
      const lockRow = (tx: Tx) => lockIfFresh(spec.table(tx), where(org, id), input.lastModifiedDate);
      await inTransaction(org, input, lockRow, apply);
      return spec.get(org, id);
    },

    /**
     * Archiving and removal: `apply` sets the record's archivedDate (it leaves the lists, its
     * history stays) or deletes it. Refused with 409 while anything depends on the record.
     */
    async retire(
      org: OrgContext,
      id: string,
      input: { lastModifiedDate?: string },
      apply: (tx: Tx) => Promise<void>,
    ): Promise<void> {
      const lockRow = (tx: Tx) => lockIfFresh(spec.table(tx), where(org, id), input.lastModifiedDate);
      await inTransaction(org, null, lockRow, async (tx) => {
        const counts = (await spec.dependents?.(tx, org, id)) ?? {};
        const blocking = Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
        if (Object.keys(blocking).length) throw inUse(blocking);
        await apply(tx);
      });
    },

    /**
     * Undoes an archiving: the record is back in the lists and pickers as it was. `apply` runs in the
     * same transaction once the row is active again and may refuse (a 409 when something the record
     * hangs on is still archived) or bring back what the archiving took along. Restoring an active
     * record changes nothing and answers it as it is.
     */
    async restore(org: OrgContext, id: string, apply?: (tx: Tx) => Promise<void>): Promise<Dto> {
      await inTransaction(org, null, null, async (tx) => {
        const table = spec.table(tx);
        const { count } = await table.updateMany({
          where: { ...where(org, id), archivedDate: { not: null } },
          data: { archivedDate: null, lastModifiedDate: new Date() },
        });
        if (count) await apply?.(tx);
        else if (!(await table.count({ where: where(org, id) }))) throw notFound();
      });
      return spec.get(org, id);
    },
  };
}
