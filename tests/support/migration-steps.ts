// A scratch database for the process tests that walk the migrations: created and dropped on the
// test server (EHS_TEST_ADMIN_URL), the migrations applied in order up to or from one of them.
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";

const migrationsDir = path.join(__dirname, "../../prisma/migrations");
const adminUrl = () => process.env.EHS_TEST_ADMIN_URL!;

/** Every migration's folder name, in the order they apply. */
export const MIGRATIONS = fs
  .readdirSync(migrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The position of the migration named `name` (its folder ends in `_name`); -1 when there is none. */
export const migrationIndex = (name: string) => MIGRATIONS.findIndex((folder) => folder.endsWith(`_${name}`));

/** Runs one statement on the test server's administrative database. */
export async function onAdmin(sql: string) {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** The address of another database on the test server. */
export const databaseUrl = (database: string) =>
  Object.assign(new URL(adminUrl()), { pathname: `/${database}` }).toString();

/** Applies migrations in order, each in a transaction, as scripts/lib/migrate.mjs does. */
export async function applyMigrations(client: Client, names: string[]) {
  for (const name of names) {
    await client.query("BEGIN");
    await client.query(fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8"));
    await client.query("COMMIT");
  }
}
