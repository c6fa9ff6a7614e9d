// Measures performance evaluation at scale (issue 28): the dashboard benchmark's holding of 10
// organizations with 5,000 members, 2,000 agreements, 50,000 inspections and 20,000 events, plus the
// carbon and waste benchmarks' data (200 meters with emission factors and 200,000 readings, 200,000
// waste registrations, here over last year and this year), activity figures, objectives, internal
// audits with findings, risk hazards and a previous management review:
//   npm run bench:evaluation [-- --organizations 10 --members 5000 --agreements 2000 --inspections 50000 --events 20000
//                               --meters 200 --readings 200000 --registrations 200000 --hazards 2000 --obligations 700 --runs 30]
// A smoke run at small size (every option small: the carbon and waste options default to full size):
//   npm run bench:evaluation -- --organizations 3 --members 200 --agreements 100 --inspections 1000 --events 500
//                               --meters 20 --readings 5000 --registrations 5000 --hazards 200 --runs 3
// It starts a throw-away embedded PostgreSQL, fills the holding in SQL (`SET ehs.audit = 'off'`, then
// VACUUM ANALYZE), then times in-process (p50 / p95 in ms):
// - a management review's inputs for last calendar year (`assembleInputs`, a review that does not
//   exist, its meeting in February of this year), and beside it the objectives and the compliance
//   round it reads, each alone;
// - the performance overview of this year (`performanceOverview`);
// - the register PDF of a signed-off compliance round of the holding with `--obligations` binding
//   obligations, each on an act of its own and evaluated once in the round (52 pages at the default
//   700), as the report route makes it (`getRound`, `roundReport`, the stream read to its end by
//   `streamBytes`): seconds and the peak growth of the resident memory, then the same for a round of
//   four times the obligations in another holding, whose growth should be the same.
// Beside each figure its floor, raw SQL through plain `pg` (a pool of 10, as the app's):
// - review inputs: the largest grouped reads of the inputs, at once: the meters' monthly quantities
//   summed by type, the GHG statement of the year (lib/modules/monitoring/carbon/emissions.ts, its
//   SQL text), the waste in tonnes and recycled, the events counted by kind with the injuries, the
//   corrective actions counted by status and overdue, the overdue inspections, the audits with their
//   findings counted by kind; not the changes, risks, previous decisions, objectives or round;
// - overview: each figure's read once, grouped by organization and month over the two years (from
//   which the holding's and each branch's figures follow; the app reads the tree, then each branch):
//   the meters' monthly quantities by type, the GHG statement by month, the waste's monthly tonnes
//   and recycled, the events by month and kind and the lost-time ones, the hours worked, and the
//   counts of now (overdue actions and inspections, open findings); not the objectives or round;
// - the PDF: the round's rows (obligation, act, latest evaluation in the round, its actions,
//   the responsible member) in one statement.
// `--explain` prints the plans of the floor statements.
import { randomUUID } from "node:crypto";
import { Client, Pool } from "pg";
import { analyze, createHolding, fillMembers } from "./data";
import { arg, benchContext, timer, withThrowawayDatabase } from "./in-process";

const ORGANIZATIONS = Number(arg("organizations", "10"));
const MEMBERS = Number(arg("members", "5000"));
const AGREEMENTS = Number(arg("agreements", "2000"));
const INSPECTIONS = Number(arg("inspections", "50000"));
const EVENTS = Number(arg("events", "20000"));
const METERS = Number(arg("meters", "200"));
const READINGS = Number(arg("readings", "200000"));
const REGISTRATIONS = Number(arg("registrations", "200000"));
const HAZARDS = Number(arg("hazards", "2000"));
const OBLIGATIONS = Number(arg("obligations", "700"));
const RUNS = Number(arg("runs", "30"));
const time = timer(RUNS, 68);

const THIS_YEAR = new Date().getUTCFullYear();
const LAST_YEAR = THIS_YEAR - 1;

/** The organizations of the holding numbered from 0, with their count. */
const ORGS = `SELECT id, row_number() OVER (ORDER BY name) - 1 AS n, count(*) OVER () AS total FROM "Organization" WHERE "holdingId" = $1`;
/** The holding's members numbered from 0, with their count. */
const MEMBERSHIPS = `SELECT id, "userName", row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM "Membership" WHERE "organizationId" = $1`;
const IN_HOLDING = `IN (SELECT id FROM "Organization" WHERE "holdingId" = $1)`;

