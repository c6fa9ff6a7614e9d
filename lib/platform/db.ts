import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { Pool } from "pg";
import { notFound } from "@/lib/platform/api/errors";
import { PrismaClient } from "@/lib/generated/prisma/client";

type AdapterFailure = {
  meta?: { driverAdapterError?: { cause?: { originalCode?: string; originalMessage?: string } } };
};

/** PostgreSQL refused a value of a uuid column (22P02); Prisma passes that on as P2007. */
function isMalformedUuid(error: unknown): boolean {
  const cause = (error as AdapterFailure | null)?.meta?.driverAdapterError?.cause;
  return cause?.originalCode === "22P02" && /\btype uuid\b/.test(cause.originalMessage ?? "");
}

const holder = globalThis as unknown as { ehsPrisma?: PrismaClient; ehsPool?: Pool };

/**
 * The one connection pool. Prisma runs over it; a read that must be fast (a list page) may send
 * its SQL here directly and skip Prisma's own work per query, which costs more than the query.
 */
export function pool(): Pool {
  if (!holder.ehsPool || holder.ehsPool.ended) {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) throw new Error("DATABASE_URL is not set");
    const created = new Pool({
      connectionString,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      // Prisma's adapter writes timestamps without an offset and reads them back with the offset
      // dropped, which is right only in UTC sessions; `pg` itself reads the true instant either way
      options: "-c TimeZone=UTC",
    });
    // an idle connection the server closed is replaced on the next query; it must not crash the process
    created.on("error", (error) => console.error("[db] idle connection closed:", error.message));
    holder.ehsPool = created;
  }
  return holder.ehsPool;
}

function createClient(): PrismaClient {
  const client = new PrismaClient({
    adapter: new PrismaPg(pool(), { disposeExternalPool: true }),
  }).$extends({
    // An id that is not a UUID names nothing: whoever passes one gets the same 404 as for an unknown
    // id, so no data function checks the form of its ids itself.
    query: {
      async $allOperations({ args, query }) {
        try {
          return await query(args);
        } catch (error) {
          throw isMalformedUuid(error) ? notFound() : error;
        }
      },
    },
  });
  // A query extension leaves the models, their methods and their results as they are; of the
  // client's own methods it drops only $on, which nothing here uses.
  return client as unknown as PrismaClient;
}

/** The one Prisma client, created on first use so that importing a module never connects. */
export function db(): PrismaClient {
  return (holder.ehsPrisma ??= createClient());
}

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
