// Where the embedded default keeps its state, and how it connects: one place for run.mjs,
// db.mjs and the test set-up.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "./embedded-postgres.mjs";

export const projectDir = path.resolve(import.meta.dirname, "../..");
const dataDir = path.resolve(projectDir, process.env.EHS_DATA_DIR ?? ".data");
const appDatabase = "ehs";

export function loadDotEnv() {
  const file = path.join(projectDir, ".env");
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/**
 * Secrets the embedded default generates once and keeps under the data folder; one that a folder
 * made by an earlier version lacks is added to it.
 */
function localSecrets() {
  const file = path.join(dataDir, "secrets.json");
  const kept = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
  const secrets = {
    postgresPassword: crypto.randomBytes(18).toString("base64url"),
    sessionSecret: crypto.randomBytes(32).toString("base64url"),
    encryptionKey: crypto.randomBytes(32).toString("base64url"),
    ...kept,
  };
  if (Object.keys(secrets).length !== Object.keys(kept).length) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/** Starts the embedded server and makes sure the app's database exists. */
export async function startLocalDatabase(log) {
  const secrets = localSecrets();
  const configuredPort = process.env.EMBEDDED_PG_PORT ? Number(process.env.EMBEDDED_PG_PORT) : undefined;
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "pg"),
    port: configuredPort,
    password: secrets.postgresPassword,
    log,
  });
  await ensureDatabase(server.url(), appDatabase);
  return { ...server, databaseUrl: server.url(appDatabase), secrets };
}

async function ensureDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/** Fails fast with one line when the database cannot be reached. */
export async function checkReachable(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
  } catch (error) {
    const { hostname, port } = new URL(databaseUrl);
    throw new Error(`Cannot reach PostgreSQL at ${hostname}:${port || 5432}: ${error.code ?? error.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function isDatabaseEmpty(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM "User"`);
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

export function runSeed(databaseUrl, extraArgs = []) {
  return new Promise((resolve, reject) => {
    import("node:child_process").then(({ spawn }) => {
      const child = spawn(
        process.execPath,
        [
          // the demo's management review freezes its inputs with the app's own server code, which
          // only loads under the server's condition (as in the benchmarks)
          "--conditions=react-server",
          "--import",
          "tsx",
          path.join(projectDir, "prisma/seed/index.ts"),
          ...extraArgs,
        ],
        { stdio: "inherit", env: { ...process.env, DATABASE_URL: databaseUrl }, cwd: projectDir },
      );
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`Seeding failed (exit code ${code})`))));
    });
  });
}
