// Measures the dashboard at scale: a holding of 10 organizations with 5,000 members, 2,000
// agreements, 50,000 inspections and 20,000 events:
//   npm run bench:dashboard [-- --organizations 10 --members 5000 --agreements 2000 --inspections 50000 --events 20000 --runs 30]
// It starts a throw-away embedded PostgreSQL, fills the holding in SQL (members with roles and
// competences falling due, agreements each with its history of done inspections and one pending,
// events over two years with corrective actions, a tenth of them open), then times in-process
// (p50 / p95 in ms) the dashboard's data for everyone and for one person (every registered due
// source, the events' figures and the latest events), and beside it the floor: the same reads of
// the largest sources as raw SQL through plain `pg` clients, run at once like the dashboard does.
import { Client, Pool } from "pg";
import { analyze, createHolding, fillMembers } from "./data";
import { arg, benchContext, timer, withThrowawayDatabase } from "./in-process";

const ORGANIZATIONS = Number(arg("organizations", "10"));
const MEMBERS = Number(arg("members", "5000"));
const AGREEMENTS = Number(arg("agreements", "2000"));
const INSPECTIONS = Number(arg("inspections", "50000"));
const EVENTS = Number(arg("events", "20000"));
const RUNS = Number(arg("runs", "30"));
const time = timer(RUNS);

