// A database of its own for a process test, copied from the API tests' template (migrated and
// seeded with the demo data), and dropped again at the end.
import { Client } from "pg";

const adminUrl = () => process.env.EHS_TEST_ADMIN_URL!;
const made: string[] = [];

async function admin(sql: string) {
  const client = new Client({ connectionString: adminUrl() });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** A fresh copy of the template; answers its connection URL. */
export async function scratchDatabase(prefix: string): Promise<string> {
  const name = `ehs_${prefix}_${Date.now()}_${made.length}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE ${process.env.EHS_TEST_TEMPLATE!}`);
  made.push(name);
  return Object.assign(new URL(adminUrl()), { pathname: `/${name}` }).toString();
}

export async function dropScratchDatabases() {
  for (const name of made.splice(0)) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
