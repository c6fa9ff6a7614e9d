// Measures the planning screens at scale: a holding of 10 organizations with 100,000 actions and
// 20,000 hazards in 400 assessments of the holding:
//   npm run bench:planning [-- --organizations 10 --actions 100000 --hazards 20000 --runs 30]
// It starts a throw-away embedded PostgreSQL, fills the holding in SQL (actions of every source and
// status over three years, hazards scored on the default matrix across its cells, a tenth with
// residual scores accepted), then times in-process (p50 / p95 in ms) the action plan's first page
// (the organization and its descendants, by due date), its overdue filter, the risk register's
// first page and its heat map, and an objective's progress over five years of daily readings of
// five meters; beside each, the floor: the same query as raw SQL through `pg`.
import { Client } from "pg";
import { analyze, createHolding, fillMembers } from "./data";
import { arg, benchContext, timer, withThrowawayDatabase } from "./in-process";

const ORGANIZATIONS = Number(arg("organizations", "10"));
const ACTIONS = Number(arg("actions", "100000"));
const HAZARDS = Number(arg("hazards", "20000"));
const RUNS = Number(arg("runs", "30"));
const time = timer(RUNS);

async function fill(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET ehs.audit = 'off'`);
    const holding = await createHolding(client, "Bench planning A/S");
    await client.query(
      `INSERT INTO "Organization" (id, name, type, "featureAccess", "parentId", "holdingId")
       SELECT gen_random_uuid(), 'Bench planning subsidiary ' || i, 'SUBSIDIARY', 'FULL', $1, $1
       FROM generate_series(1, $2::int) i`,
      [holding, ORGANIZATIONS - 1],
    );
    await fillMembers(client, holding, 500, "plan");
    const orgs = `SELECT id, row_number() OVER (ORDER BY name) - 1 AS n, count(*) OVER () AS total FROM "Organization" WHERE "holdingId" = $1`;
    const members = `SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM "Membership" WHERE "organizationId" = $1`;
    const { DEFAULT_MATRIX } = await import("../lib/modules/planning/risk-assessment/matrix");
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO "RiskMatrix" (id, "organizationId", version, likelihoods, severities, levels, "acceptableLevel", "authorName")
       VALUES (gen_random_uuid(), $1, 1, $2, $3, $4, 'MEDIUM', 'Bench') RETURNING id`,
      [
        holding,
        JSON.stringify(DEFAULT_MATRIX.likelihoods),
        JSON.stringify(DEFAULT_MATRIX.severities),
        JSON.stringify(DEFAULT_MATRIX.levels),
      ],
    );
    const matrix = rows[0].id;
    // 400 assessments, 50 hazards each, scored across the 5×5 cells: all in the holding, whose
    // register (one organization's) is the one measured
    await client.query(
      `INSERT INTO "RiskAssessment" (id, "organizationId", title, "reviewMonths", "nextReviewDate")
       SELECT gen_random_uuid(), $1, 'Bench assessment ' || i, 12, current_date - 200 + (i % 400)
       FROM generate_series(1, $2::int) i`,
      [holding, Math.ceil(HAZARDS / 50)],
    );
    const level = (product: string) =>
      `CASE WHEN ${product} <= 4 THEN 'LOW' WHEN ${product} <= 9 THEN 'MEDIUM' WHEN ${product} <= 16 THEN 'HIGH' ELSE 'VERY_HIGH' END::"RiskLevel"`;
    await client.query(
      `INSERT INTO "RiskHazard" (id, "organizationId", "assessmentId", category, title, "matrixId", "inherentLikelihood", "inherentSeverity",
                                 "inherentLevel", "residualLikelihood", "residualSeverity", "residualLevel", position)
       SELECT gen_random_uuid(), a."organizationId", a.id,
              (enum_range(NULL::"HazardCategory"))[1 + k % 13], 'Bench hazard ' || k, $1,
              1 + k % 5, 1 + (k / 5) % 5, ${level("(1 + k % 5) * (1 + (k / 5) % 5)")},
              CASE WHEN k % 3 = 0 THEN NULL ELSE 1 + (k % 5) / 2 END,
              CASE WHEN k % 3 = 0 THEN NULL ELSE 1 + (k / 5) % 5 END,
              CASE WHEN k % 3 = 0 THEN NULL ELSE ${level("(1 + (k % 5) / 2) * (1 + (k / 5) % 5)")} END, k % 50
       FROM (SELECT *, row_number() OVER (ORDER BY id) - 1 AS n FROM "RiskAssessment") a
       CROSS JOIN LATERAL generate_series(a.n * 50, a.n * 50 + 49) k`,
      [matrix],
    );
    await client.query(
      `INSERT INTO "RiskAcceptance" (id, "organizationId", "hazardId", "matrixId", likelihood, severity, level, reason, "acceptedByName")
       SELECT gen_random_uuid(), h."organizationId", h.id, h."matrixId", h."residualLikelihood", h."residualSeverity", h."residualLevel",
              'Bench', 'Bench' FROM "RiskHazard" h WHERE h."residualLevel" IN ('HIGH', 'VERY_HIGH') AND hashtext(h.id::text) % 10 = 0`,
    );
    // actions: a tenth each from hazards, events and inspections are left out (their source rows
    // would only add weight); the plan's own, over three years, a third still open
    await client.query(
      `INSERT INTO "Action" (id, "organizationId", title, source, "responsibleId", "dueDate", priority, status, "doneDate", "cancelledReason", "lastModifiedDate")
       SELECT gen_random_uuid(), o.id, 'Bench action ' || i, 'PLAN', m.id, current_date - 900 + (i % 1200),
              (ARRAY['LOW','MEDIUM','HIGH']::"ActionPriority"[])[1 + i % 3],
              (ARRAY['PLANNED','IN_PROGRESS','DONE','DONE','DONE','CANCELLED']::"ActionStatus"[])[1 + i % 6],
              CASE WHEN i % 6 IN (2, 3, 4) THEN current_date - 900 + (i % 1200) END,
              CASE WHEN i % 6 = 5 THEN 'Bench' END, now()
       FROM generate_series(1, $2::int) i
       JOIN (${orgs}) o ON o.n = i % o.total
       JOIN (${members}) m ON m.n = (i * 7) % m.total`,
      [holding, ACTIONS],
    );
    // an objective on five electricity meters read every day for five years (9,125 readings)
    const meters = await client.query<{ id: string }>(
      `INSERT INTO "Meter" (id, "organizationId", name, "meterType", unit, "readingMode")
       SELECT gen_random_uuid(), $1, 'Bench meter ' || i, 'ELECTRICITY', 'KWH', 'PERIOD_AMOUNT'
       FROM generate_series(1, 5) i RETURNING id`,
      [holding],
    );
    for (const meter of meters.rows) {
      await client.query(
        `INSERT INTO "MeterReading" (id, "organizationId", "meterId", "periodStart", "performedAt", value, unit, "normalizedValue", quantity)
         SELECT gen_random_uuid(), $1, $2, d, d + interval '1 day', q, 'KWH', q, q
         FROM generate_series(date_trunc('year', now()) - interval '5 years', date_trunc('day', now()) - interval '1 day', interval '1 day') d
         CROSS JOIN LATERAL (SELECT (100 + extract(doy FROM d))::numeric AS q) v`,
        [holding, meter.id],
      );
    }
    const thisYear = new Date().getUTCFullYear();
    await client.query(
      `INSERT INTO "Objective" (id, "organizationId", title, kpi, "baselineYear", "targetValue", "targetDate", "lastModifiedDate")
       VALUES (gen_random_uuid(), $1, 'Bench electricity', 'METER_ENERGY', $2, 100000, $3, now())`,
      [holding, thisYear - 4, `${thisYear + 1}-12-31`],
    );
    await client.query(
      `INSERT INTO "_ObjectiveMeters" ("A", "B") SELECT m.id, o.id FROM "Meter" m, "Objective" o
       WHERE m."organizationId" = $1 AND o."organizationId" = $1`,
      [holding],
    );
    await analyze(client);
    return holding;
  } finally {
    await client.end();
  }
}

