// `npm start` / `npm run dev`: find or start PostgreSQL, migrate, seed an empty embedded
// database with demo data, then run Next. Ctrl-C stops Next and the embedded PostgreSQL cleanly.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { applyMigrations } from "./lib/migrate.mjs";
import { assertPortFree } from "./lib/embedded-postgres.mjs";
import {
  checkReachable,
  isDatabaseEmpty,
  loadDotEnv,
  projectDir,
  runSeed,
  startLocalDatabase,
} from "./lib/local-env.mjs";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const log = (message) => console.log(`[ehs] ${message}`);
const nextBin = path.join(projectDir, "node_modules/next/dist/bin/next");

let database;
let child;
let stopping = false;
let demoLoaded = false;

// the demo accounts that prisma/seed creates (README, "Demo accounts")
const DEMO_PASSWORD = "Demo-password-1";
const DEMO_ACCOUNTS = [
  ["admin@demo.example", "maintains the system; manages Nordic Demo Holding A/S"],
  ["manager@demo.example", "manages Nordic Demo Holding A/S"],
  ["editor@demo.example", "edits in Nordic Demo Holding A/S"],
  ["reader@demo.example", "reads in Nordic Demo Holding A/S"],
  ["limited@demo.example", "manages Limited Demo ApS (limited feature access)"],
  ["other@demo.example", "manages Other Holding A/S, another tenant"],
];

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  if (child && child.exitCode === null) {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
  if (database) {
    log("Stopping the embedded PostgreSQL");
    await database.stop().catch(() => {});
  }
  process.exit(code);
}

async function prepareDatabase() {
  if (process.env.DATABASE_URL) {
    for (const name of ["NEXTAUTH_SECRET", "ENCRYPTION_KEY"]) {
      if (!process.env[name]) {
        throw new Error(`${name} is not set; it is required with an external DATABASE_URL (see .env.example)`);
      }
    }
    await checkReachable(process.env.DATABASE_URL);
    log("Using the PostgreSQL database in DATABASE_URL");
    await applyMigrations(process.env.DATABASE_URL, { log });
    return;
  }
  database = await startLocalDatabase(log);
  log(
    `Running on the embedded PostgreSQL (data in ${path.relative(projectDir, path.dirname(database.pg.options.databaseDir)) || "."}/, port ${database.port})`,
  );
  process.env.DATABASE_URL = database.databaseUrl;
  if (!process.env.NEXTAUTH_SECRET) process.env.NEXTAUTH_SECRET = database.secrets.sessionSecret;
  if (!process.env.ENCRYPTION_KEY) process.env.ENCRYPTION_KEY = database.secrets.encryptionKey;
  await applyMigrations(database.databaseUrl, { log });
  if (await isDatabaseEmpty(database.databaseUrl)) {
    log("The database is empty: loading demo data");
    await runSeed(database.databaseUrl, ["--force"]);
    demoLoaded = true;
  }
}

/** After the first seed, the way in: printed once the app is listening. */
function printDemoAccounts(port) {
  log(`Sign in at http://localhost:${port} with one of the demo accounts, password ${DEMO_PASSWORD}:`);
  for (const [email, can] of DEMO_ACCOUNTS) log(`  ${email.padEnd(22)} ${can}`);
}

function buildIfNeeded() {
  // next.config.js builds into EHS_NEXT_DIST_DIR when it is set
  const distDir = process.env.EHS_NEXT_DIST_DIR || ".next";
  if (mode !== "start" || fs.existsSync(path.join(projectDir, distDir, "BUILD_ID"))) return;
  log("No production build yet: running next build");
  const result = spawnSync(process.execPath, [nextBin, "build"], {
    stdio: "inherit",
    cwd: projectDir,
    env: process.env,
  });
  if (result.status !== 0) throw new Error("next build failed");
}

async function main() {
  loadDotEnv();
  // Next's anonymous usage reporting stays off unless asked for; it also prints a notice on every start
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  const port = Number(process.env.PORT ?? 3000);
  await assertPortFree(port, "the app; set PORT to use another");
  // one way out: the embedded-postgres package hooks these signals to stop its servers and exit at
  // once (code 130), which would race with stopping the app server first
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.removeAllListeners(signal);
    process.on(signal, () => shutdown(0));
  }
  await prepareDatabase();
  buildIfNeeded();
  process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;
  // our own server around Next's handler: it passes the client's address and scheme to the app
  const serverArgs = [path.join(projectDir, "scripts/server.mjs"), ...(mode === "dev" ? ["dev"] : [])];
  child = spawn(process.execPath, serverArgs, {
    stdio: ["inherit", "pipe", "inherit"],
    cwd: projectDir,
    env: { ...process.env, PORT: String(port) },
  });
  child.stdout.on("data", (chunk) => {
    process.stdout.write(chunk);
    if (demoLoaded && String(chunk).includes("[ehs] Ready on")) {
      demoLoaded = false;
      printDemoAccounts(port);
    }
  });
  child.on("exit", (code) => shutdown(code ?? 0));
}

main().catch(async (error) => {
  console.error(`[ehs] ${error.message}`);
  if (database) await database.stop().catch(() => {});
  process.exit(1);
});