/** The dashboard benchmark's holding (bench/dashboard.ts), its events with lost workdays and their actions created when they occurred. */
async function fillHolding(client: Client) {
  const holding = await createHolding(client, "Bench evaluation A/S");
  await client.query(
    `INSERT INTO "Organization" (id, name, type, "featureAccess", "parentId", "holdingId")
     SELECT gen_random_uuid(), 'Bench evaluation subsidiary ' || i, 'SUBSIDIARY', 'FULL', $1, $1
     FROM generate_series(1, $2::int) i`,
    [holding, ORGANIZATIONS - 1],
  );
  await fillMembers(client, holding, MEMBERS, "eval");
  await client.query(
    `INSERT INTO "Agreement" (id, "organizationId", type, title, "responsibleId", "startsAt", frequency, "reminderLeadDays", "lastModifiedDate")
     SELECT gen_random_uuid(), o.id, (ARRAY['SERVICE_AND_INSPECTION','ANALYSIS','CALIBRATION','COMPLIANCE']::"AgreementType"[])[1 + i % 4],
            'Bench agreement ' || i, m.id, current_date - 3650 + (i % 365), 'P3M', (ARRAY[7, 30, 60])[1 + i % 3], now()
     FROM generate_series(1, $2::int) i
     JOIN (${ORGS}) o ON o.n = i % o.total
     JOIN (${MEMBERSHIPS}) m ON m.n = (i * 7) % m.total`,
    [holding, AGREEMENTS],
  );
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
     WHERE a."organizationId" ${IN_HOLDING}`,
    [holding, perAgreement],
  );
  await client.query(
    `UPDATE "Agreement" a SET "nextDueDate" = i."dueDate" FROM "Inspection" i WHERE i."pendingAgreementId" = a.id`,
  );
  // events over two years back, a tenth still open, one in 50 an accident with injury, half of those with lost workdays
  await client.query(
    `INSERT INTO "Event" (id, "organizationId", title, kind, importance, "accidentOccurred", "lostWorkdays", "occurredAt", status,
                          "reporterName", "createdDate", "lastModifiedDate")
     SELECT gen_random_uuid(), o.id, 'Bench event ' || i,
            (ARRAY['ACCIDENT','NEAR_MISS','UNSAFE_CONDITION','ENVIRONMENTAL_INCIDENT','OBSERVATION']::"EventKind"[])[1 + i % 5],
            (ARRAY['HIGH','MEDIUM','LOW']::"EventImportance"[])[1 + i % 3], i % 50 = 0,
            CASE WHEN i % 100 = 0 THEN 1 + i % 7 END, t.at,
            CASE WHEN i % 10 = 0 THEN 'ACTIONS_PENDING' ELSE 'CLOSED' END::"EventStatus", 'Bench', t.at, now()
     FROM generate_series(1, $2::int) i JOIN (${ORGS}) o ON o.n = i % o.total
     CROSS JOIN LATERAL (SELECT now() - ((i % 730) || ' days')::interval AS at) t`,
    [holding, EVENTS],
  );
  await client.query(
    `INSERT INTO "Action" (id, "organizationId", source, "eventId", kind, title, "responsibleId", "dueDate", status, "doneDate",
                           "createdDate", "lastModifiedDate")
     SELECT gen_random_uuid(), e."organizationId", 'EVENT', e.id, 'CORRECTIVE', 'Bench action', m.id,
            (e."occurredAt" + interval '30 days')::date,
            CASE WHEN e.status = 'CLOSED' THEN 'DONE' ELSE 'PLANNED' END::"ActionStatus",
            CASE WHEN e.status = 'CLOSED' THEN (e."occurredAt" + interval '20 days')::date END, e."occurredAt", now()
     FROM (SELECT *, row_number() OVER (ORDER BY id) AS n FROM "Event" WHERE "organizationId" ${IN_HOLDING}) e
     JOIN (${MEMBERSHIPS}) m ON m.n = e.n % m.total`,
    [holding],
  );
  return holding;
}

/** An emission factor with a value for each of last year and this year (as bench/carbon.ts). */
async function factor(
  client: Client,
  organizationId: string | null,
  [type, category, basis, unit, emissionUnit, lastYear, thisYear]: [
    string,
    string,
    string,
    string,
    string,
    number,
    number,
  ],
) {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO "EmissionFactor" (id, "organizationId", "utilityType", "ghgCategory", name, basis, source, "lastModifiedDate")
     VALUES (gen_random_uuid(), $1, $2::"MeterType", $3::"GhgCategory", $4, $5::"EmissionFactorBasis", 'Bench', now()) RETURNING id`,
    [organizationId, type, category, `Bench ${type} ${category} ${basis} ${organizationId ?? "catalogue"}`, basis],
  );
  for (const [year, value] of [
    [LAST_YEAR, lastYear],
    [THIS_YEAR, thisYear],
  ]) {
    await client.query(
      `INSERT INTO "EmissionFactorValue" (id, "emissionFactorId", "organizationId", "meterUnit", "emissionUnit", "startDate", "endDate", value, "lastModifiedDate")
       VALUES (gen_random_uuid(), $1, $2, $3, $4::"EmissionUnit", make_date($5, 1, 1), make_date($5, 12, 31), $6::numeric, now())`,
      [rows[0].id, organizationId, unit, emissionUnit, year, value],
    );
  }
  return rows[0].id;
}

/** Meters by type as on a real site, each with its catalogue factors (water has none). */
const METER_KINDS = [
  { type: "ELECTRICITY", unit: "KWH", share: 0.55 },
  { type: "HEAT", unit: "KWH", share: 0.2 },
  { type: "GAS", unit: "M3", share: 0.1 },
  { type: "MASS", unit: "T", share: 0.05 },
  { type: "WATER", unit: "M3", share: 0.1 },
];

/**
 * The meters over the organizations, linked to catalogue factors and each organization's own
 * market-based electricity factor, and their readings back to back from 1 January last year to now
 * (the triggers keep the daily and monthly quantities), as bench/carbon.ts.
 */
async function fillMeters(client: Client, holding: string) {
  const catalogue: Record<string, string[]> = {
    ELECTRICITY: [
      await factor(client, null, ["ELECTRICITY", "SCOPE2_ELECTRICITY", "LOCATION_BASED", "KWH", "GRAMS", 140, 130]),
    ],
    HEAT: [await factor(client, null, ["HEAT", "SCOPE2_DISTRICT_HEATING", "LOCATION_BASED", "KWH", "GRAMS", 60, 55])],
    GAS: [await factor(client, null, ["GAS", "SCOPE1_STATIONARY", "PHYSICAL_UNIT", "M3", "KILOGRAMS", 2.2, 2.19])],
    MASS: [
      await factor(client, null, ["MASS", "SCOPE1_STATIONARY", "PHYSICAL_UNIT", "T", "KILOGRAMS", 47.5, 47]),
      await factor(client, null, ["MASS", "BIOGENIC", "PHYSICAL_UNIT", "T", "KILOGRAMS", 1677, 1677]),
    ],
    WATER: [],
  };
  const { rows: orgs } = await client.query<{ id: string }>(`SELECT id FROM "Organization" WHERE "holdingId" = $1`, [
    holding,
  ]);
  for (const org of orgs) {
    await factor(client, org.id, ["ELECTRICITY", "SCOPE2_ELECTRICITY", "MARKET_BASED", "MWH", "KILOGRAMS", 45, 40]);
  }
  let made = 0;
  for (const kind of METER_KINDS) {
    const count = Math.max(1, Math.round(METERS * kind.share));
    await client.query(
      `INSERT INTO "Meter" (id, "organizationId", name, "meterType", unit, "readingMode", "lastModifiedDate")
       SELECT gen_random_uuid(), o.id, $2 || ' ' || i, $3::"MeterType", $4, 'PERIOD_AMOUNT', now()
       FROM generate_series($5::int, $6::int) i JOIN (${ORGS}) o ON o.n = i % o.total`,
      [holding, `Bench ${kind.type.toLowerCase()}`, kind.type, kind.unit, made + 1, made + count],
    );
    await client.query(
      `INSERT INTO "MeterEmissionFactor" ("meterId", "emissionFactorId", "organizationId")
       SELECT m.id, f, m."organizationId" FROM "Meter" m, unnest($3::uuid[]) f
       WHERE m."organizationId" ${IN_HOLDING} AND m."meterType" = $2::"MeterType"`,
      [holding, kind.type, catalogue[kind.type]],
    );
    made += count;
  }
  await client.query(
    `INSERT INTO "MeterEmissionFactor" ("meterId", "emissionFactorId", "organizationId")
     SELECT m.id, f.id, m."organizationId" FROM "Meter" m JOIN "EmissionFactor" f ON f."organizationId" = m."organizationId"
     WHERE m."organizationId" ${IN_HOLDING} AND m."meterType" = 'ELECTRICITY'`,
    [holding],
  );
  // reading i of a meter runs from instant i-1 to i
  await client.query(
    `INSERT INTO "MeterReading" (id, "organizationId", "meterId", "performedAt", value, unit, "normalizedValue", "periodStart", quantity, "lastModifiedDate")
     SELECT gen_random_uuid(), m."organizationId", m.id, s.start + (i * s.span), q, m.unit, q, s.start + ((i - 1) * s.span), q, now()
     FROM "Meter" m
     CROSS JOIN (SELECT make_timestamptz($3::int, 1, 1, 0, 0, 0, 'Europe/Copenhagen') AS start,
                        (now() - make_timestamptz($3::int, 1, 1, 0, 0, 0, 'Europe/Copenhagen')) / $2::int AS span) s
     CROSS JOIN generate_series(1, $2::int) i
     CROSS JOIN LATERAL (SELECT round((10 + (hashint4(i) % 1000 + 1000) % 1000 / 10.0)::numeric, 3) AS q) v
     WHERE m."organizationId" ${IN_HOLDING}`,
    [holding, Math.max(1, Math.floor(READINGS / made)), LAST_YEAR],
  );
  return made;
}

