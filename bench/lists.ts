// Measures the list endpoints' data functions on large tenants:
//   npm run bench:lists [-- --members 100000,1000000 --files 100000 --runs 30]
// It starts a throw-away embedded PostgreSQL, fills one holding per member count with generated
// rows in SQL (bench/data.ts) and one with files, and times the first page, the last page the
// list serves in that order (LIST_WINDOW), the first page of the reversed sort and a search,
// in-process (p50 / p95 in ms). `npm run bench:lists:http` measures the same lists over HTTP.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { startEmbeddedPostgres } from "../scripts/lib/embedded-postgres.mjs";
import { applyMigrations } from "../scripts/lib/migrate.mjs";
import { analyze, createHolding, fillMembers } from "./data";

const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const MEMBERS = arg("members", "100000,1000000").split(",").map(Number);
const FILES = Number(arg("files", "100000"));
const RUNS = Number(arg("runs", "30"));
const WINDOW = 10_000;
const SIZE = 20;

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
  console.log(`${label.padEnd(52)} p50 ${pick(0.5).padStart(7)} ms   p95 ${pick(0.95).padStart(7)} ms`);
}

async function fill(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tenants: { id: string; members: number }[] = [];
    for (const count of MEMBERS) {
      const id = await createHolding(client, `Bench ${count} A/S`);
      await fillMembers(client, id, count, `bench-${count}`);
      tenants.push({ id, members: count });
    }
    const files = await createHolding(client, "Bench files A/S");
    await client.query(
      `INSERT INTO "StoredFile" (id, "organizationId", name, size, "contentType", "storageKey")
         SELECT gen_random_uuid(), $1, 'Document ' || md5(i::text) || '.pdf', 1000 + i % 5000, 'application/pdf',
                gen_random_uuid()::text
         FROM generate_series(1, $2::int) i`,
      [files, FILES],
    );
    await analyze(client);
    return { tenants, files };
  } finally {
    await client.end();
  }
}

const contextOf = (organizationId: string) =>
  ({
    organizationId,
    holdingId: organizationId,
    featureAccess: "FULL",
    user: { id: "bench", email: "", name: "", language: "en", systemScopes: [], sessionId: "" },
    grants: { org: new Set(["READ"]), system: [] },
  }) as never;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ehs-bench-"));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when started as root
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg"), password: "bench" });
  try {
    const url = server.url("postgres");
    await applyMigrations(url);
    const started = performance.now();
    const { tenants, files } = await fill(url);
    console.log(
      `filled ${MEMBERS.join(" and ")} members (2 requirements each) and ${FILES} files in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    process.env.DATABASE_URL = url;
    const { listMembers } = await import("../lib/modules/organization/members/data");
    const { listFiles } = await import("../lib/platform/files/data");
    const last = Math.ceil(WINDOW / SIZE) - 1;
    for (const tenant of tenants) {
      const members =
        (page: number, extra: object = {}) =>
        () =>
          listMembers(contextOf(tenant.id), { page, size: SIZE, sort: "name,asc", ...extra } as never);
      const label = `members (${tenant.members})`;
      await time(`${label}, page 0 by name`, members(0));
      await time(`${label}, page ${last} (last served) by name`, members(last));
      await time(`${label}, page 0 by name, descending`, members(0, { sort: "name,desc" }));
      await time(`${label}, page 0 by job title`, members(0, { sort: "jobTitle,asc" }));
      await time(`${label}, search 'anna'`, members(0, { q: "anna" }));
    }
    const fileList = (page: number) => () =>
      listFiles(contextOf(files), { page, size: SIZE, sort: "createdDate,desc" } as never);
    await time(`files (${FILES}), page 0, newest first`, fileList(0));
    await time(`files (${FILES}), page ${last} (last served)`, fileList(last));
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