const tree = `WITH RECURSIVE tree AS (SELECT id FROM "Organization" WHERE id = $1 UNION ALL
               SELECT o.id FROM "Organization" o JOIN tree ON o."parentId" = tree.id)`;

/** The same reads as raw SQL: the page's ids in order with their rows' columns. */
const FLOOR = {
  plan: `${tree} SELECT a.id, a.title, a.status, a.priority, a."dueDate", m."userName", o.name FROM "Action" a
           LEFT JOIN "Membership" m ON m.id = a."responsibleId" JOIN "Organization" o ON o.id = a."organizationId"
           WHERE a."organizationId" IN (SELECT id FROM tree) AND a."archivedDate" IS NULL
           ORDER BY a."dueDate", a.id LIMIT 20`,
  overdue: `${tree} SELECT a.id, a.title, a."dueDate" FROM "Action" a
           WHERE a."organizationId" IN (SELECT id FROM tree) AND a."archivedDate" IS NULL
             AND a.status IN ('PLANNED', 'IN_PROGRESS') AND a."dueDate" < current_date
           ORDER BY a."dueDate", a.id LIMIT 20`,
  register: `SELECT h.id, h.title, h."inherentLevel", h."residualLevel", r.title FROM "RiskHazard" h
           JOIN "RiskAssessment" r ON r.id = h."assessmentId"
           WHERE h."organizationId" = $1 AND r."archivedDate" IS NULL ORDER BY h."inherentLevel" DESC, h.id DESC LIMIT 20`,
  objective: `SELECT to_char(q."month", 'YYYY-MM'), sum(q."quantity") FROM "MeterMonthlyQuantity" q
           WHERE q."meterId" IN (SELECT "A" FROM "_ObjectiveMeters" l JOIN "Objective" o ON o.id = l."B" WHERE o."organizationId" = $1)
             AND q."month" >= make_date(extract(year FROM now())::int - 5, 1, 1) GROUP BY 1`,
  heatMap: `SELECT h."inherentLikelihood", h."inherentSeverity", count(*) FROM "RiskHazard" h
           JOIN "RiskAssessment" r ON r.id = h."assessmentId" WHERE h."organizationId" = $1 AND r."archivedDate" IS NULL GROUP BY 1, 2
           UNION ALL
           SELECT coalesce(h."residualLikelihood", h."inherentLikelihood"), coalesce(h."residualSeverity", h."inherentSeverity"), count(*)
           FROM "RiskHazard" h JOIN "RiskAssessment" r ON r.id = h."assessmentId" WHERE h."organizationId" = $1 AND r."archivedDate" IS NULL GROUP BY 1, 2`,
};

