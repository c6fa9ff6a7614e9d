// Once per `jest` run: a fresh PostgreSQL (the embedded one unless DATABASE_URL points elsewhere)
// with a template database holding the migrations, the reference data and the demo tenants.
// Every test file then gets its own copy of the template (tests/support/api-database.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import PgBoss from "pg-boss";
import { startEmbeddedPostgres } from "../../scripts/lib/embedded-postgres.mjs";
import { applyMigrations } from "../../scripts/lib/migrate.mjs";
import { runSeed } from "../../scripts/lib/local-env.mjs";

export const TEMPLATE = "ehs_test_template";

export default async function globalSetup() {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-api-tests-"));
    fs.chmodSync(dataDir, 0o755);
    const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), password: "test-only" });
    globalThis.__ehsTestServer = { server, dataDir };
    adminUrl = server.url("postgres");
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const templateUrl = withDatabase(adminUrl, TEMPLATE);
  await applyMigrations(templateUrl);
  // tests start from the demo tenants and accounts and create the rest through the API
  process.env.EHS_SEED_IDENTITY_ONLY = "true";
  await runSeed(templateUrl);
  delete process.env.EHS_SEED_IDENTITY_ONLY;
  // the job queue's tables, as the first worker or queued job would make them: every copy has them
  const boss = new PgBoss({ connectionString: templateUrl, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
  // uploaded files of the API tests go to a scratch folder, not to .data/files
  process.env.EHS_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "ehs-api-files-"));
  process.env.FILE_MAX_BYTES = String(1024 * 1024);
  process.env.EHS_TEST_ADMIN_URL = adminUrl;
  process.env.EHS_TEST_TEMPLATE = TEMPLATE;
  process.env.NEXTAUTH_SECRET ??= "test-secret-that-is-only-used-by-the-api-tests";
  // 32 bytes, base64url: the key that seals stored secrets in the test databases only
  process.env.ENCRYPTION_KEY ??= "dGVzdC1rZXktb2YtdGhlLWFwaS10ZXN0cy1vbmx5ISE";
}

export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
