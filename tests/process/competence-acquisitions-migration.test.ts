// Migration competence_acquisitions on a database whose requirements hold a last acquisition date
// the way the app kept them before (one date, overwritten by the next): each becomes an acquisition
// record of that member and competence, a requirement never acquired gets none, the requirements
// keep their dates, and the move writes nothing into the audit trail.
import { Client } from "pg";
import { applyMigrations, databaseUrl, MIGRATIONS, migrationIndex, onAdmin } from "../support/migration-steps";

const database = `ehs_acquisition_migration_${Date.now()}`;
const url = databaseUrl(database);
const index = migrationIndex("competence_acquisitions");

describe("migration competence_acquisitions", () => {
  let client: Client;
  const ids: Record<string, string> = {};
  const rows = async (sql: string, values: unknown[] = []) => (await client.query(sql, values)).rows;

  beforeAll(async () => {
    expect(index).toBeGreaterThan(0);
    await onAdmin(`CREATE DATABASE ${database}`);
    client = new Client({ connectionString: url });
    await client.connect();
    await client.query("SET TIME ZONE 'UTC'");
    await applyMigrations(client, MIGRATIONS.slice(0, index));

    const id = async (sql: string, values: unknown[] = []) =>
      (await rows(`${sql} RETURNING id`, values))[0].id as string;
    ids.org = await id(
      `INSERT INTO "Organization" (id, name, type) VALUES (gen_random_uuid(), 'Migrated A/S', 'HOLDING')`,
    );
    ids.user = await id(
      `INSERT INTO "User" (id, email, name) VALUES (gen_random_uuid(), 'w@migrated.example', 'Wanda Welder')`,
    );
    ids.member = await id(
      `INSERT INTO "Membership" (id, "userId", "organizationId", scopes, "userName") VALUES (gen_random_uuid(), $1, $2, '{READ}', 'Wanda Welder')`,
      [ids.user, ids.org],
    );
    ids.firstAid = await id(
      `INSERT INTO "Competence" (id, "organizationId", name, frequency) VALUES (gen_random_uuid(), $1, 'First aid', 'P2Y')`,
      [ids.org],
    );
    ids.forklift = await id(
      `INSERT INTO "Competence" (id, "organizationId", name, frequency) VALUES (gen_random_uuid(), $1, 'Forklift', 'P5Y')`,
      [ids.org],
    );
    await rows(
      `INSERT INTO "CompetenceRequirement" (id, "membershipId", "competenceId", "lastAcquisitionDate", "nextDueDate", "lastModifiedDate")
       VALUES (gen_random_uuid(), $1, $2, '2025-03-05', '2027-03-05', '2025-03-06 10:00:00+00'),
              (gen_random_uuid(), $1, $3, NULL, NULL, '2025-03-06 10:00:00+00')`,
      [ids.member, ids.firstAid, ids.forklift],
    );
    await applyMigrations(client, MIGRATIONS.slice(index, index + 1));
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await onAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it("turns each last acquisition date into an acquisition record, and nothing else", async () => {
    const acquisitions = await rows(
      `SELECT "organizationId", "membershipId", "competenceId", "acquiredOn"::text AS "acquiredOn", "recordedAt",
              "recordedByName" FROM "CompetenceAcquisition"`,
    );
    expect(acquisitions).toEqual([
      {
        organizationId: ids.org,
        membershipId: ids.member,
        competenceId: ids.firstAid,
        acquiredOn: "2025-03-05",
        recordedAt: new Date("2025-03-06T10:00:00Z"),
        recordedByName: null,
      },
    ]);
  });

  it("leaves the requirements' dates as they were and writes nothing into the audit trail", async () => {
    const requirements = await rows(
      `SELECT "competenceId", "lastAcquisitionDate"::text AS "last", "nextDueDate"::text AS "next" FROM "CompetenceRequirement" ORDER BY "last" NULLS LAST`,
    );
    expect(requirements).toEqual([
      { competenceId: ids.firstAid, last: "2025-03-05", next: "2027-03-05" },
      { competenceId: ids.forklift, last: null, next: null },
    ]);
    expect(await rows(`SELECT 1 FROM "AuditEntry" WHERE "entityType" = 'competence_acquisition'`)).toEqual([]);
  });

  it("audits acquisitions recorded afterwards", async () => {
    await rows(
      `INSERT INTO "CompetenceAcquisition" (id, "organizationId", "membershipId", "competenceId", "acquiredOn")
       VALUES (gen_random_uuid(), $1, $2, $3, '2026-11-01')`,
      [ids.org, ids.member, ids.forklift],
    );
    const entries = await rows(
      `SELECT action::text AS action, "organizationId", "entityName" FROM "AuditEntry" WHERE "entityType" = 'competence_acquisition'`,
    );
    expect(entries).toEqual([{ action: "CREATE", organizationId: ids.org, entityName: "Wanda Welder · Forklift" }]);
  });
});
