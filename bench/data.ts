// Generated tenants for the list benchmarks, written in SQL (generate_series) so that a million
// members take a minute, not an hour. Every member has the same shape in every tenant: a job
// title, one of 10 areas, one of 3 roles and the 2 competence requirements that role asks for.
// Names are spread over the alphabet independently of insertion order, as real names are.
import type { Client } from "pg";

const FIRST = ["Anna", "Bent", "Carla", "Dorte", "Erik", "Frida", "Gustav", "Hanne", "Ib", "Jonas", "Karen", "Lars"];
const LAST = [
  "Andersen",
  "Berg",
  "Christensen",
  "Dahl",
  "Eriksen",
  "Frost",
  "Holm",
  "Jensen",
  "Kjær",
  "Lund",
  "Madsen",
];
const TITLES = ["Operator", "Welder", "Electrician", "Forklift driver", "Planner", "Technician", "Foreman"];

const literal = (values: string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(", ")}]`;

/** A holding of its own, for a generated tenant. */
export async function createHolding(client: Client, name: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO "Organization" (id, name, type, "featureAccess") VALUES (gen_random_uuid(), $1, 'HOLDING', 'FULL') RETURNING id`,
    [name],
  );
  await client.query(`UPDATE "Organization" SET "holdingId" = id WHERE id = $1`, [rows[0].id]);
  return rows[0].id;
}

/**
 * Switches off the triggers that derive data from each written row: the audit trail (generated
 * rows are not changes anyone made), the search index (the list benchmarks search no member) and
 * the competences' earliest due date (a million updates of six rows). Answers the function that
 * switches them on again.
 */
async function pauseDerivedTriggers(client: Client): Promise<() => Promise<void>> {
  const { rows: triggers } = await client.query<{ table: string; name: string }>(
    `SELECT c.relname AS "table", t.tgname AS "name" FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal
        AND (t.tgname LIKE '%\\_audit' OR t.tgname LIKE '%\\_search\\_%'
             OR t.tgname = 'CompetenceRequirement_earliest_due_date')`,
  );
  const set = async (state: "ENABLE" | "DISABLE") => {
    for (const t of triggers) await client.query(`ALTER TABLE "${t.table}" ${state} TRIGGER "${t.name}"`);
  };
  await set("DISABLE");
  return () => set("ENABLE");
}

/**
 * Adds `count` members to an organization: accounts `<label>-<n>@bench.example`, memberships,
 * roles and requirements, with the competences' earliest due dates computed once at the end.
 * Call `analyze` afterwards.
 */
export async function fillMembers(client: Client, organizationId: string, count: number, label: string) {
  const resume = await pauseDerivedTriggers(client);
  try {
    await insertMembers(client, organizationId, count, label);
  } finally {
    await resume();
  }
  await client.query(`SELECT competence_earliest_due_date(id) FROM "Competence" WHERE "organizationId" = $1`, [
    organizationId,
  ]);
}

async function insertMembers(client: Client, org: string, count: number, label: string) {
  await client.query(
    `INSERT INTO "Area" (id, "organizationId", name) SELECT gen_random_uuid(), $1, $2 || ' area ' || i FROM generate_series(1, 10) i`,
    [org, label],
  );
  await client.query(
    `INSERT INTO "Competence" (id, "organizationId", name, frequency)
       SELECT gen_random_uuid(), $1, $2 || ' competence ' || i, 'P1Y' FROM generate_series(1, 6) i`,
    [org, label],
  );
  await client.query(
    `INSERT INTO "Role" (id, "organizationId", name) SELECT gen_random_uuid(), $1, $2 || ' role ' || i FROM generate_series(1, 3) i`,
    [org, label],
  );
  // role i asks for competences 2i-1 and 2i
  await client.query(
    `INSERT INTO "RoleCompetence" ("roleId", "competenceId")
       SELECT r.id, c.id
       FROM (SELECT id, row_number() OVER (ORDER BY name) AS n FROM "Role"
             WHERE "organizationId" = $1 AND name LIKE $2 || ' role %') r
       JOIN (SELECT id, row_number() OVER (ORDER BY name) AS n FROM "Competence"
             WHERE "organizationId" = $1 AND name LIKE $2 || ' competence %') c
         ON c.n IN (2 * r.n - 1, 2 * r.n)`,
    [org, label],
  );
  await client.query(
    `INSERT INTO "User" (id, email, name)
       SELECT gen_random_uuid(), $1 || '-' || i || '@bench.example',
              (${literal(FIRST)})[1 + ((i::bigint * 7919) % ${FIRST.length})::int] || ' ' ||
              (${literal(LAST)})[1 + ((i::bigint * 104729) % ${LAST.length})::int] || ' ' || md5(i::text)
       FROM generate_series(1, $2::int) i`,
    [label, count],
  );
  // the copies of name and address on the membership are filled by the database's trigger
  await client.query(
    `INSERT INTO "Membership" (id, "userId", "organizationId", scopes, "jobTitle", "areaId")
       SELECT gen_random_uuid(), u.id, $1, '{READ}',
              (${literal(TITLES)})[1 + (u.n % ${TITLES.length})], areas.ids[1 + (u.n % 10)]
       FROM (SELECT id, row_number() OVER () AS n FROM "User" WHERE email LIKE $2 || '-%@bench.example') u,
            (SELECT array_agg(id ORDER BY name) AS ids FROM "Area"
             WHERE "organizationId" = $1 AND name LIKE $2 || ' area %') areas`,
    [org, label],
  );
  await client.query(
    `INSERT INTO "RoleMember" ("roleId", "membershipId")
       SELECT roles.ids[1 + (m.n % 3)], m.id
       FROM (SELECT id, row_number() OVER () AS n FROM "Membership"
             WHERE "organizationId" = $1 AND "userEmail" LIKE $2 || '-%@bench.example') m,
            (SELECT array_agg(id ORDER BY name) AS ids FROM "Role"
             WHERE "organizationId" = $1 AND name LIKE $2 || ' role %') roles`,
    [org, label],
  );
  // acquired between 0 and 420 days ago, once a year: some valid, some due soon, some overdue
  await client.query(
    `INSERT INTO "CompetenceRequirement" (id, "membershipId", "competenceId", "lastAcquisitionDate", "nextDueDate")
       SELECT gen_random_uuid(), rm."membershipId", rc."competenceId",
              current_date - d.days, current_date - d.days + 365
       FROM "RoleMember" rm
       JOIN "Membership" m ON m.id = rm."membershipId" AND m."organizationId" = $1
         AND m."userEmail" LIKE $2 || '-%@bench.example'
       JOIN "RoleCompetence" rc ON rc."roleId" = rm."roleId",
       LATERAL (SELECT (abs(hashtext(rm."membershipId"::text || rc."competenceId"::text)) % 420) AS days) d`,
    [org, label],
  );
}

/** Statistics and the visibility map, as autovacuum would leave them after a bulk load. */
export async function analyze(client: Client) {
  await client.query("VACUUM ANALYZE");
}
