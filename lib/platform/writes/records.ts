import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { ownRow } from "@/lib/platform/tenancy/references";
import { lockIfFresh, type Lockable } from "./concurrency";

/** Work that must wait until the transaction has committed (an e-mail, for instance). */
type AfterCommit = (work: () => Promise<void>) => void;

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
};

/**
 * The kit's create and update of one kind of record. Each write runs in one transaction, in this
 * order: the module's lock; for an update, the row lock that answers 404 for a row that is not the
 * organization's and 409 for a form older than the row; the check of the linked ids; then the
 * module's own statements.
 * The answer is read back through the module's get, so a write answers exactly what a read would.
 */
export function recordWrites<Input extends object, Dto>(spec: RecordSpec<Input, Dto>) {
  const where = spec.where ?? ownRow;

  async function inTransaction<T>(
    org: OrgContext,
    input: Input,
    lockRow: ((tx: Tx) => Promise<void>) | null,
    work: (tx: Tx, afterCommit: AfterCommit) => Promise<T>,
  ): Promise<T> {
    const pending: (() => Promise<void>)[] = [];
    const result = await db().$transaction(async (tx: Tx) => {
      await spec.serialize?.(tx, org);
      await lockRow?.(tx);
      await spec.checkLinks?.(tx, org, input);
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
  };
}
