// Measures CO2 at scale: one tenant with 200 meters and 1,000,000 readings over ten years:
//   npm run bench:carbon [-- --meters 200 --readings 1000000 --runs 30]
// It starts a throw-away embedded PostgreSQL, fills one holding in SQL (electricity, heat, gas and
// pellet meters, each reading's period running from the one before, factors with yearly values and
// an own market-based factor for part of each year, every meter linked), then times in-process
// (p50 / p95 in ms): a meter's monthly CO2 for ten years and the holding's yearly GHG account, each
// through the data function (the statement, prepared, plus its mapping) and as the same raw SQL
// through a plain `pg` client (unprepared, rows left as they come); and the readings list of one
// meter with 100,000 readings (another tenant's, --list-readings), first and deepest page.
import { Client } from "pg";
import { analyze, createHolding } from "./data";
import { arg, benchContext, timer, withThrowawayDatabase } from "./in-process";

const METERS = Number(arg("meters", "200"));
const READINGS = Number(arg("readings", "1000000"));
const RUNS = Number(arg("runs", "30"));
const LIST_READINGS = Number(arg("list-readings", "100000"));
const time = timer(RUNS);
const FIRST_YEAR = 2016;
const YEARS = 10;

/** Meters by type in the proportions of a real site: mostly electricity, then heat, gas and pellets. */
const METER_KINDS = [
  { type: "ELECTRICITY", unit: "KWH", share: 0.6 },
  { type: "HEAT", unit: "KWH", share: 0.2 },
  { type: "GAS", unit: "M3", share: 0.1 },
  { type: "MASS", unit: "T", share: 0.1 },
];

async function factor(
  client: Client,
  organizationId: string | null,
  type: string,
  category: string,
  basis: string,
  unit: string,
  emissionUnit: string,
  values: [number, string][],
) {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO "EmissionFactor" (id, "organizationId", "utilityType", "ghgCategory", name, basis, source, "lastModifiedDate")
     VALUES (gen_random_uuid(), $1, $2::"MeterType", $3::"GhgCategory", $4, $5::"EmissionFactorBasis", 'Bench', now()) RETURNING id`,
    [organizationId, type, category, `Bench ${type} ${category} ${basis}`, basis],
  );
  for (const [year, value] of values) {
    await client.query(
      `INSERT INTO "EmissionFactorValue" (id, "emissionFactorId", "organizationId", "meterUnit", "emissionUnit", "startDate", "endDate", value, "lastModifiedDate")
       VALUES (gen_random_uuid(), $1, $2, $3, $4::"EmissionUnit", make_date($5, 1, 1), make_date($5, 12, 31), $6::numeric, now())`,
      [rows[0].id, organizationId, unit, emissionUnit, year, value],
    );
  }
  return rows[0].id;
}

/** Each of the organization's meters gets `perMeter` readings covering the ten years back to back. */
async function insertReadings(client: Client, organizationId: string, perMeter: number) {
  // reading i runs from instant i-1 to i
  await client.query(
    `INSERT INTO "MeterReading" (id, "organizationId", "meterId", "performedAt", value, unit, "normalizedValue", "periodStart", quantity, "lastModifiedDate")
     SELECT gen_random_uuid(), m."organizationId", m.id,
            make_timestamptz($3::int, 1, 1, 0, 0, 0, 'Europe/Copenhagen') + (i * span),
            q, 'KWH', q,
            make_timestamptz($3::int, 1, 1, 0, 0, 0, 'Europe/Copenhagen') + ((i - 1) * span),
            q, now()
     FROM "Meter" m
     CROSS JOIN (SELECT (make_timestamptz($3::int + $4::int, 1, 1, 0, 0, 0, 'Europe/Copenhagen') - make_timestamptz($3::int, 1, 1, 0, 0, 0, 'Europe/Copenhagen')) / $2::int AS span) s
     CROSS JOIN generate_series(1, $2::int) i
     CROSS JOIN LATERAL (SELECT round((10 + (hashint4(i) % 1000 + 1000) % 1000 / 10.0)::numeric, 3) AS q) v
     WHERE m."organizationId" = $1`,
    [organizationId, perMeter, FIRST_YEAR, YEARS],
  );
}

async function fill(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET ehs.audit = 'off'`);
    const holding = await createHolding(client, "Bench carbon A/S");
    const years = Array.from({ length: YEARS }, (_, index) => FIRST_YEAR + index);
    const yearly = (base: number, step: number) =>
      years.map((year, index): [number, string] => [year, String(base - index * step)]);
    const factors: Record<string, string[]> = {
      ELECTRICITY: [
        await factor(
          client,
          null,
          "ELECTRICITY",
          "SCOPE2_ELECTRICITY",
          "LOCATION_BASED",
          "KWH",
          "GRAMS",
          yearly(300, 18),
        ),
        await factor(
          client,
          holding,
          "ELECTRICITY",
          "SCOPE2_ELECTRICITY",
          "MARKET_BASED",
          "MWH",
          "KILOGRAMS",
          yearly(60, 4),
        ),
      ],
      HEAT: [
        await factor(client, null, "HEAT", "SCOPE2_DISTRICT_HEATING", "LOCATION_BASED", "KWH", "GRAMS", yearly(120, 7)),
      ],
      GAS: [
        await factor(client, null, "GAS", "SCOPE1_STATIONARY", "PHYSICAL_UNIT", "M3", "KILOGRAMS", yearly(2.3, 0.01)),
      ],
      MASS: [
        await factor(client, null, "MASS", "SCOPE1_STATIONARY", "PHYSICAL_UNIT", "T", "KILOGRAMS", yearly(52, 0.5)),
        await factor(client, null, "MASS", "BIOGENIC", "PHYSICAL_UNIT", "T", "KILOGRAMS", yearly(1677, 0)),
      ],
    };
    let made = 0;
    for (const kind of METER_KINDS) {
      const count = Math.round(METERS * kind.share);
      await client.query(
        `INSERT INTO "Meter" (id, "organizationId", name, "meterType", unit, "readingMode", "lastModifiedDate")
         SELECT gen_random_uuid(), $1, $2 || ' ' || i, $3::"MeterType", $4, 'PERIOD_AMOUNT', now() FROM generate_series($5::int, $6::int) i`,
        [holding, `Bench ${kind.type.toLowerCase()}`, kind.type, kind.unit, made + 1, made + count],
      );
      await client.query(
        `INSERT INTO "MeterEmissionFactor" ("meterId", "emissionFactorId", "organizationId")
         SELECT m.id, f, $1 FROM "Meter" m, unnest($3::uuid[]) f WHERE m."organizationId" = $1 AND m."meterType" = $2::"MeterType"`,
        [holding, kind.type, factors[kind.type]],
      );
      made += count;
    }
    const perMeter = Math.floor(READINGS / METERS);
    await insertReadings(client, holding, perMeter);
    // the readings list's case: one meter of another tenant with LIST_READINGS readings
    const listHolding = await createHolding(client, "Bench readings A/S");
    await client.query(
      `INSERT INTO "Meter" (id, "organizationId", name, "meterType", unit, "readingMode", "lastModifiedDate")
       VALUES (gen_random_uuid(), $1, 'Bench main meter', 'ELECTRICITY', 'KWH', 'PERIOD_AMOUNT', now())`,
      [listHolding],
    );
    await insertReadings(client, listHolding, LIST_READINGS);
    await analyze(client);
    const { rows } = await client.query<{ id: string }>(
      `SELECT id FROM "Meter" WHERE "organizationId" = $1 AND "meterType" = 'ELECTRICITY' ORDER BY name LIMIT 1`,
      [holding],
    );
    const [listMeter] = (
      await client.query<{ id: string }>(`SELECT id FROM "Meter" WHERE "organizationId" = $1`, [listHolding])
    ).rows;
    return { holding, meter: rows[0].id, readings: perMeter * METERS, listHolding, listMeter: listMeter.id };
  } finally {
    await client.end();
  }
}

