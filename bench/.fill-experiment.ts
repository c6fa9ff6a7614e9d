import fs from "node:fs";
import pg from "pg";
import { fillEntries } from "./search-data";
async function main() {
const url = fs.readFileSync("/tmp/search-pg/url", "utf8").replace(/\/postgres$/, "/work");
const client = new pg.Client({ connectionString: url });
await client.connect();
const n = Number(process.argv[2]);
const from = Number(process.argv[3] ?? 0);
let { rows } = await client.query(`SELECT array_agg(id) AS ids FROM "Organization" WHERE name LIKE 'Bench %'`);
let ids: string[] = rows[0].ids ?? [];
if (!ids.length) {
  const r = await client.query(`INSERT INTO "Organization"(id, name, type, "featureAccess") SELECT gen_random_uuid(), 'Bench ' || i, 'HOLDING', 'FULL' FROM generate_series(1,10) i RETURNING id`);
  ids = r.rows.map((x) => x.id);
}
const start = Date.now();
for (let done = 0; done < n; done += 10000) await fillEntries(client, ids, Math.min(10000, n - done), from + done);
console.log(`filled ${n} in ${(Date.now() - start) / 1000}s`);
await client.end();

}
void main();