/** Waste as bench/waste.ts: six handlers and fifteen arrangements an organization, registrations from 1 January last year to today. */
async function fillWaste(client: Client, holding: string) {
  const types: [string, boolean, string][] = [
    ["15 01 01", false, "Paper and cardboard packaging"],
    ["15 01 02", false, "Plastic packaging"],
    ["17 04 05", false, "Iron and steel"],
    ["20 03 01", false, "Mixed municipal waste"],
    ["13 02 05*", true, "Mineral-based non-chlorinated engine, gear and lubricating oils"],
    ["20 01 21*", true, "Fluorescent tubes and other mercury-containing waste"],
  ];
  const operations: [string, string, string][] = [
    ["R1", "R", "OTHER_RECOVERY"],
    ["R3", "R", "RECYCLING"],
    ["R4", "R", "RECYCLING"],
    ["R9", "R", "RECYCLING"],
    ["D1", "D", "DISPOSAL"],
    ["D15", "D", "DISPOSAL"],
  ];
  for (const [code, hazardous, name] of types) {
    await client.query(
      `INSERT INTO "WasteType" (id, code, chapter, hazardous, "nameEn") VALUES (gen_random_uuid(), $1, left($1, 2), $2, $3)
       ON CONFLICT (code) DO NOTHING`,
      [code, hazardous, name],
    );
  }
  for (const [index, [code, kind, group]] of operations.entries()) {
    await client.query(
      `INSERT INTO "TreatmentOperation" (code, kind, "group", "titleEn", "sortOrder")
       VALUES ($1, $2::"TreatmentKind", $3::"TreatmentGroup", $1, $4) ON CONFLICT (code) DO NOTHING`,
      [code, kind, group, index],
    );
  }
  await client.query(
    `INSERT INTO "Stakeholder" (id, "organizationId", name, type)
     SELECT gen_random_uuid(), o.id, 'Bench handler ' || h || ' of ' || o.name, 'SUPPLIER'
     FROM "Organization" o CROSS JOIN generate_series(1, 6) h WHERE o."holdingId" = $1`,
    [holding],
  );
  await client.query(
    `INSERT INTO "WasteHandlerAssociation" (id, "organizationId", "stakeholderId", "stakeholderName")
     SELECT gen_random_uuid(), s."organizationId", s.id, s.name FROM "Stakeholder" s WHERE s."organizationId" ${IN_HOLDING}`,
    [holding],
  );
  const units = ["TONNE", "KILOGRAM", "CUBIC_METRE", "LITRE", "PIECE"];
  for (let i = 0; i < 15; i++) {
    const unit = units[i % units.length];
    const density = i % 7 === 6 ? null : unit === "CUBIC_METRE" || unit === "LITRE" ? 150 + i * 10 : null;
    const piece = unit === "PIECE" && i % 7 !== 6 ? 0.3 + i : null;
    // arrangement i belongs to the organization's handler i mod 6
    await client.query(
      `INSERT INTO "WasteArrangement" (id, "organizationId", "associationId", name, "wasteTypeId", "collectionFrequency",
                                       "treatmentCode", "registrationUnit", "densityKgPerM3", "kgPerPiece")
       SELECT gen_random_uuid(), h."organizationId", h.id, 'Arrangement ' || $1::int, (SELECT id FROM "WasteType" WHERE code = $2),
              'P1M', $3, $4::"WasteUnit", $5, $6
       FROM (SELECT id, "organizationId", row_number() OVER (PARTITION BY "organizationId" ORDER BY "stakeholderName") AS n
             FROM "WasteHandlerAssociation" WHERE "organizationId" ${IN_HOLDING.replace("$1", "$7")}) h
       WHERE h.n = $1::int % 6 + 1`,
      [i, types[i % types.length][0], operations[i % operations.length][0], unit, density, piece, holding],
    );
  }
  await client.query(
    `WITH arrangements AS (
       SELECT a.id, a."organizationId", a."associationId", row_number() OVER (ORDER BY a.id) - 1 AS n, count(*) OVER () AS total
       FROM "WasteArrangement" a WHERE a."organizationId" ${IN_HOLDING}
     ), registrations AS (
       SELECT gen_random_uuid() AS id, a.id AS arrangement, a."organizationId", a."associationId",
              make_date($3::int, 1, 1) + (i % (current_date - make_date($3::int, 1, 1) + 1)) AS day,
              round((1 + (hashint4(i) % 1000 + 1000) % 1000 / 10.0)::numeric, 3) AS quantity
       FROM generate_series(1, $2::int) i JOIN arrangements a ON a.n = i % a.total
     ), bulk AS (
       INSERT INTO "WasteBulkRegistration" (id, "organizationId", "associationId", "performedAt")
       SELECT id, "organizationId", "associationId", day FROM registrations
     )
     INSERT INTO "WasteRegistrationLine" (id, "organizationId", "bulkRegistrationId", "arrangementId", "performedAt", quantity)
     SELECT gen_random_uuid(), "organizationId", id, arrangement, day, quantity FROM registrations`,
    [holding, REGISTRATIONS, LAST_YEAR],
  );
}

