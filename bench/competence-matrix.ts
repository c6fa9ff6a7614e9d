// Measures the competence matrix at scale: a holding of 500 members and 60 competences, each member
// asked for about a third of them, beside another tenant of 5,000 members:
//   npm run bench:competence [-- --members 500 --competences 60 --runs 30]
// It starts a throw-away embedded PostgreSQL, fills the holding in SQL (work areas, roles, members,
// requirements acquired over each competence's period and a bit more, so that some are overdue and
// some due soon, a tenth never acquired, half of those with a deadline, and the acquisitions behind
// them) and the other tenant through bench/data.ts, then times in-process (p50 / p95 in ms) the
// matrix's first page, its status and area filters, the whole matrix and its workbook, the training
// plan and the filters' choices; beside them the floor: the same rows as raw SQL through `pg`.
// Last, the screen itself over HTTP from a production build (bench/competence-screen.ts): its HTML
// for the first page and for the overdue cells, one request at a time.
import { Client } from "pg";
import { analyze, createHolding, fillMembers } from "./data";
import { arg, benchContext, timer, withThrowawayDatabase } from "./in-process";
import { withScreen } from "./competence-screen";

const MEMBERS = Number(arg("members", "500"));
const COMPETENCES = Number(arg("competences", "60"));
const RUNS = Number(arg("runs", "30"));
const time = timer(RUNS, 64);

/** Each competence's period and how far back its last acquisition may lie (a little beyond the period). */
const PERIODS = [
  { frequency: "P1Y", step: "1 year", span: 400 },
  { frequency: "P2Y", step: "2 years", span: 800 },
  { frequency: "P3Y", step: "3 years", span: 1200 },
  { frequency: "P6M", step: "6 months", span: 200 },
  { frequency: "P5Y", step: "5 years", span: 1900 },
  { frequency: "P0D", step: null, span: 2000 },
];

