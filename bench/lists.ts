// Measures the list endpoints' data functions on large tenants:
//   npm run bench:lists [-- --members 100000,1000000 --files 100000 --runs 30]
// It starts a throw-away embedded PostgreSQL, fills one holding per member count with generated
// rows in SQL (bench/data.ts) and one with files, and times the first page, the last page the
// list serves in that order (LIST_WINDOW), the first page of the reversed sort and a search,
// in-process (p50 / p95 in ms). `npm run bench:lists:http` measures the same lists over HTTP.
import { Client } from "pg";
import { analyze, createHolding, fillMembers } from "./data";
import { arg, benchContext, timer, withThrowawayDatabase } from "./in-process";

const MEMBERS = arg("members", "100000,1000000").split(",").map(Number);
const FILES = Number(arg("files", "100000"));
const RUNS = Number(arg("runs", "30"));
const time = timer(RUNS, 52);
const WINDOW = 10_000;
const SIZE = 20;

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

async function main() {
  await withThrowawayDatabase("lists", async (url) => {
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
          listMembers(benchContext(tenant.id), { page, size: SIZE, sort: "name,asc", ...extra } as never);
      const label = `members (${tenant.members})`;
      await time(`${label}, page 0 by name`, members(0));
      await time(`${label}, page ${last} (last served) by name`, members(last));
      await time(`${label}, page 0 by name, descending`, members(0, { sort: "name,desc" }));
      await time(`${label}, page 0 by job title`, members(0, { sort: "jobTitle,asc" }));
      await time(`${label}, search 'anna'`, members(0, { q: "anna" }));
      // one address of the tenant: the trigram index finds it without reading the others
      await time(`${label}, search '-4242@'`, members(0, { q: "-4242@" }));
    }
    const fileList = (page: number) => () =>
      listFiles(benchContext(files), { page, size: SIZE, sort: "createdDate,desc" } as never);
    await time(`files (${FILES}), page 0, newest first`, fileList(0));
    await time(`files (${FILES}), page ${last} (last served)`, fileList(last));
    const { db } = await import("../lib/platform/db");
    await db().$disconnect();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
