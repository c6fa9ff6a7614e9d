// Measures the waste account at scale: a holding with 9 subsidiaries (10 organizations) and
// 200,000 registrations over two years:
//   npm run bench:waste [-- --organizations 10 --registrations 200000 --runs 30]
// It starts a throw-away embedded PostgreSQL, fills the holding in SQL (each organization with six
// handlers and fifteen arrangements in every registration unit, hazardous and not, R and D
// operations, a few without a conversion), then times in-process (p50 / p95 in ms) the holding's
// yearly account through the data function (the statement, prepared, plus its mapping and the
// names) and the same statement as raw SQL through a plain `pg` client (unprepared).
import { Client } from "pg";
import { analyze, createHolding } from "./data";
import { arg, benchContext, timer, withThrowawayDatabase } from "./in-process";

const ORGANIZATIONS = Number(arg("organizations", "10"));
const REGISTRATIONS = Number(arg("registrations", "200000"));
const RUNS = Number(arg("runs", "30"));
const time = timer(RUNS);
const YEAR = 2025;

/** The catalogue rows the arrangements name (the seed's catalogues are not loaded here). */
const TYPES: [string, boolean, string][] = [
  ["15 01 01", false, "Paper and cardboard packaging"],
  ["15 01 02", false, "Plastic packaging"],
  ["17 04 05", false, "Iron and steel"],
  ["20 03 01", false, "Mixed municipal waste"],
  ["13 02 05*", true, "Mineral-based non-chlorinated engine, gear and lubricating oils"],
  ["20 01 21*", true, "Fluorescent tubes and other mercury-containing waste"],
];
const OPERATIONS: [string, string, string][] = [
  ["R1", "R", "OTHER_RECOVERY"],
  ["R3", "R", "RECYCLING"],
  ["R4", "R", "RECYCLING"],
  ["R9", "R", "RECYCLING"],
  ["D1", "D", "DISPOSAL"],
  ["D15", "D", "DISPOSAL"],
];
/** Fifteen arrangements per organization: type, operation, unit, density, weight per piece. */
const ARRANGEMENTS: [number, string, string, number | null, number | null][] = Array.from({ length: 15 }, (_, i) => {
  const units = ["TONNE", "KILOGRAM", "CUBIC_METRE", "LITRE", "PIECE"];
  const unit = units[i % units.length];
  const conversion = i % 7 === 6 ? null : unit === "CUBIC_METRE" || unit === "LITRE" ? 150 + i * 10 : null;
  const piece = unit === "PIECE" && i % 7 !== 6 ? 0.3 + i : null;
  return [i % TYPES.length, OPERATIONS[i % OPERATIONS.length][0], unit, conversion, piece];
});

