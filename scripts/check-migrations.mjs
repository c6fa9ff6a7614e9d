// npm run db:check -- <postgres admin url>: fails when prisma/migrations and schema.prisma disagree.
// It builds one scratch database from the migrations and one from the SQL the schema engine
// writes for schema.prisma, and compares their catalogs (columns, indexes, constraints, enums).
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { describeSchema } from "./lib/catalog.mjs";
import { applyMigrations } from "./lib/migrate.mjs";
import { diffSchemas } from "./lib/schema-engine.mjs";
import { projectDir, startLocalDatabase } from "./lib/local-env.mjs";

const withDatabase = (url, name) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function onAdmin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function extensionsOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT extname FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname`);
    return rows.map((row) => row.extname);
  } finally {
    await client.end();
  }
}

function differences(a, b) {
  const lines = [];
  for (const key of Object.keys(a)) {
    const left = new Set(a[key].map((row) => JSON.stringify(row)));
    const right = new Set(b[key].map((row) => JSON.stringify(row)));
    for (const row of left) if (!right.has(row)) lines.push(`only in migrations ${key}: ${row}`);
    for (const row of right) if (!left.has(row)) lines.push(`only in schema.prisma ${key}: ${row}`);
  }
  return lines;
}

export async function checkMigrations(adminUrl) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const fromMigrations = `ehs_check_m_${suffix}`;
  const fromSchema = `ehs_check_s_${suffix}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${fromMigrations}`);
  await onAdmin(adminUrl, `CREATE DATABASE ${fromSchema}`);
  try {
    await applyMigrations(withDatabase(adminUrl, fromMigrations));
    const schema = fs.readFileSync(path.join(projectDir, "prisma/schema.prisma"), "utf8");
    const sql = await diffSchemas(withDatabase(adminUrl, fromSchema), null, schema);
    // schema.prisma cannot name extensions (the migrations install them): the same ones first
    for (const name of await extensionsOf(withDatabase(adminUrl, fromMigrations))) {
      await onAdmin(withDatabase(adminUrl, fromSchema), `CREATE EXTENSION IF NOT EXISTS "${name}"`);
    }
    await onAdmin(withDatabase(adminUrl, fromSchema), sql);
    return differences(
      await describeSchema(withDatabase(adminUrl, fromMigrations)),
      await describeSchema(withDatabase(adminUrl, fromSchema)),
    );
  } finally {
    await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${fromMigrations} WITH (FORCE)`);
    await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${fromSchema} WITH (FORCE)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const local = process.argv[2] || process.env.DATABASE_URL ? null : await startLocalDatabase(() => {});
  try {
    const found = await checkMigrations(process.argv[2] ?? process.env.DATABASE_URL ?? local.url("postgres"));
    console.log(found.length ? found.join("\n") : "migrations match schema.prisma");
    process.exitCode = found.length ? 1 : 0;
  } finally {
    await local?.stop();
  }
}
