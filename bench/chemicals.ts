// Measures the substance search over the whole Annex VI catalogue (about 4,200 substances) and an
// organization's chemical register of 5,000 registered chemicals:
//   node --conditions=react-server --import tsx bench/chemicals.ts [-- --runs 50 --register 5000]
// It starts a throw-away embedded PostgreSQL, loads the chemicals reference data, the substance
// catalogue and the demo products with the seed's own code, and times the list data functions
// (paging, count, the rows with their statements, pictograms, SVHC, restriction and safety data
// sheet flags) beside the raw SQL of the page's ids alone, p50 / p95 in ms.
import { Client } from "pg";
import { createHolding } from "./data";
import { arg, benchContext, timer, withThrowawayDatabase } from "./in-process";

const RUNS = Number(arg("runs", "50"));
const time = timer(RUNS, 56);
const REGISTER = Number(arg("register", "5000"));

/** REGISTER registered chemicals in one holding, round the demo products, in two areas. */
async function fillRegister(client: Client) {
  await client.query(`SET ehs.audit = 'off'`);
  const holding = await createHolding(client, "Bench chemicals A/S");
  const areas = [];
  for (const name of ["Production hall", "Chemical store"]) {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO "Area" (id, "organizationId", name, "lastModifiedDate") VALUES (gen_random_uuid(), $1, $2, now()) RETURNING id`,
      [holding, name],
    );
    areas.push(rows[0].id);
  }
  await client.query(
    `INSERT INTO "ChemicalAssociation" (id, "organizationId", "chemicalId", "countryAlpha2", purpose, amount, "amountUnit", "lastModifiedDate")
     SELECT gen_random_uuid(), $1, c.id, 'DK', 'Bench use ' || n, (n % 200) + 1, 'L', now()
       FROM generate_series(1, $2::int) n
       JOIN LATERAL (SELECT id FROM "Chemical" ORDER BY "tradeName" OFFSET n % (SELECT count(*) FROM "Chemical") LIMIT 1) c ON TRUE`,
    [holding, REGISTER],
  );
  await client.query(
    `INSERT INTO "_ChemicalStorageAreas" ("A", "B") SELECT $2::uuid, id FROM "ChemicalAssociation" WHERE "organizationId" = $1`,
    [holding, areas[1]],
  );
  await client.query(
    `INSERT INTO "_ChemicalUseAreas" ("A", "B") SELECT $2::uuid, id FROM "ChemicalAssociation" WHERE "organizationId" = $1`,
    [holding, areas[0]],
  );
  return holding;
}

const REGISTER_PAGES: [string, Record<string, string>, string][] = [
  ["page 0 by name", {}, "TRUE"],
  ["page 10 by danger code, descending", { sort: "dangerCode,desc", page: "10" }, "TRUE"],
  ["needs attention (SDS too old or missing)", { needsAttention: "true" }, "needs"],
  ["substitution candidates", { substitutionCandidate: "true" }, "candidates"],
];

const SEARCHES: [string, string][] = [
  ["no search, page 0 by name", ""],
  ["CAS number 67-64-1", "67-64-1"],
  ["EC number start 200-", "200-"],
  ["name part 'benz'", "benz"],
  ["name part 'chromate'", "chromate"],
];

async function main() {
  await withThrowawayDatabase("chemicals", async (url) => {
    process.env.DATABASE_URL = url;
    const { seedClient } = await import("../prisma/seed/client");
    const { seedChemicals } = await import("../prisma/seed/chemicals");
    const seed = seedClient();
    const started = performance.now();
    const loaded = await seedChemicals(seed);
    console.log(`loaded ${JSON.stringify(loaded)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { seedDemoChemicals } = await import("../prisma/seed/demo-chemicals");
    console.log(`demo products: ${await seedDemoChemicals(seed)}`);
    await seed.$disconnect();
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query("ANALYZE");
    const { listSubstances } = await import("../lib/modules/admin/substances/data");
    for (const [label, q] of SEARCHES) {
      await time(`substances, ${label}`, () =>
        listSubstances({ page: 0, size: 20, sort: "name,asc", ...(q ? { q } : {}) } as never, "en"),
      );
      const numeric = /^[\d-]+$/.test(q);
      const where = !q
        ? "TRUE"
        : numeric
          ? `("casNumber" LIKE $1 OR "ecNumber" LIKE $1)`
          : `("nameEn" ILIKE $1 OR "nameDa" ILIKE $1)`;
      const params = q ? [numeric ? `${q}%` : `%${q}%`] : [];
      await time(`  raw SQL: the page's ids`, () =>
        client.query(`SELECT id FROM "Substance" WHERE ${where} ORDER BY "nameEn", id LIMIT 20`, params),
      );
    }
    const holding = await fillRegister(client);
    await client.query("ANALYZE");
    console.log(`register: ${REGISTER} chemicals`);
    const { listChemicalRegister } = await import("../lib/modules/chemicals/register/data");
    const { sdsCutoff } = await import("../lib/modules/chemicals/register/sds-age");
    const { conditions } = await import("../lib/platform/lists/query");
    const flags = await import("../lib/modules/chemicals/register/conditions");
    for (const [label, extra, kind] of REGISTER_PAGES) {
      const query = {
        page: 0,
        size: 20,
        sort: "name,asc",
        ...extra,
        ...(extra.page ? { page: Number(extra.page) } : {}),
      };
      await time(`register, ${label}`, () => listChemicalRegister(benchContext(holding), query as never));
      const filter =
        kind === "needs"
          ? conditions(flags.hasCurrentSds(sdsCutoff()), [])
          : kind === "candidates"
            ? conditions(flags.isSubstitutionCandidate, [])
            : null;
      // the same statement's text, with the tenant in front and the filter negated where the list negates it
      const where = filter ? `${kind === "needs" ? "NOT " : ""}(${filter.text})` : "TRUE";
      const order = extra.sort === "dangerCode,desc" ? `"dangerCode" DESC, id DESC` : `name, id`;
      await time(`  raw SQL: the page's ids`, () =>
        client.query(
          `SELECT id FROM "ChemicalAssociation" t WHERE t."organizationId" = $${(filter?.values.length ?? 0) + 1}::uuid
             AND t."archivedDate" IS NULL AND ${where} ORDER BY ${order} LIMIT 20 OFFSET ${Number(extra.page ?? 0) * 20}`,
          [...(filter?.values ?? []), holding],
        ),
      );
    }
    await client.end();
    const { db } = await import("../lib/platform/db");
    await db().$disconnect();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