async function fill(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET ehs.audit = 'off'`);
    const holding = await createHolding(client, "Bench dashboard A/S");
    await client.query(
      `INSERT INTO "Organization" (id, name, type, "featureAccess", "parentId", "holdingId")
       SELECT gen_random_uuid(), 'Bench dashboard subsidiary ' || i, 'SUBSIDIARY', 'FULL', $1, $1
       FROM generate_series(1, $2::int) i`,
      [holding, ORGANIZATIONS - 1],
    );
    await fillMembers(client, holding, MEMBERS, "dash");
    const orgs = `SELECT id, row_number() OVER (ORDER BY name) - 1 AS n, count(*) OVER () AS total FROM "Organization" WHERE "holdingId" = $1`;
    const members = `SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM "Membership" WHERE "organizationId" = $1`;
    // agreements over the organizations, each with a responsible member of the holding
    await client.query(
      `INSERT INTO "Agreement" (id, "organizationId", type, title, "responsibleId", "startsAt", frequency, "reminderLeadDays", "lastModifiedDate")
       SELECT gen_random_uuid(), o.id, (ARRAY['SERVICE_AND_INSPECTION','ANALYSIS','CALIBRATION','COMPLIANCE']::"AgreementType"[])[1 + i % 4],
              'Bench agreement ' || i, m.id, current_date - 3650 + (i % 365), 'P3M', (ARRAY[7, 30, 60])[1 + i % 3], now()
       FROM generate_series(1, $2::int) i
       JOIN (${orgs}) o ON o.n = i % o.total
       JOIN (${members}) m ON m.n = (i * 7) % m.total`,
      [holding, AGREEMENTS],
    );
    // each agreement: its done inspections back in time, and one pending between 60 days ago and 300 ahead
    const perAgreement = Math.max(1, Math.floor(INSPECTIONS / AGREEMENTS));
    await client.query(
      `INSERT INTO "Inspection" (id, "organizationId", "agreementId", type, status, "dueDate", "performedAt", result, "responsibleId", "pendingAgreementId", "lastModifiedDate")
       SELECT gen_random_uuid(), a."organizationId", a.id, a.type,
              CASE WHEN k = $2::int THEN 'PENDING' ELSE 'DONE' END::"InspectionStatus",
              CASE WHEN k = $2::int THEN current_date - 60 + (hashtext(a.id::text) & 1023) % 360
                   ELSE current_date - 90 * ($2::int - k) END,
              CASE WHEN k = $2::int THEN NULL ELSE current_date - 90 * ($2::int - k) END,
              CASE WHEN k = $2::int THEN NULL ELSE 'PASSED' END::"InspectionResult",
              a."responsibleId", CASE WHEN k = $2::int THEN a.id END, now()
       FROM "Agreement" a CROSS JOIN generate_series(1, $2::int) k
       WHERE a."organizationId" IN (SELECT id FROM "Organization" WHERE "holdingId" = $1)`,
      [holding, perAgreement],
    );
    await client.query(
      `UPDATE "Agreement" a SET "nextDueDate" = i."dueDate" FROM "Inspection" i WHERE i."pendingAgreementId" = a.id`,
    );
    // events over two years, a tenth still open, each with a corrective action (open ones not done)
    await client.query(
      `INSERT INTO "Event" (id, "organizationId", title, kind, importance, "accidentOccurred", "occurredAt", status, "reporterName", "lastModifiedDate")
       SELECT gen_random_uuid(), o.id, 'Bench event ' || i,
              (ARRAY['ACCIDENT','NEAR_MISS','UNSAFE_CONDITION','ENVIRONMENTAL_INCIDENT','OBSERVATION']::"EventKind"[])[1 + i % 5],
              (ARRAY['HIGH','MEDIUM','LOW']::"EventImportance"[])[1 + i % 3], i % 50 = 0,
              now() - ((i % 730) || ' days')::interval,
              CASE WHEN i % 10 = 0 THEN 'ACTIONS_PENDING' ELSE 'CLOSED' END::"EventStatus", 'Bench', now()
       FROM generate_series(1, $2::int) i JOIN (${orgs}) o ON o.n = i % o.total`,
      [holding, EVENTS],
    );
    await client.query(
      `INSERT INTO "Action" (id, "organizationId", source, "eventId", kind, title, "responsibleId", "dueDate", status, "doneDate", "lastModifiedDate")
       SELECT gen_random_uuid(), e."organizationId", 'EVENT', e.id, 'CORRECTIVE', 'Bench action', m.id,
              (e."occurredAt" + interval '30 days')::date,
              CASE WHEN e.status = 'CLOSED' THEN 'DONE' ELSE 'PLANNED' END::"ActionStatus",
              CASE WHEN e.status = 'CLOSED' THEN (e."occurredAt" + interval '20 days')::date END, now()
       FROM (SELECT *, row_number() OVER (ORDER BY id) AS n FROM "Event"
             WHERE "organizationId" IN (SELECT id FROM "Organization" WHERE "holdingId" = $1)) e
       JOIN (${members}) m ON m.n = e.n % m.total`,
      [holding],
    );
    await analyze(client);
    const { rows } = await client.query<{ userId: string }>(
      `SELECT m."userId" FROM "Membership" m JOIN "Agreement" a ON a."responsibleId" = m.id
       WHERE m."organizationId" = $1 LIMIT 1`,
      [holding],
    );
    return { holding, userId: rows[0].userId };
  } finally {
    await client.end();
  }
}

/** The largest of the dashboard's reads as raw SQL: due inspections, event actions and competences, the events' figures. */
function floorStatements() {
  const tree = `WITH RECURSIVE tree AS (SELECT id FROM "Organization" WHERE id = $1 UNION ALL
                 SELECT o.id FROM "Organization" o JOIN tree ON o."parentId" = tree.id)`;
  return [
    `${tree} SELECT i.id, COALESCE(a.title, i.title), i."dueDate", i."organizationId", m."userId"
       FROM "Inspection" i LEFT JOIN "Agreement" a ON a.id = i."agreementId" LEFT JOIN "Membership" m ON m.id = i."responsibleId"
       WHERE i."organizationId" IN (SELECT id FROM tree) AND i.status = 'PENDING' AND i."archivedDate" IS NULL
         AND i."dueDate" <= current_date + COALESCE(a."reminderLeadDays", 30)
       ORDER BY i."dueDate", i.id LIMIT 500`,
    `${tree} SELECT x.id, x.title, x."dueDate", x."organizationId" FROM "Action" x JOIN "Event" e ON e.id = x."eventId"
       WHERE x."organizationId" IN (SELECT id FROM tree) AND x.source = 'EVENT' AND x."dueDate" < current_date + 31
         AND x.status IN ('PLANNED', 'IN_PROGRESS') AND x."archivedDate" IS NULL AND e."archivedDate" IS NULL
       ORDER BY x."dueDate", x.id LIMIT 500`,
    `${tree} SELECT r.id, c.name, r."nextDueDate" FROM "CompetenceRequirement" r JOIN "Competence" c ON c.id = r."competenceId"
       JOIN "Membership" m ON m.id = r."membershipId"
       WHERE m."organizationId" IN (SELECT id FROM tree) AND r."nextDueDate" < current_date + 31
       ORDER BY r."nextDueDate", r.id LIMIT 500`,
    `${tree} SELECT to_char("occurredAt", 'YYYY-MM'), kind, importance, count(*) FROM "Event"
       WHERE "organizationId" IN (SELECT id FROM tree) AND "archivedDate" IS NULL AND "occurredAt" >= now() - interval '1 year'
       GROUP BY 1, 2, 3`,
    `${tree} SELECT count(*) FILTER (WHERE status <> 'CLOSED'), max("occurredAt") FILTER (WHERE "accidentOccurred")
       FROM "Event" WHERE "organizationId" IN (SELECT id FROM tree) AND "archivedDate" IS NULL`,
    `${tree} SELECT id, title, kind, "occurredAt" FROM "Event" WHERE "organizationId" IN (SELECT id FROM tree)
       AND "archivedDate" IS NULL ORDER BY "occurredAt" DESC, id DESC LIMIT 5`,
  ];
}

async function main() {
  await withThrowawayDatabase("dashboard", async (url) => {
    const started = performance.now();
    const { holding, userId } = await fill(url);
    console.log(
      `filled ${ORGANIZATIONS} organizations, ${MEMBERS} members, ${AGREEMENTS} agreements, ${INSPECTIONS} inspections and ${EVENTS} events in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    process.env.DATABASE_URL = url;
    const { dashboardData } = await import("../lib/modules/dashboard/data");
    const allDueSources = await (await import("../lib/modules/due-sources")).dueSources();
    const { descendantIds } = await import("../lib/modules/organization/structure/tree");
    const { db } = await import("../lib/platform/db");
    const { calendarToday } = await import("../lib/platform/recurrence/due-status");
    const { addDays } = await import("../lib/platform/recurrence/frequency");
    const org = benchContext(holding, userId);
    const data = await dashboardData(org, "everyone");
    console.log(
      `the dashboard: ${data.overdue.length} overdue and ${data.dueSoon.length} due soon shown, ${data.openEvents} open events`,
    );

    await time("dashboard, everyone", () => dashboardData(org, "everyone"));
    await time("dashboard, mine", () => dashboardData(org, "mine"));
    const organizationIds = [holding, ...(await descendantIds(db(), holding))];
    const today = calendarToday();
    for (const source of allDueSources) {
      await time(`  due source ${source.key}`, () =>
        source.list({ organizationIds, dueBefore: addDays(today, 31), today, limit: 500 }),
      );
    }
    const pool = new Pool({ connectionString: url, max: 6 });
    const statements = floorStatements();
    await time("raw SQL floor: the same largest reads, at once", () =>
      Promise.all(statements.map((text) => pool.query(text, [holding]))),
    );
    await pool.end();
    await db().$disconnect();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
