// Measures the search at scale: a holding of 10 organizations with 1,000,000 indexed records:
//   npm run bench:search [-- --entries 1000000 --organizations 10 --runs 30]
// It starts a throw-away embedded PostgreSQL (or, with `--url`, uses that database, filling it
// only when it holds no bench holding yet), fills the holding's index in SQL (bench/search-data.ts:
// Danish and English titles and texts, CAS numbers on chemicals), builds the index's GIN indexes
// and runs VACUUM ANALYZE, then times in-process (p50 / p95 in ms) the app's search function as a
// manager of the holding types: 1, 2, 3 and 4 letters of real words, whole words, two words, a CAS
// number's start and a whole one. Beside each, the floor: the same statement as raw SQL through
// plain `pg`, without the access read before it and the answer made after it.
import { Client, Pool } from "pg";
import { CAS_NUMBERS, TYPED_WORDS, fillEntries } from "./search-data";
import { arg, timer, withThrowawayDatabase } from "./in-process";

const ORGANIZATIONS = Number(arg("organizations", "10"));
const ENTRIES = Number(arg("entries", "1000000"));
const RUNS = Number(arg("runs", "30"));
const URL_GIVEN = arg("url", "");
const HOLDING = "Bench search A/S";
const EMAIL = "bench-search@bench.example";
const BATCH = 10_000;

const GIN_INDEXES = [
  `CREATE INDEX "SearchEntry_document_idx" ON "SearchEntry" USING GIN ("document")`,
  `CREATE INDEX "SearchEntry_codes_idx" ON "SearchEntry" USING GIN ("codes")`,
];