/** Hours worked each month of each organization, and five objectives of the holding and two subsidiaries. */
async function fillActivityAndObjectives(client: Client, holding: string) {
  await client.query(
    `INSERT INTO "ActivityFigure" (id, "organizationId", kind, name, unit)
     SELECT gen_random_uuid(), id, 'HOURS_WORKED', 'Hours worked', 'h' FROM "Organization" WHERE "holdingId" = $1`,
    [holding],
  );
  await client.query(
    `INSERT INTO "ActivityFigureValue" (id, "organizationId", "figureId", month, value)
     SELECT gen_random_uuid(), f."organizationId", f.id, m::date, 12000 + (hashtext(f.id::text || m::text) & 4095)
     FROM "ActivityFigure" f
     CROSS JOIN generate_series(make_date($2::int - 1, 1, 1), date_trunc('month', current_date) - interval '1 month', interval '1 month') m
     WHERE f."organizationId" ${IN_HOLDING}`,
    [holding, LAST_YEAR],
  );
  const target = `${THIS_YEAR + 2}-12-31`;
  // energy of each of the first three organizations' electricity meters
  await client.query(
    `INSERT INTO "Objective" (id, "organizationId", title, kpi, "baselineYear", "targetValue", "targetDate")
     SELECT gen_random_uuid(), o.id, 'Bench: less electricity in organization ' || o.n, 'METER_ENERGY', $2, 100000, $3::date
     FROM (${ORGS}) o WHERE o.n < 3`,
    [holding, LAST_YEAR, target],
  );
  await client.query(
    `INSERT INTO "_ObjectiveMeters" ("A", "B") SELECT m.id, o.id FROM "Objective" o
     JOIN "Meter" m ON m."organizationId" = o."organizationId" AND m."meterType" = 'ELECTRICITY'
     WHERE o.kpi = 'METER_ENERGY' AND o."organizationId" ${IN_HOLDING}`,
    [holding],
  );
  // of the whole holding: accidents with injury, and events per hour worked
  await client.query(
    `INSERT INTO "Objective" (id, "organizationId", title, kpi, "eventKind", "injuryOnly", "intensityFigureId", "baselineYear", "targetValue", "targetDate")
     VALUES (gen_random_uuid(), $1, 'Bench: fewer accidents with injury', 'EVENT_COUNT', 'ACCIDENT', true, NULL, $2, 0, $3::date),
            (gen_random_uuid(), $1, 'Bench: fewer events per hour worked', 'EVENT_COUNT', NULL, false,
             (SELECT id FROM "ActivityFigure" WHERE "organizationId" = $1), $2, 0.01, $3::date)`,
    [holding, LAST_YEAR, target],
  );
}

/** Four internal audits a year an organization (last year's and this year's gone by done, six findings each, the nonconformities' actions). */
async function fillAudits(client: Client, holding: string) {
  await client.query(
    `INSERT INTO "InternalAudit" (id, "organizationId", title, year, "plannedStart", "plannedEnd", "actualStart", "actualEnd", status, "closedAt", "closedByName")
     SELECT gen_random_uuid(), o.id, 'Bench audit ' || y.y || '-' || k || ' of ' || o.name, y.y, d.d, d.d + 1,
            CASE WHEN d.done THEN d.d END, CASE WHEN d.done THEN d.d + 1 END,
            CASE WHEN d.done THEN 'CLOSED' ELSE 'PLANNED' END::"InternalAuditStatus",
            CASE WHEN d.done THEN least(d.d + 14, current_date)::timestamptz END, CASE WHEN d.done THEN 'Bench' END
     FROM "Organization" o
     CROSS JOIN (VALUES ($2::int), ($2::int + 1)) y(y)
     CROSS JOIN generate_series(0, 3) k
     CROSS JOIN LATERAL (SELECT make_date(y.y, 2 + 3 * k, 10) AS d, make_date(y.y, 2 + 3 * k, 11) < current_date AS done) d
     WHERE o."holdingId" = $1`,
    [holding, LAST_YEAR],
  );
  await client.query(
    `INSERT INTO "AuditFinding" (id, "organizationId", "auditId", kind, clause, statement, position, "createdDate")
     SELECT gen_random_uuid(), a."organizationId", a.id,
            (ARRAY['MAJOR_NONCONFORMITY','MINOR_NONCONFORMITY','MINOR_NONCONFORMITY','OBSERVATION','IMPROVEMENT','OBSERVATION']::"FindingKind"[])[1 + k],
            'ISO_45001:8.1.2', 'Bench finding ' || k, k, a."actualEnd"
     FROM "InternalAudit" a CROSS JOIN generate_series(0, 5) k
     WHERE a.status = 'CLOSED' AND a."organizationId" ${IN_HOLDING}`,
    [holding],
  );
  await client.query(
    `INSERT INTO "Action" (id, "organizationId", source, "findingId", kind, title, "responsibleId", "dueDate", status, "doneDate", "createdDate")
     SELECT gen_random_uuid(), f."organizationId", 'FINDING', f.id, 'CORRECTIVE', 'Bench finding action', m.id, d.due,
            CASE WHEN d.due < current_date - 30 THEN 'DONE' ELSE 'PLANNED' END::"ActionStatus",
            CASE WHEN d.due < current_date - 30 THEN d.due - 10 END, f."createdDate"
     FROM (SELECT *, row_number() OVER (ORDER BY id) AS n FROM "AuditFinding"
           WHERE kind IN ('MAJOR_NONCONFORMITY', 'MINOR_NONCONFORMITY') AND "organizationId" ${IN_HOLDING}) f
     JOIN (${MEMBERSHIPS}) m ON m.n = f.n % m.total
     CROSS JOIN LATERAL (SELECT (f."createdDate" + interval '60 days')::date AS due) d`,
    [holding],
  );
}

