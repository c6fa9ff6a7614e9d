// Applies prisma/migrations/*/migration.sql with plain `pg`, recording each in Prisma's own
// `_prisma_migrations` table the way `prisma migrate deploy` does, so either tool can take over.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export const migrationsDir = path.resolve(import.meta.dirname, "../../prisma/migrations");
const ADVISORY_LOCK = 72707369; // the key Prisma Migrate uses, so the two never run at once

const historyTable = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

function listMigrations(dir = migrationsDir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

/** Applies every pending migration, each in its own transaction. Returns the names applied. */
export async function applyMigrations(databaseUrl, { log = () => {} } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [ADVISORY_LOCK]);
    await client.query(historyTable);
    const { rows } = await client.query(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const applied = new Map(rows.map((row) => [row.migration_name, row.checksum]));
    const done = [];
    for (const migration of listMigrations()) {
      if (applied.has(migration.name)) {
        if (applied.get(migration.name) !== migration.checksum) {
          log(`warning: migration ${migration.name} was changed after it was applied`);
        }
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [crypto.randomUUID(), migration.checksum, migration.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${migration.name} failed: ${error.message}`);
      }
      log(`applied migration ${migration.name}`);
      done.push(migration.name);
    }
    return done;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [ADVISORY_LOCK]).catch(() => {});
    await client.end();
  }
}