/** The holding, its subsidiaries and a manager of the holding; the index's entries spread over them. */
async function fill(client: Client) {
  const { rows: known } = await client.query<{ id: string }>(`SELECT id FROM "Organization" WHERE name = $1`, [
    HOLDING,
  ]);
  if (known.length) return;
  const started = performance.now();
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO "Organization" (id, name, type, "featureAccess") VALUES (gen_random_uuid(), $1, 'HOLDING', 'FULL') RETURNING id`,
    [HOLDING],
  );
  const holding = rows[0].id;
  await client.query(`UPDATE "Organization" SET "holdingId" = id WHERE id = $1`, [holding]);
  await client.query(
    `INSERT INTO "Organization" (id, name, type, "featureAccess", "parentId", "holdingId")
     SELECT gen_random_uuid(), 'Bench search subsidiary ' || i, 'SUBSIDIARY', 'FULL', $1, $1 FROM generate_series(1, $2::int) i`,
    [holding, ORGANIZATIONS - 1],
  );
  const { rows: user } = await client.query<{ id: string }>(
    `INSERT INTO "User" (id, email, name, "lastModifiedDate") VALUES (gen_random_uuid(), $1, 'Bench Manager', now()) RETURNING id`,
    [EMAIL],
  );
  await client.query(
    `INSERT INTO "Membership" (id, "userId", "organizationId", scopes, "lastModifiedDate")
     VALUES (gen_random_uuid(), $1, $2, '{MANAGE}', now())`,
    [user[0].id, holding],
  );
  const { rows: organizations } = await client.query<{ id: string }>(
    `SELECT id FROM "Organization" WHERE "holdingId" = $1 ORDER BY name`,
    [holding],
  );
  const ids = organizations.map((organization) => organization.id);
  // the GIN indexes are built once at the end: a million inserts into them would take far longer
  await client.query(`DROP INDEX IF EXISTS "SearchEntry_document_idx"; DROP INDEX IF EXISTS "SearchEntry_codes_idx"`);
  for (let done = 0; done < ENTRIES; done += BATCH) {
    await fillEntries(client, ids, Math.min(BATCH, ENTRIES - done), done);
    if ((done / BATCH) % 10 === 9) console.log(`  ${done + BATCH} entries`);
  }
  await client.query(`SET maintenance_work_mem = '1GB'`);
  for (const statement of GIN_INDEXES) await client.query(statement);
  await client.query(`VACUUM ANALYZE "SearchEntry"`);
  console.log(
    `filled ${ENTRIES} entries over ${ids.length} organizations in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** What a person types, letter by letter, and the numbers. */
function typing(): { label: string; q: string; letters: number | null }[] {
  const typed = TYPED_WORDS.flatMap((word) =>
    [1, 2, 3, 4, 6, word.length].map((letters) => ({
      label: `"${word.slice(0, letters)}"`,
      q: word.slice(0, letters),
      letters,
    })),
  );
  return [
    ...typed,
    { label: '"brandslukker kontrol"', q: "brandslukker kontrol", letters: null },
    { label: '"fire extinguisher"', q: "fire extinguisher", letters: null },
    { label: '"brandslukker extinguisher" (never together)', q: "brandslukker extinguisher", letters: null },
    { label: '"64-1" (a CAS number\'s start)', q: "64-1", letters: null },
    { label: `"${CAS_NUMBERS[0]}" (a whole CAS number)`, q: CAS_NUMBERS[0], letters: null },
    { label: `"${CAS_NUMBERS[3]}"`, q: CAS_NUMBERS[3], letters: null },
  ];
}

async function measure(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await fill(client);
    const { rows } = await client.query<{ holding: string; userId: string; count: string }>(
      `SELECT o.id AS holding, u.id AS "userId", (SELECT count(*) FROM "SearchEntry") AS count
       FROM "Organization" o, "User" u WHERE o.name = $1 AND u.email = $2`,
      [HOLDING, EMAIL],
    );
    const { holding, userId, count } = rows[0];
    console.log(`${count} entries in the index`);
    process.env.DATABASE_URL = url;
    const { search } = await import("../lib/modules/search/data");
    const { allowedPairs, searchedOrganizations } = await import("../lib/modules/search/reach");
    const { MIN_WORD_LENGTH, parseSearch } = await import("../lib/modules/search/query");
    const { forgetKnownTerms } = await import("../lib/modules/search/known");
    const { searchStatement } = await import("../lib/modules/search/statement");
    const { searchQueries } = await import("../lib/modules/search/plan");
    const { mintOrgContext } = await import("../lib/platform/auth/org-context");
    const user = {
      id: userId,
      email: EMAIL,
      name: "Bench Manager",
      language: "en" as const,
      systemScopes: [],
      sessionId: "",
    };
    const org = (await mintOrgContext(user, holding))!;
    const pairs = allowedPairs(await searchedOrganizations(org));
    const pool = new Pool({ connectionString: url, max: 2 });
    const time = timer(RUNS, 40);
    const byLetters = new Map<number | "words", { typed: number[]; again: number[]; raw: number[] }>();
    for (const { label, q, letters } of typing()) {
      const terms = parseSearch(q);
      if (!terms.length) {
        console.log(`search ${label}: nothing searchable (shorter than ${MIN_WORD_LENGTH} letters)`);
        continue;
      }
      const answer = await search(org, { q, archived: "false", limit: 5 });
      const hits = answer.groups.reduce((sum, group) => sum + group.total, 0);
      const atLeast = answer.groups.some((group) => group.atLeast) ? "+" : answer.partial ? ", partial" : "";
      console.log(`search ${label}: ${hits}${atLeast} hits`);
      // while typing, every letter makes a word not searched before: its stems and frequency are asked
      const typed = await time("  typed (first time)", () => {
        forgetKnownTerms();
        return search(org, { q, archived: "false", limit: 5 });
      });
      const again = await time("  again", () => search(org, { q, archived: "false", limit: 5 }));
      const statement = searchStatement(await searchQueries(terms), { ...pairs, archived: false, perKind: 5 });
      const raw = await time("  raw SQL of the statement", () => pool.query(statement.text, statement.values));
      const key = letters === null ? "words" : Math.min(letters, 4);
      const figures = byLetters.get(key) ?? { typed: [], again: [], raw: [] };
      figures.typed.push(typed);
      figures.again.push(again);
      figures.raw.push(raw);
      byLetters.set(key, figures);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log("\np50 by what was typed (the median over the words): typed the first time, again, raw SQL");
    for (const [key, figures] of byLetters) {
      const label = key === "words" ? "whole words, two words, CAS numbers" : `${key}${key === 4 ? "+" : ""} letters`;
      const cells = [figures.typed, figures.again, figures.raw].map((values) => median(values).toFixed(1).padStart(7));
      console.log(`  ${label.padEnd(40)} ${cells.join(" ms ")} ms`);
    }
    await pool.end();
    await (await import("../lib/platform/db")).pool().end();
  } finally {
    await client.end();
  }
}

async function main() {
  if (URL_GIVEN) await measure(URL_GIVEN);
  else await withThrowawayDatabase("search", measure);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