async function main() {
  await withThrowawayDatabase("planning", async (url) => {
    const started = performance.now();
    const holding = await fill(url);
    console.log(
      `filled ${ORGANIZATIONS} organizations, ${ACTIONS} actions and ${HAZARDS} hazards in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    process.env.DATABASE_URL = url;
    const { listActions } = await import("../lib/modules/planning/action-plan/data");
    const { actionList } = await import("../lib/modules/planning/action-plan/schema");
    const { heatMap, listHazards } = await import("../lib/modules/planning/risk-assessment/data");
    const { hazardList } = await import("../lib/modules/planning/risk-assessment/schema");
    const { db } = await import("../lib/platform/db");
    const org = {
      ...(benchContext(holding) as object),
      grants: { org: new Set(["MANAGE", "EDIT", "READ", "EDIT_PROCEDURES", "READ_PROCEDURES"]), system: [] },
    } as never;
    const plan = actionList.query.parse({});
    const register = hazardList.query.parse({});
    const first = await listActions(org, plan);
    const map = await heatMap(org, register);
    console.log(
      `the plan: ${first.totalElements} actions in the tree; the register's heat map counts ${map.cells.reduce((sum, cell) => sum + cell.inherent, 0)} hazards`,
    );
    const client = new Client({ connectionString: url });
    await client.connect();
    await time("action plan, first page (the tree, by due date)", () => listActions(org, plan));
    await time("  raw SQL floor", () => client.query(FLOOR.plan, [holding]));
    await time("action plan, overdue", () => listActions(org, actionList.query.parse({ overdue: "true" })));
    await time("  raw SQL floor", () => client.query(FLOOR.overdue, [holding]));
    await time("risk register, first page", () => listHazards(org, register));
    await time("  raw SQL floor", () => client.query(FLOOR.register, [holding]));
    await time("risk register, heat map (before and after)", () => heatMap(org, register));
    await time("  raw SQL floor", () => client.query(FLOOR.heatMap, [holding]));
    await time("risk register, first page and heat map together", () =>
      Promise.all([listHazards(org, register), heatMap(org, register)]),
    );
    const { getObjective } = await import("../lib/modules/planning/objectives/data");
    const objective = await db().objective.findFirstOrThrow({
      where: { organizationId: holding },
      select: { id: true },
    });
    const progress = (await getObjective(org, objective.id)).progress;
    console.log(`the objective: ${progress.points.length} months from its baseline, status ${progress.status}`);
    await time("objective, progress over five years of daily readings", () => getObjective(org, objective.id));
    await time("  raw SQL floor (its monthly sums)", () => client.query(FLOOR.objective, [holding]));
    await client.end();
    await db().$disconnect();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