async function fill(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET ehs.audit = 'off'`);
    for (const [code, hazardous, name] of TYPES) {
      await client.query(
        `INSERT INTO "WasteType" (id, code, chapter, hazardous, "nameEn") VALUES (gen_random_uuid(), $1, left($1, 2), $2, $3)
         ON CONFLICT (code) DO NOTHING`,
        [code, hazardous, name],
      );
    }
    for (const [index, [code, kind, group]] of OPERATIONS.entries()) {
      await client.query(
        `INSERT INTO "TreatmentOperation" (code, kind, "group", "titleEn", "sortOrder")
         VALUES ($1, $2::"TreatmentKind", $3::"TreatmentGroup", $1, $4) ON CONFLICT (code) DO NOTHING`,
        [code, kind, group, index],
      );
    }
    const holding = await createHolding(client, "Bench waste A/S");
    await client.query(
      `INSERT INTO "Organization" (id, name, type, "featureAccess", "parentId", "holdingId")
       SELECT gen_random_uuid(), 'Bench waste subsidiary ' || i, 'SUBSIDIARY', 'FULL', $1, $1
       FROM generate_series(1, $2::int) i`,
      [holding, ORGANIZATIONS - 1],
    );
    await client.query(
      `INSERT INTO "Stakeholder" (id, "organizationId", name, type)
       SELECT gen_random_uuid(), o.id, 'Bench handler ' || h || ' of ' || o.name, 'SUPPLIER'
       FROM "Organization" o CROSS JOIN generate_series(1, 6) h WHERE o."holdingId" = $1`,
      [holding],
    );
    await client.query(
      `INSERT INTO "WasteHandlerAssociation" (id, "organizationId", "stakeholderId", "stakeholderName")
       SELECT gen_random_uuid(), s."organizationId", s.id, s.name FROM "Stakeholder" s
       JOIN "Organization" o ON o.id = s."organizationId" WHERE o."holdingId" = $1`,
      [holding],
    );
    for (const [index, [type, operation, unit, density, piece]] of ARRANGEMENTS.entries()) {
      // arrangement i belongs to the organization's handler i mod 6
      await client.query(
        `INSERT INTO "WasteArrangement" (id, "organizationId", "associationId", name, "wasteTypeId", "collectionFrequency",
                                         "treatmentCode", "registrationUnit", "densityKgPerM3", "kgPerPiece")
         SELECT gen_random_uuid(), h."organizationId", h.id, 'Arrangement ' || $1::int, (SELECT id FROM "WasteType" WHERE code = $2),
                'P1M', $3, $4::"WasteUnit", $5, $6
         FROM (SELECT id, "organizationId", row_number() OVER (PARTITION BY "organizationId" ORDER BY "stakeholderName") AS n
               FROM "WasteHandlerAssociation" h2
               WHERE "organizationId" IN (SELECT id FROM "Organization" WHERE "holdingId" = $7)) h
         WHERE h.n = $1::int % 6 + 1`,
        [index, TYPES[type][0], operation, unit, density, piece, holding],
      );
    }
    // the registrations, spread over the organizations' arrangements and the two years, one line each
    await client.query(
      `WITH arrangements AS (
         SELECT a.id, a."organizationId", a."associationId", row_number() OVER (ORDER BY a.id) - 1 AS n, count(*) OVER () AS total
         FROM "WasteArrangement" a JOIN "Organization" o ON o.id = a."organizationId" WHERE o."holdingId" = $1
       ), registrations AS (
         SELECT gen_random_uuid() AS id, a.id AS arrangement, a."organizationId", a."associationId",
                make_date($3::int - 1, 1, 1) + (i % 730) AS day, round((1 + (hashint4(i) % 1000 + 1000) % 1000 / 10.0)::numeric, 3) AS quantity
         FROM generate_series(1, $2::int) i JOIN arrangements a ON a.n = i % a.total
       ), bulk AS (
         INSERT INTO "WasteBulkRegistration" (id, "organizationId", "associationId", "performedAt")
         SELECT id, "organizationId", "associationId", day FROM registrations
       )
       INSERT INTO "WasteRegistrationLine" (id, "organizationId", "bulkRegistrationId", "arrangementId", "performedAt", quantity)
       SELECT gen_random_uuid(), "organizationId", id, arrangement, day, quantity FROM registrations`,
      [holding, REGISTRATIONS, YEAR],
    );
    await analyze(client);
    return holding;
  } finally {
    await client.end();
  }
}

async function main() {
  await withThrowawayDatabase("waste", async (url) => {
    const started = performance.now();
    const holding = await fill(url);
    console.log(
      `filled ${ORGANIZATIONS} organizations and ${REGISTRATIONS} registrations in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    process.env.DATABASE_URL = url;
    const { getWasteAccount, accountStatement } = await import("../lib/modules/monitoring/waste/account");
    const org = benchContext(holding);
    const query = { year: YEAR };
    const statement = accountStatement(org, query);
    const raw = new Client({ connectionString: url });
    await raw.connect();
    if (process.argv.includes("--explain")) {
      const plan = await raw.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
      console.log(plan.rows.map((row) => row["QUERY PLAN"]).join("\n"));
    }
    const account = await getWasteAccount(org, query);
    console.log(`the ${YEAR} account: ${account.tonnes} t, recycling rate ${account.recyclingRate}`);
    await time(`waste account ${YEAR}, ${ORGANIZATIONS} organizations`, () => getWasteAccount(org, query));
    await time("  the same statement, raw SQL", () => raw.query(statement.text, statement.values));
    await raw.end();
    const { db } = await import("../lib/platform/db");
    await db().$disconnect();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
