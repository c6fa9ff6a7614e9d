// Who made a change. The database's audit triggers (migration `audit_trail`) write an entry for
// every changed row of tenant data in the same transaction; the transaction names its actor here
// first, so every entry it causes says who did it.
import "server-only";
import { db, type Tx } from "@/lib/platform/db";

export type Actor = { id: string; name: string };

/** Names the actor for the rest of the transaction (transaction-local settings, gone at commit). */
export async function nameActor(tx: Tx, actor: Actor): Promise<void> {
  await tx.$executeRaw`SELECT set_config('ehs.actor_id', ${actor.id}, true), set_config('ehs.actor_name', ${actor.name}, true)`;
}

/**
 * A transaction whose changes are recorded as the actor's. Every write of tenant data runs in one:
 * the kit's record writes use it, and so must any write that cannot use them.
 */
export function auditedTransaction<T>(actor: Actor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db().$transaction(async (tx: Tx) => {
    await nameActor(tx, actor);
    return work(tx);
  });
}