/** The review held early last year, with five decisions of two actions each. */
async function fillPreviousReview(client: Client, holding: string) {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO "ManagementReview" (id, "organizationId", title, "meetingDate", "periodStart", "periodEnd", status, inputs, "heldAt", "heldByName")
     VALUES (gen_random_uuid(), $1, 'Management review ' || ($2::int - 1), make_date($2::int, 2, 15), make_date($2::int - 1, 1, 1),
             make_date($2::int - 1, 12, 31), 'HELD', '{}'::jsonb, make_date($2::int, 2, 15)::timestamptz, 'Bench') RETURNING id`,
    [holding, LAST_YEAR],
  );
  await client.query(
    `INSERT INTO "ReviewDecision" (id, "organizationId", "reviewId", text, position)
     SELECT gen_random_uuid(), $1, $2, 'Bench decision ' || k, k FROM generate_series(0, 4) k`,
    [holding, rows[0].id],
  );
  await client.query(
    `INSERT INTO "Action" (id, "organizationId", source, "decisionId", title, "responsibleId", "dueDate", status, "doneDate", position)
     SELECT gen_random_uuid(), $1, 'REVIEW', d.id, 'Bench decision action ' || d.position || '.' || k,
            (SELECT id FROM "Membership" WHERE "organizationId" = $1 ORDER BY id LIMIT 1),
            make_date($2::int, 4 + d.position, 1) + k * 60,
            CASE WHEN k = 0 THEN 'DONE' ELSE 'IN_PROGRESS' END::"ActionStatus",
            CASE WHEN k = 0 THEN make_date($2::int, 4 + d.position, 1) END, k
     FROM "ReviewDecision" d CROSS JOIN generate_series(0, 1) k WHERE d."organizationId" = $1`,
    [holding, LAST_YEAR],
  );
}

/** Hazards in assessments of 50 over the organizations, scored on the default matrix (as bench/planning.ts). */
async function fillHazards(client: Client, holding: string) {
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
  await client.query(
    `INSERT INTO "RiskAssessment" (id, "organizationId", title, "reviewMonths", "nextReviewDate")
     SELECT gen_random_uuid(), o.id, 'Bench assessment ' || i, 12, current_date - 200 + (i % 400)
     FROM generate_series(1, $2::int) i JOIN (${ORGS}) o ON o.n = i % o.total`,
    [holding, Math.ceil(HAZARDS / 50)],
  );
  const level = (product: string) =>
    `CASE WHEN ${product} <= 4 THEN 'LOW' WHEN ${product} <= 9 THEN 'MEDIUM' WHEN ${product} <= 16 THEN 'HIGH' ELSE 'VERY_HIGH' END::"RiskLevel"`;
  await client.query(
    `INSERT INTO "RiskHazard" (id, "organizationId", "assessmentId", category, title, "matrixId", "inherentLikelihood", "inherentSeverity",
                               "inherentLevel", "residualLikelihood", "residualSeverity", "residualLevel", position)
     SELECT gen_random_uuid(), a."organizationId", a.id,
            (enum_range(NULL::"HazardCategory"))[1 + k % 13], 'Bench hazard ' || k, $2,
            1 + k % 5, 1 + (k / 5) % 5, ${level("(1 + k % 5) * (1 + (k / 5) % 5)")},
            CASE WHEN k % 3 = 0 THEN NULL ELSE 1 + (k % 5) / 2 END,
            CASE WHEN k % 3 = 0 THEN NULL ELSE 1 + (k / 5) % 5 END,
            CASE WHEN k % 3 = 0 THEN NULL ELSE ${level("(1 + (k % 5) / 2) * (1 + (k / 5) % 5)")} END, k % 50
     FROM (SELECT *, row_number() OVER (ORDER BY id) - 1 AS n FROM "RiskAssessment" WHERE "organizationId" ${IN_HOLDING}) a
     CROSS JOIN LATERAL generate_series(a.n * 50, a.n * 50 + 49) k`,
    [holding, rows[0].id],
  );
}

const ACTS = [
  "Executive Order on the Performance of Work",
  "Executive Order on Work with Substances and Materials (Chemical Agents)",
  "Regulation (EC) No 1907/2006 concerning the Registration, Evaluation, Authorisation and Restriction of Chemicals",
  "Executive Order on Waste",
  "Environmental Protection Act",
  "Executive Order on Noise at Work",
  "Executive Order on the Use of Work Equipment",
  "Executive Order on Limit Values for Substances and Materials",
  "Regulation (EC) No 1272/2008 on classification, labelling and packaging of substances and mixtures",
  "Executive Order on Environmental Approval of Listed Activities",
  "Directive 2012/18/EU on the control of major-accident hazards involving dangerous substances",
  "Executive Order on First Aid in the Workplace",
];
const NOTES = [
  "Checked the permit and the latest inspection report on site; no deviations.",
  "Safety data sheets reviewed for every product in the chemical register; two older than three years replaced.",
  "Noise measurements from the spring show levels below 80 dB(A) in the workshop; hearing protection at the entrance.",
  "The waste register and the handlers' receipts agree for the year.",
  "Training records show that every forklift driver holds a valid certificate.",
  null,
];
const EVALUATORS = ["Anna Holm", "Erik Dahl", "Karen Lund", "Jonas Berg"];
const literal = (values: (string | null)[]) =>
  `ARRAY[${values.map((value) => (value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`)).join(", ")}]::text[]`;

/**
 * A signed-off compliance round of last year in `organizationId` over `count` binding obligations,
 * each on an act of its own and evaluated once in the round: mostly compliant, a fifth not, their
 * shortfalls each with a corrective action. Answers the round's id.
 */
async function fillRegister(client: Client, organizationId: string, count: number, label: string) {
  await client.query(
    `INSERT INTO "Legislation" (id, jurisdiction, kind, "officialNumber", "titleEn", "sortTitle", "documentDate", "createdDate", "lastModifiedDate")
     SELECT gen_random_uuid(), CASE WHEN i % 3 = 0 THEN 'EU' ELSE 'DK' END,
            (ARRAY['EXECUTIVE_ORDER','ACT','REGULATION','DIRECTIVE']::"LegislationKind"[])[1 + i % 4],
            'BEK nr. ' || (1000 + i) || ' ' || $1, t.title, t.title, make_date(2000 + i % 25, 1 + i % 12, 1),
            make_date($3::int - 2, 1, 1), CASE WHEN i % 20 = 0 THEN make_date($3::int, 6, 1) ELSE make_date($3::int - 2, 1, 1) END
     FROM generate_series(1, $2::int) i
     CROSS JOIN LATERAL (SELECT (${literal(ACTS)})[1 + i % ${ACTS.length}] || ' (' || $1 || ' ' || i || ')' AS title) t`,
    [label, count, LAST_YEAR],
  );
  await client.query(
    `INSERT INTO "BindingObligation" (id, "organizationId", "legislationId", applicability, "responsibleId", "createdDate", "lastModifiedDate")
     SELECT gen_random_uuid(), $1, l.id, 'Applies to the workshop and the warehouse', m.id,
            CASE WHEN l.n % 25 = 0 THEN make_date($3::int, 5, 1) ELSE make_date($3::int - 1, 3, 1) END, now()
     FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM "Legislation" WHERE "officialNumber" LIKE '% ' || $2) l
     LEFT JOIN (${MEMBERSHIPS}) m ON m.n = l.n % m.total`,
    [organizationId, label, LAST_YEAR],
  );
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO "ComplianceRound" (id, "organizationId", year, title, "periodStart", "periodEnd", status, "signedOffAt", "signedOffByName", "signOffNote")
     VALUES (gen_random_uuid(), $1, $2::int, 'Compliance evaluation ' || $2::int, make_date($2::int, 1, 1), make_date($2::int, 12, 31),
             'SIGNED_OFF', make_date($2::int + 1, 1, 20)::timestamptz, 'Bench', 'Evaluated by the EHS team with the site managers.') RETURNING id`,
    [organizationId, LAST_YEAR],
  );
  const round = rows[0].id;
  // of each 20: 14 compliant, 3 partly, 1 not compliant, 2 not applicable
  await client.query(
    `INSERT INTO "ObligationEvaluation" (id, "organizationId", "obligationId", "evaluationDate", status, "evaluatorName", notes, "recordedAt", "recordedByName", "roundId")
     SELECT gen_random_uuid(), o."organizationId", o.id, make_date($3::int, 1, 15) + (o.n % 330)::int,
            CASE WHEN o.n % 20 < 14 THEN 'COMPLIANT' WHEN o.n % 20 < 17 THEN 'PARTLY_COMPLIANT'
                 WHEN o.n % 20 < 18 THEN 'NOT_COMPLIANT' ELSE 'NOT_APPLICABLE' END::"ComplianceStatus",
            (${literal(EVALUATORS)})[1 + o.n % ${EVALUATORS.length}], (${literal(NOTES)})[1 + o.n % ${NOTES.length}],
            (make_date($3::int, 1, 15) + (o.n % 330)::int)::timestamptz, 'Bench', $2
     FROM (SELECT id, "organizationId", row_number() OVER (ORDER BY id) - 1 AS n FROM "BindingObligation" WHERE "organizationId" = $1) o`,
    [organizationId, round, LAST_YEAR],
  );
  await client.query(
    `UPDATE "BindingObligation" o SET status = e.status, "evaluationDate" = e."evaluationDate", "evaluatedAt" = e."recordedAt"
     FROM "ObligationEvaluation" e WHERE e."obligationId" = o.id AND e."roundId" = $1`,
    [round],
  );
  await client.query(
    `INSERT INTO "Action" (id, "organizationId", source, "evaluationId", kind, title, "dueDate", status, "doneDate", "createdDate")
     SELECT gen_random_uuid(), e."organizationId", 'COMPLIANCE', e.id, 'CORRECTIVE',
            'Update the procedure and train the people concerned', e."evaluationDate" + 90,
            CASE WHEN e.status = 'NOT_COMPLIANT' THEN 'IN_PROGRESS' ELSE 'DONE' END::"ActionStatus",
            CASE WHEN e.status = 'NOT_COMPLIANT' THEN NULL ELSE e."evaluationDate" + 60 END, e."recordedAt"
     FROM "ObligationEvaluation" e WHERE e."roundId" = $1 AND e.status IN ('PARTLY_COMPLIANT', 'NOT_COMPLIANT')`,
    [round],
  );
  return round;
}

async function fill(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET ehs.audit = 'off'`);
    const holding = await fillHolding(client);
    const meters = await fillMeters(client, holding);
    await fillWaste(client, holding);
    await fillActivityAndObjectives(client, holding);
    await fillAudits(client, holding);
    await fillPreviousReview(client, holding);
    await fillHazards(client, holding);
    const round = await fillRegister(client, holding, OBLIGATIONS, "A");
    // the long register, for the memory: another holding's round of four times the obligations
    const other = await createHolding(client, "Bench register B A/S");
    const longRound = await fillRegister(client, other, OBLIGATIONS * 4, "B");
    await analyze(client);
    const { rows } = await client.query<{ userId: string }>(
      `SELECT "userId" FROM "Membership" WHERE "organizationId" = $1 ORDER BY id LIMIT 1`,
      [holding],
    );
    return { holding, userId: rows[0].userId, meters, round, other, longRound };
  } finally {
    await client.end();
  }
}

type Statement = { name: string; text: string; values: unknown[] };
/** The GHG statement (a Prisma Sql: its text is a getter, not spread). */
type Ghg = { readonly text: string; readonly values: unknown[] };

const TREE = `WITH RECURSIVE tree AS (SELECT id FROM "Organization" WHERE id = $1 UNION ALL
               SELECT o.id FROM "Organization" o JOIN tree ON o."parentId" = tree.id)`;
const TONNES = `l."quantity" * CASE a."registrationUnit" WHEN 'TONNE' THEN 1 WHEN 'KILOGRAM' THEN 0.001
                  WHEN 'CUBIC_METRE' THEN a."densityKgPerM3" / 1000 WHEN 'LITRE' THEN a."densityKgPerM3" / 1000000
                  WHEN 'PIECE' THEN a."kgPerPiece" / 1000 END`;
const LOCAL = `'Europe/Copenhagen'`;

/** The review inputs' largest reads, for the period [from, to) (see the head of the file). */
function reviewFloor(holding: string, from: string, to: string, ghg: Ghg): Statement[] {
  const values = [holding, from, to];
  return [
    {
      name: "meters by type",
      text: `${TREE} SELECT m."meterType", sum(q."quantity") FROM "MeterMonthlyQuantity" q JOIN "Meter" m ON m.id = q."meterId"
             WHERE q."organizationId" IN (SELECT id FROM tree) AND q."month" >= $2::date AND q."month" < $3::date GROUP BY 1`,
      values,
    },
    { name: "GHG statement of the year", text: ghg.text, values: ghg.values },
    {
      name: "waste tonnes and recycled",
      text: `${TREE} SELECT sum(${TONNES}), sum(${TONNES}) FILTER (WHERE o."group" = 'RECYCLING')
             FROM "WasteMonthlyQuantity" l JOIN "WasteArrangement" a ON a.id = l."arrangementId"
             JOIN "TreatmentOperation" o ON o.code = a."treatmentCode"
             WHERE l."organizationId" IN (SELECT id FROM tree) AND l."month" >= $2::date AND l."month" < $3::date`,
      values,
    },
    {
      name: "events by kind, injuries",
      text: `${TREE} SELECT e.kind, count(*), count(*) FILTER (WHERE e."accidentOccurred") FROM "Event" e
             WHERE e."organizationId" IN (SELECT id FROM tree) AND e."archivedDate" IS NULL
               AND e."occurredAt" >= ($2::timestamp AT TIME ZONE ${LOCAL}) AND e."occurredAt" < ($3::timestamp AT TIME ZONE ${LOCAL})
             GROUP BY 1`,
      values,
    },
    {
      name: "corrective actions by status, overdue",
      text: `${TREE} SELECT a.status, count(*), count(*) FILTER (WHERE a."dueDate" < current_date) FROM "Action" a
             WHERE a."organizationId" IN (SELECT id FROM tree) AND a."archivedDate" IS NULL AND a.kind = 'CORRECTIVE'
               AND a."createdDate" >= ($2::timestamp AT TIME ZONE ${LOCAL}) AND a."createdDate" < ($3::timestamp AT TIME ZONE ${LOCAL})
             GROUP BY 1`,
      values,
    },
    {
      name: "overdue inspections",
      text: `${TREE} SELECT count(*) FROM "Inspection" i WHERE i."organizationId" IN (SELECT id FROM tree)
               AND i."archivedDate" IS NULL AND i.status = 'PENDING' AND i."dueDate" < current_date`,
      values: [holding],
    },
    {
      name: "audits with findings by kind",
      text: `${TREE} SELECT a.id, count(f.id) FILTER (WHERE f.kind = 'MAJOR_NONCONFORMITY'), count(f.id) FILTER (WHERE f.kind = 'MINOR_NONCONFORMITY'),
               count(f.id) FILTER (WHERE f.kind IN ('OBSERVATION', 'IMPROVEMENT'))
             FROM "InternalAudit" a LEFT JOIN "AuditFinding" f ON f."auditId" = a.id
             WHERE a."organizationId" IN (SELECT id FROM tree) AND a."archivedDate" IS NULL
               AND coalesce(a."actualEnd", a."actualStart") >= $2::date AND coalesce(a."actualEnd", a."actualStart") < $3::date
             GROUP BY a.id`,
      values,
    },
  ];
}

/** The overview's reads, each once, by organization and month over [from, to) (see the head of the file). */
function overviewFloor(holding: string, from: string, to: string, ghg: Ghg): Statement[] {
  const values = [holding, from, to];
  return [
    {
      name: "meters by organization, month and type",
      text: `${TREE} SELECT q."organizationId", q."month", m."meterType", sum(q."quantity")
             FROM "MeterMonthlyQuantity" q JOIN "Meter" m ON m.id = q."meterId"
             WHERE q."organizationId" IN (SELECT id FROM tree) AND q."month" >= $2::date AND q."month" < $3::date
               AND m."meterType" IN ('ELECTRICITY', 'HEAT', 'WATER')
             GROUP BY 1, 2, 3`,
      values,
    },
    { name: "GHG statement by month", text: ghg.text, values: ghg.values },
    {
      name: "waste by organization and month",
      text: `${TREE} SELECT l."organizationId", l."month", sum(${TONNES}), sum(${TONNES}) FILTER (WHERE o."group" = 'RECYCLING')
             FROM "WasteMonthlyQuantity" l JOIN "WasteArrangement" a ON a.id = l."arrangementId"
             JOIN "TreatmentOperation" o ON o.code = a."treatmentCode"
             WHERE l."organizationId" IN (SELECT id FROM tree) AND l."month" >= $2::date AND l."month" < $3::date
             GROUP BY 1, 2`,
      values,
    },
    {
      name: "events by organization, month and kind, lost time",
      text: `${TREE} SELECT e."organizationId", date_trunc('month', e."occurredAt" AT TIME ZONE ${LOCAL}), e.kind, count(*),
               count(*) FILTER (WHERE e."lostWorkdays" > 0)
             FROM "Event" e WHERE e."organizationId" IN (SELECT id FROM tree) AND e."archivedDate" IS NULL
               AND e."occurredAt" >= ($2::timestamp AT TIME ZONE ${LOCAL}) AND e."occurredAt" < ($3::timestamp AT TIME ZONE ${LOCAL})
             GROUP BY 1, 2, 3`,
      values,
    },
    {
      name: "hours worked by organization and month",
      text: `${TREE} SELECT f."organizationId", v."month", sum(v."value") FROM "ActivityFigureValue" v JOIN "ActivityFigure" f ON f.id = v."figureId"
             WHERE f."organizationId" IN (SELECT id FROM tree) AND f.kind = 'HOURS_WORKED' AND f."archivedDate" IS NULL
               AND v."month" >= $2::date AND v."month" < $3::date
             GROUP BY 1, 2`,
      values,
    },
    {
      name: "overdue actions and inspections, open findings",
      text: `${TREE} SELECT
               (SELECT count(*) FROM "Action" a WHERE a."organizationId" IN (SELECT id FROM tree) AND a."archivedDate" IS NULL
                 AND a.status IN ('PLANNED', 'IN_PROGRESS') AND a."dueDate" < current_date),
               (SELECT count(*) FROM "Inspection" i WHERE i."organizationId" IN (SELECT id FROM tree) AND i."archivedDate" IS NULL
                 AND i.status = 'PENDING' AND i."dueDate" < current_date),
               (SELECT count(*) FROM "AuditFinding" f JOIN "InternalAudit" a ON a.id = f."auditId"
                 WHERE f."organizationId" IN (SELECT id FROM tree) AND a."archivedDate" IS NULL
                   AND f.kind IN ('MAJOR_NONCONFORMITY', 'MINOR_NONCONFORMITY')
                   AND (NOT EXISTS (SELECT 1 FROM "Action" x WHERE x."findingId" = f.id AND x."archivedDate" IS NULL)
                     OR EXISTS (SELECT 1 FROM "Action" x WHERE x."findingId" = f.id AND x."archivedDate" IS NULL
                                AND x.status IN ('PLANNED', 'IN_PROGRESS'))))`,
      values: [holding],
    },
  ];
}

/** The round's rows as the report prints them, in its order, in one statement. */
const registerFloor = (organizationId: string, round: string): Statement => ({
  name: "the round's rows",
  text: `SELECT o.id, o."legislationTitle", l."officialNumber", m."userName", e.status, e."evaluationDate", e."evaluatorName", e.notes,
                (SELECT string_agg(a.title || ' (' || a.status || ')', E'\\n') FROM "Action" a
                 WHERE a."evaluationId" = e.id AND a."archivedDate" IS NULL) AS actions
         FROM "BindingObligation" o JOIN "Legislation" l ON l.id = o."legislationId"
         LEFT JOIN "Membership" m ON m.id = o."responsibleId"
         JOIN LATERAL (SELECT x.id, x.status, x."evaluationDate", x."evaluatorName", x.notes FROM "ObligationEvaluation" x
                       WHERE x."obligationId" = o.id AND x."roundId" = $2
                       ORDER BY x."evaluationDate" DESC, x.id DESC LIMIT 1) e ON true
         WHERE o."organizationId" = $1
         ORDER BY o."legislationTitle", o.id`,
  values: [organizationId, round],
});

const settle = async () => {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 100));
  gc?.();
};

/** Page objects in a PDF's bytes (not the page tree, `/Type /Pages`). */
const pageCount = (bytes: Buffer) => (bytes.toString("latin1").match(/\/Type \/Page(?![A-Za-z])/g) ?? []).length;

async function main() {
  await withThrowawayDatabase("evaluation", async (url) => {
    const started = performance.now();
    const { holding, userId, meters, round, other, longRound } = await fill(url);
    console.log(
      `filled ${ORGANIZATIONS} organizations, ${MEMBERS} members, ${AGREEMENTS} agreements, ${INSPECTIONS} inspections, ` +
        `${EVENTS} events, ${meters} meters with ${READINGS} readings, ${REGISTRATIONS} waste registrations, ${HAZARDS} hazards, ` +
        `${OBLIGATIONS} + ${OBLIGATIONS * 4} obligations in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    process.env.DATABASE_URL = url;
    const { assembleInputs } = await import("../lib/modules/evaluation/management-review/inputs-data");
    const { performanceOverview } = await import("../lib/modules/monitoring/performance/data");
    const { getRound, latestRound } = await import("../lib/modules/evaluation/compliance-evaluation/data");
    const { roundReport } = await import("../lib/modules/evaluation/compliance-evaluation/report");
    const { objectivesWithProgress } = await import("../lib/modules/planning/objectives/data");
    const { emissionStatement } = await import("../lib/modules/monitoring/carbon/emissions");
    const { streamBytes } = await import("../lib/platform/pdf/stream");
    const { sql } = await import("../lib/platform/lists/query");
    const { db } = await import("../lib/platform/db");
    const org = benchContext(holding, userId);
    const tree = sql`WITH RECURSIVE tree AS (SELECT id FROM "Organization" WHERE id = ${holding}::uuid UNION ALL
                     SELECT o.id FROM "Organization" o JOIN tree ON o."parentId" = tree.id) SELECT id FROM tree`;
    const pool = new Pool({ connectionString: url, max: 10 });
    try {
      const explain = process.argv.includes("--explain");
      const floor = async (label: string, statements: Statement[]) => {
        if (explain) {
          for (const statement of statements) {
            const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
            console.log(`-- ${statement.name}\n${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
          }
        }
        await time(label, () => Promise.all(statements.map((each) => pool.query(each.text, each.values))));
      };

      // the management review of last year, held in February
      const review = {
        id: randomUUID(),
        meetingDate: `${THIS_YEAR}-02-15`,
        period: { start: `${LAST_YEAR}-01-01`, end: `${LAST_YEAR}-12-31` },
      };
      const inputs = await assembleInputs(org, review);
      const { monitoring, nonconformities } = inputs;
      console.log(
        `the review's inputs for ${LAST_YEAR}: ${Object.values(nonconformities.events).reduce((sum, n) => sum + n, 0)} events, ` +
          `${monitoring.energyKwh} kWh, CO2 ${JSON.stringify(monitoring.co2Tonnes)} t, ${monitoring.wasteTonnes} t waste, ` +
          `${inputs.objectives.items.length} objectives, ${inputs.audits.performed} audits, compliance ${inputs.compliance?.evaluated} evaluated`,
      );
      await time(`management review inputs, ${LAST_YEAR}`, () => assembleInputs(org, review));
      await time("  its objectives with progress, alone", () => objectivesWithProgress(org));
      await time("  its latest compliance round (latestRound), alone", () => latestRound(org));
      const yearGhg = emissionStatement({
        organizations: tree,
        from: `${LAST_YEAR}-01-01`,
        to: `${THIS_YEAR}-01-01`,
        bucket: "year",
      });
      await floor(
        "  raw SQL floor: its largest grouped reads, at once",
        reviewFloor(holding, `${LAST_YEAR}-01-01`, `${THIS_YEAR}-01-01`, yearGhg),
      );

      // the performance overview of this year (against last year)
      const overview = await performanceOverview(org, THIS_YEAR);
      console.log(
        `the overview of ${THIS_YEAR}: ${overview.organizations.length} organizations, ` +
          `${overview.organizations[0]?.energyKwh} kWh, ${overview.organizations[0]?.events} events, ` +
          `CO2 incomplete ${JSON.stringify(overview.co2Tonnes.incomplete)}`,
      );
      await time(`performance overview, ${THIS_YEAR}`, () => performanceOverview(org, THIS_YEAR));
      const monthGhg = emissionStatement({
        organizations: tree,
        from: `${LAST_YEAR}-01-01`,
        to: `${THIS_YEAR + 1}-01-01`,
        bucket: "month",
      });
      await floor(
        "  raw SQL floor: each figure's read once, by organization, at once",
        overviewFloor(holding, `${LAST_YEAR}-01-01`, `${THIS_YEAR + 1}-01-01`, monthGhg),
      );

      // the register PDF, as the report route makes it
      const render = async (context: typeof org, roundId: string) => {
        await settle();
        const before = process.memoryUsage.rss();
        let peak = before;
        const sample = () => (peak = Math.max(peak, process.memoryUsage.rss()));
        // the drawing runs on microtasks, where a timer does not fire: sampled with each chunk as well
        const sampler = setInterval(sample, 5);
        const start = performance.now();
        try {
          const stream = (await roundReport(context, await getRound(context, roundId))).pipeThrough(
            new TransformStream<Uint8Array, Uint8Array>({
              transform(chunk, controller) {
                sample();
                controller.enqueue(chunk);
              },
            }),
          );
          const bytes = await streamBytes(stream);
          return { seconds: (performance.now() - start) / 1000, bytes, growth: peak - before };
        } finally {
          clearInterval(sampler);
        }
      };
      const mb = (value: number) => (value / 1024 / 1024).toFixed(1);
      const measure = async (context: typeof org, roundId: string, obligations: number, runs: number) => {
        const results = [];
        for (let run = 0; run < runs; run++) results.push(await render(context, roundId));
        const pick = (values: number[], q: number) =>
          [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
        const seconds = results.map((result) => result.seconds);
        const growth = results.map((result) => result.growth);
        const last = results[results.length - 1].bytes;
        console.log(
          `register PDF, ${obligations} obligations: ${pageCount(last)} pages, ${mb(last.length)} MB` +
            `   p50 ${pick(seconds, 0.5).toFixed(2)} s   p95 ${pick(seconds, 0.95).toFixed(2)} s` +
            `   peak RSS growth p50 ${mb(pick(growth, 0.5))} MB, max ${mb(Math.max(...growth))} MB   (${runs} runs)`,
        );
      };
      if (!(globalThis as { gc?: unknown }).gc) console.log("(run with --expose-gc, as the npm script does)");
      await render(org, round); // a warm-up: the code compiled, the fonts read
      console.log(`resident memory after a warm-up: ${mb(process.memoryUsage.rss())} MB`);
      await measure(org, round, OBLIGATIONS, RUNS);
      await floor("  raw SQL floor: the same rows in one statement", [registerFloor(holding, round)]);
      await measure(benchContext(other, userId), longRound, OBLIGATIONS * 4, Math.max(3, Math.ceil(RUNS / 4)));
      await floor("  raw SQL floor: the same rows in one statement", [registerFloor(other, longRound)]);
    } finally {
      // ended before the server stops, whether the measuring got through or not
      await pool.end();
      await db().$disconnect();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