async function main() {
  await withThrowawayDatabase("carbon", async (url) => {
    const started = performance.now();
    const { holding, meter, readings, listHolding, listMeter } = await fill(url);
    console.log(
      `filled ${METERS} meters and ${readings} readings in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    process.env.DATABASE_URL = url;
    const { meterCarbon, ghgAccount } = await import("../lib/modules/monitoring/carbon/data");
    const { emissionStatement } = await import("../lib/modules/monitoring/carbon/emissions");
    const { sql } = await import("../lib/platform/lists/query");
    const org = benchContext(holding);
    const lastYear = FIRST_YEAR + YEARS - 1;

    const raw = new Client({ connectionString: url });
    await raw.connect();
    const rawRun = (statement: { text: string; values: unknown[] }) => () =>
      raw.query(statement.text, statement.values);
    const series = emissionStatement({
      organizations: sql`SELECT ${holding}::uuid AS id`,
      from: `${FIRST_YEAR}-01-01`,
      to: `${FIRST_YEAR + YEARS}-01-01`,
      bucket: "month",
      meterId: meter,
    });
    const account = emissionStatement({
      organizations: sql`WITH RECURSIVE tree AS (SELECT id FROM "Organization" WHERE id = ${holding}::uuid UNION ALL SELECT o.id FROM "Organization" o JOIN tree ON o."parentId" = tree.id) SELECT id FROM tree`,
      from: `${lastYear}-01-01`,
      to: `${lastYear + 1}-01-01`,
      bucket: "year",
    });
    if (process.argv.includes("--explain")) {
      for (const statement of [series, account]) {
        const plan = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
        console.log(plan.rows.map((row) => row["QUERY PLAN"]).join("\n"));
      }
    }
    await time(`meter CO2 per month, ${YEARS} years (${readings / METERS} readings)`, () =>
      meterCarbon(org, meter, FIRST_YEAR, YEARS),
    );
    await time("  the same statement, raw SQL", rawRun(series));
    await time(`GHG account ${lastYear}, ${METERS} meters`, () => ghgAccount(org, lastYear));
    await time("  the same statement, raw SQL", rawRun(account));

    const { listReadings } = await import("../lib/modules/monitoring/meters/data");
    const { readingList } = await import("../lib/modules/monitoring/meters/schema");
    const { lastReachablePage } = await import("../lib/platform/lists/paging");
    const listOrg = benchContext(listHolding);
    const deepest = lastReachablePage(20);
    const page = (query: Record<string, string>) => () =>
      listReadings(listOrg, listMeter, readingList.query.parse({ size: "20", ...query }));
    await time(`readings of a meter (${LIST_READINGS}), first page`, page({ page: "0" }));
    await time(`  page ${deepest}, the deepest the list reaches`, page({ page: String(deepest) }));
    await time("  oldest first, first page", page({ page: "0", sort: "performedAt,asc" }));
    await raw.end();
    const { db } = await import("../lib/platform/db");
    await db().$disconnect();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
