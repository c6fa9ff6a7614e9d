// Measures the list endpoints' data functions on a large tenant:
//   npm run bench:lists [-- --members 20000 --files 100000 --runs 30]
// It starts a throw-away embedded PostgreSQL, fills one organization with generated rows in SQL,
// and times page 0 and a deep page of the member and file lists (p50 / p95 in ms).
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { startEmbeddedPostgres } from "../scripts/lib/embedded-postgres.mjs";
import { applyMigrations } from "../scripts/lib/migrate.mjs";

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const MEMBERS = arg("members", 20_000);
const FILES = arg("files", 100_000);
const RUNS = arg("runs", 30);

async function fill(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  await client.query(`
    INSERT INTO "Organization" (id, name, type, "featureAccess") VALUES ('00000000-0000-4000-8000-000000000001', 'Bench A/S', 'HOLDING', 'FULL');
    UPDATE "Organization" SET "holdingId" = id;
    INSERT INTO "User" (id, email, name) SELECT gen_random_uuid(), 'user' || i || '@bench.example', 'Person ' || lpad(i::text, 6, '0') FROM generate_series(1, ${MEMBERS}) i;
    INSERT INTO "Membership" (id, "userId", "organizationId", scopes, "jobTitle")
      SELECT gen_random_uuid(), id, '00000000-0000-4000-8000-000000000001', '{READ}', 'Operator' FROM "User";
    INSERT INTO "Competence" (id, "organizationId", name, frequency) SELECT gen_random_uuid(), '00000000-0000-4000-8000-000000000001', 'Competence ' || i, 'P1Y' FROM generate_series(1, 5) i;
    INSERT INTO "CompetenceRequirement" (id, "membershipId", "competenceId", "lastAcquisitionDate", "nextDueDate")
      SELECT gen_random_uuid(), m.id, c.id, current_date - 200, current_date + 165 FROM "Membership" m CROSS JOIN "Competence" c;
    INSERT INTO "StoredFile" (id, "organizationId", name, size, "contentType", "storageKey")
      SELECT gen_random_uuid(), '00000000-0000-4000-8000-000000000001', 'Document ' || i || '.pdf', 1000, 'application/pdf', gen_random_uuid()::text FROM generate_series(1, ${FILES}) i;
    ANALYZE;
  `);
  await client.end();
}

async function time(label: string, run: () => Promise<unknown>) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${pick(0.5).padStart(7)} ms   p95 ${pick(0.95).padStart(7)} ms`);
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ehs-bench-"));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when started as root
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), password: "bench" });
  try {
    const url = server.url("postgres");
    await applyMigrations(url);
    const started = performance.now();
    await fill(url);
    console.log(
      `filled ${MEMBERS} members (${MEMBERS * 5} requirements) and ${FILES} files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    process.env.DATABASE_URL = url;
    const { listMembers } = await import("../lib/modules/organization/members/data");
    const { listFiles } = await import("../lib/platform/files/data");
    const org = {
      organizationId: "00000000-0000-4000-8000-000000000001",
      holdingId: "00000000-0000-4000-8000-000000000001",
      featureAccess: "FULL",
      user: { id: "bench", email: "", name: "", language: "en", systemScopes: [], sessionId: "" },
      grants: { org: new Set(["READ"]), system: [] },
    } as never;
    const members =
      (page: number, extra: object = {}) =>
      () =>
        listMembers(org, { page, size: 20, sort: "name,asc", ...extra } as never);
    const files = (page: number) => () => listFiles(org, { page, size: 20, sort: "createdDate,desc" } as never);
    await time("members, page 1 of 20, by name", members(0));
    await time(`members, page ${Math.floor(MEMBERS / 20)} (last), by name`, members(Math.floor(MEMBERS / 20) - 1));
    await time("members, search 'person 0123'", members(0, { q: "person 0123" }));
    await time("files, page 1, newest first", files(0));
    await time(`files, page ${Math.floor(FILES / 20)} (last)`, files(Math.floor(FILES / 20) - 1));
    const { db } = await import("../lib/platform/db");
    await db().$disconnect();
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