async function fill(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET ehs.audit = 'off'`);
    // another tenant first, so that no statement of the matrix gets away with reading whole tables
    const other = await createHolding(client, "Bench other A/S");
    await fillMembers(client, other, 5000, "other");
    const holding = await createHolding(client, "Bench competence A/S");
    await client.query(
      `INSERT INTO "Organization" (id, name, type, "featureAccess", "parentId", "holdingId")
       SELECT gen_random_uuid(), 'Bench competence subsidiary ' || i, 'SUBSIDIARY', 'FULL', $1, $1
       FROM generate_series(1, 3) i`,
      [holding],
    );
    await client.query(
      `INSERT INTO "Area" (id, "organizationId", name) SELECT gen_random_uuid(), $1, 'Area ' || i FROM generate_series(1, 10) i`,
      [holding],
    );
    await client.query(
      `INSERT INTO "Role" (id, "organizationId", name) SELECT gen_random_uuid(), $1, 'Role ' || i FROM generate_series(1, 10) i`,
      [holding],
    );
    await client.query(
      `INSERT INTO "Competence" (id, "organizationId", name, frequency)
       SELECT gen_random_uuid(), $1, 'Competence ' || lpad(i::text, 3, '0'), ($3::text[])[1 + i % $4::int]::"Frequency"
       FROM generate_series(1, $2::int) i`,
      [holding, COMPETENCES, PERIODS.map((period) => period.frequency), PERIODS.length],
    );
    await client.query(
      `INSERT INTO "User" (id, email, name)
       SELECT gen_random_uuid(), 'competence-' || i || '@bench.example', 'Member ' || md5(i::text)
       FROM generate_series(1, $1::int) i`,
      [MEMBERS],
    );
    // the copies of name and address on the membership are filled by the database's trigger
    await client.query(
      `INSERT INTO "Membership" (id, "userId", "organizationId", scopes, "areaId")
       SELECT gen_random_uuid(), u.id, $1, '{READ}', areas.ids[1 + u.n % 10]
       FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM "User" WHERE email LIKE 'competence-%@bench.example') u,
            (SELECT array_agg(id ORDER BY name) AS ids FROM "Area" WHERE "organizationId" = $1) areas`,
      [holding],
    );
    await client.query(
      `INSERT INTO "RoleMember" ("roleId", "membershipId")
       SELECT roles.ids[1 + (m.n + k) % 10], m.id
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM "Membership" WHERE "organizationId" = $1) m
       CROSS JOIN generate_series(0, 1) k,
       (SELECT array_agg(id ORDER BY name) AS ids FROM "Role" WHERE "organizationId" = $1) roles`,
      [holding],
    );
    const span = `CASE c.frequency ${PERIODS.map((p) => `WHEN '${p.frequency}' THEN ${p.span}`).join(" ")} END`;
    const step = `CASE c.frequency ${PERIODS.filter((p) => p.step)
      .map((p) => `WHEN '${p.frequency}' THEN interval '${p.step}'`)
      .join(" ")} END`;
    // a third of the pairs required; a tenth of those never acquired, half of them with a deadline
    await client.query(
      `INSERT INTO "CompetenceRequirement" (id, "membershipId", "competenceId", "acquisitionDeadline", "lastAcquisitionDate", "nextDueDate", manual)
       SELECT gen_random_uuid(), m.id, c.id,
              CASE WHEN x.h % 10 = 0 AND x.h % 20 = 0 THEN current_date - 30 + (x.h / 20) % 150 END,
              y.last, CASE WHEN y.last IS NULL OR c.frequency = 'P0D' THEN NULL ELSE (y.last + ${step})::date END, TRUE
       FROM "Membership" m JOIN "Competence" c ON c."organizationId" = m."organizationId",
       LATERAL (SELECT abs(hashtext(m.id::text || c.id::text)) AS h) x,
       LATERAL (SELECT CASE WHEN x.h % 10 = 0 THEN NULL ELSE current_date - (x.h / 10) % ${span} END AS last) y
       WHERE m."organizationId" = $1 AND x.h % 3 = 0`,
      [holding],
    );
    // the acquisitions behind them: the latest, and for half of them the one before
    await client.query(
      `INSERT INTO "CompetenceAcquisition" (id, "organizationId", "membershipId", "competenceId", "acquiredOn")
       SELECT gen_random_uuid(), $1, r."membershipId", r."competenceId", d
       FROM "CompetenceRequirement" r JOIN "Membership" m ON m.id = r."membershipId",
       LATERAL (SELECT r."lastAcquisitionDate" AS d UNION ALL
                SELECT r."lastAcquisitionDate" - 400 WHERE hashtext(r.id::text) % 2 = 0) a
       WHERE m."organizationId" = $1 AND r."lastAcquisitionDate" IS NOT NULL`,
      [holding],
    );
    await analyze(client);
    return holding;
  } finally {
    await client.end();
  }
}

const due = `CASE WHEN r."lastAcquisitionDate" IS NULL THEN r."acquisitionDeadline" ELSE r."nextDueDate" END`;

/** The same rows as raw SQL: what the matrix shows, read as plainly as it can be. */
const FLOOR = {
  page: `SELECT m.id, m."userName", r."competenceId", r."acquisitionDeadline", r."lastAcquisitionDate", r."nextDueDate"
         FROM (SELECT id, "userName" FROM "Membership" WHERE "organizationId" = $1 AND status = 'ACTIVE'
               ORDER BY "userName", id LIMIT 50) m
         LEFT JOIN "CompetenceRequirement" r ON r."membershipId" = m.id`,
  overdue: `SELECT m.id, m."userName" FROM "Membership" m
         WHERE m."organizationId" = $1 AND m.status = 'ACTIVE'
           AND EXISTS (SELECT 1 FROM "CompetenceRequirement" r WHERE r."membershipId" = m.id AND ${due} < current_date)
         ORDER BY m."userName", m.id LIMIT 50`,
  whole: `SELECT m.id, m."userName", r."competenceId", r."acquisitionDeadline", r."lastAcquisitionDate", r."nextDueDate"
         FROM "Membership" m LEFT JOIN "CompetenceRequirement" r ON r."membershipId" = m.id
         WHERE m."organizationId" = $1 AND m.status = 'ACTIVE' ORDER BY m."userName", m.id`,
  plan: `SELECT m.id, m."userName", c.name, r."acquisitionDeadline", r."lastAcquisitionDate", r."nextDueDate"
         FROM "CompetenceRequirement" r JOIN "Membership" m ON m.id = r."membershipId" JOIN "Competence" c ON c.id = r."competenceId"
         WHERE m."organizationId" = $1 AND m.status = 'ACTIVE'
           AND (${due} < date_trunc('month', current_date) + interval '12 months'
                OR (r."lastAcquisitionDate" IS NULL AND r."acquisitionDeadline" IS NULL))
         ORDER BY ${due} NULLS FIRST, m."userName"`,
};

async function main() {
  await withThrowawayDatabase("competence", async (url) => {
    const started = performance.now();
    const holding = await fill(url);
    console.log(
      `filled ${MEMBERS} members and ${COMPETENCES} competences (and another tenant of 5,000 members) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    process.env.DATABASE_URL = url;
    const { competenceMatrix } = await import("../lib/modules/operation/competence-matrix/data");
    const { matrixFile } = await import("../lib/modules/operation/competence-matrix/export");
    const { matrixFilterChoices } = await import("../lib/modules/operation/competence-matrix/filter-choices");
    const { matrixQuerySchema } = await import("../lib/modules/operation/competence-matrix/schema");
    const { trainingPlan } = await import("../lib/modules/operation/competence-matrix/training-plan");
    const { translator } = await import("../lib/platform/i18n/translator");
    const { db } = await import("../lib/platform/db");
    const org = benchContext(holding);
    const query = (params: Record<string, string> = {}) => matrixQuerySchema.parse(params);
    const choices = await matrixFilterChoices(org);
    const area = choices.areas[0].id;
    const first = await competenceMatrix(org, query());
    const requirements = await db().competenceRequirement.count({ where: { membership: { organizationId: holding } } });
    const overdue = await competenceMatrix(org, query({ status: "OVERDUE" }));
    const plan = await trainingPlan(org, {});
    console.log(
      `the matrix: ${first.totalElements} members × ${first.competences.length} competences, ${requirements} requirements; ` +
        `${overdue.totalElements} members with an overdue cell in ${overdue.competences.length} competences; ` +
        `the plan: ${plan.outstandingCount} outstanding, ${plan.items.length - plan.outstandingCount} in twelve months`,
    );
    const client = new Client({ connectionString: url });
    await client.connect();
    const t = translator("en");
    await time("matrix, first page (50 members × every competence)", () => competenceMatrix(org, query()));
    await time("  raw SQL floor (the page's members with their requirements)", () =>
      client.query(FLOOR.page, [holding]),
    );
    await time("matrix, overdue cells", () => competenceMatrix(org, query({ status: "OVERDUE" })));
    await time("  raw SQL floor (the first 50 members with an overdue cell)", () =>
      client.query(FLOOR.overdue, [holding]),
    );
    await time("matrix, not-required cells", () => competenceMatrix(org, query({ status: "NOT_REQUIRED" })));
    await time("matrix, one work area", () => competenceMatrix(org, query({ areaId: area })));
    await time("matrix, whole (every member: the workbook's read)", () =>
      competenceMatrix(org, query(), { all: true }),
    );
    await time("  raw SQL floor (every member with their requirements)", () => client.query(FLOOR.whole, [holding]));
    await time("matrix, workbook (XLSX, read and written)", async () => {
      const file = matrixFile(await competenceMatrix(org, query(), { all: true }), t);
      await file.arrayBuffer();
    });
    await time("training plan, what is outstanding (the screen's first month)", () =>
      trainingPlan(org, { month: "outstanding" }),
    );
    await time("training plan, twelve months at once (the API without a month)", () => trainingPlan(org, {}));
    await time("  raw SQL floor (the requirements falling due)", () => client.query(FLOOR.plan, [holding]));
    await time("filter choices (areas, roles, competences)", () => matrixFilterChoices(org));
    await time("the screen's reads together (choices and first page)", () =>
      Promise.all([matrixFilterChoices(org), competenceMatrix(org, query())]),
    );
    await withScreen(url, client, holding, async (fetchScreen) => {
      const size = await fetchScreen();
      console.log(`the screen over HTTP: ${Math.round(size / 1024)} KB of HTML for the first page`);
      await time("screen over HTTP, first page (HTML, whole render)", () => fetchScreen());
      await time("screen over HTTP, overdue cells", () => fetchScreen("?status=OVERDUE"));
      await time("  raw SQL floor (the page's members with their requirements)", () =>
        client.query(FLOOR.page, [holding]),
      );
    });
    await client.end();
    await db().$disconnect();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
