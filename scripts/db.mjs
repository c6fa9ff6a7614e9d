// npm run db:migrate | db:seed | db:reset | db:new-migration -- <name>
// Works on DATABASE_URL when set, otherwise on the embedded database under .data/.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { applyMigrations, migrationsDir } from "./lib/migrate.mjs";
import { diffSchemas } from "./lib/schema-engine.mjs";
import { loadDotEnv, projectDir, runSeed, startLocalDatabase } from "./lib/local-env.mjs";

const [command, ...args] = process.argv.slice(2);
const log = (message) => console.log(`[db] ${message}`);
const schemaFile = path.join(projectDir, "prisma/schema.prisma");
const snapshotFile = path.join(migrationsDir, "schema-snapshot.prisma");

async function resetDatabase(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  } finally {
    await client.end();
  }
}

/** Writes the SQL between the schema of the last migration and schema.prisma as a new migration. */
async function newMigration(url, name) {
  if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error("Give the migration a name of a-z, 0-9 and _");
  const current = fs.readFileSync(schemaFile, "utf8");
  const previous = fs.existsSync(snapshotFile) ? fs.readFileSync(snapshotFile, "utf8") : null;
  const sql = await diffSchemas(url, previous, current);
  if (!sql) return log("schema.prisma has no changes since the last migration");
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(migrationsDir, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), sql);
  fs.writeFileSync(snapshotFile, current);
  fs.writeFileSync(path.join(migrationsDir, "migration_lock.toml"), 'provider = "postgresql"\n');
  log(`wrote ${path.relative(projectDir, dir)}/migration.sql`);
}

async function main() {
  loadDotEnv();
  const local = process.env.DATABASE_URL ? null : await startLocalDatabase(log);
  const url = process.env.DATABASE_URL ?? local.databaseUrl;
  try {
    if (command === "migrate") await applyMigrations(url, { log });
    else if (command === "seed") await runSeed(url, args);
    else if (command === "reset") {
      if (process.env.NODE_ENV === "production" && !args.includes("--force")) {
        throw new Error("Refusing to reset a production database (pass --force to insist)");
      }
      await resetDatabase(url);
      await applyMigrations(url, { log });
      await runSeed(url, args);
    } else if (command === "new-migration") await newMigration(url, args[0]);
    else throw new Error(`Unknown command ${command}; use migrate, seed, reset or new-migration`);
  } finally {
    if (local) await local.stop();
  }
}

main().catch((error) => {
  console.error(`[db] ${error.message}`);
  process.exit(1);
});
