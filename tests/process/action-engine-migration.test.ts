// Migration action_engine on a database whose events hold corrective and preventive actions the way
// the app kept them before (EventAction, waived or done): each becomes an action of the plan with
// its id, so the history written for it stays its own, the move itself writes nothing into the
// audit trail, and the plan's trigger records the action's changes from then on.
import { Client } from "pg";
import { applyMigrations, databaseUrl, MIGRATIONS, migrationIndex, onAdmin } from "../support/migration-steps";

const database = `ehs_action_migration_${Date.now()}`;
const url = databaseUrl(database);
const index = migrationIndex("action_engine");

describe("migration action_engine", () => {
  let client: Client;
  const ids: Record<string, string> = {};
  let entriesBefore: { entityType: string; entityId: string; action: string }[] = [];
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
      `INSERT INTO "User" (id, email, name) VALUES (gen_random_uuid(), 'c@migrated.example', 'Carl Coordinator')`,
    );
    ids.member = await id(
      `INSERT INTO "Membership" (id, "userId", "organizationId", scopes, "userName") VALUES (gen_random_uuid(), $1, $2, '{MANAGE}', 'Carl Coordinator')`,
      [ids.user, ids.org],
    );
    ids.area = await id(`INSERT INTO "Area" (id, "organizationId", name) VALUES (gen_random_uuid(), $1, 'Hall')`, [
      ids.org,
    ]);
    ids.event = await id(
      `INSERT INTO "Event" (id, "organizationId", title, kind, importance, "occurredAt", "areaId", status)
       VALUES (gen_random_uuid(), $1, 'Slipped on oil', 'NEAR_MISS', 'MEDIUM', '2025-05-01T08:00:00Z', $2, 'ACTIONS_PENDING')`,
      [ids.org, ids.area],
    );
    // written by a named person, as the app does, so the audit trail holds their entries
    await client.query("BEGIN");
    await client.query(
      `SELECT set_config('ehs.actor_id', $1, true), set_config('ehs.actor_name', 'Carl Coordinator', true)`,
      [ids.user],
    );
    const action = (type: string, description: string, extra: string, position: number) =>
      id(
        `INSERT INTO "EventAction" (id, "organizationId", "eventId", type, description, "responsibleId", "dueDate", position ${extra ? `, ${extra.split("=")[0]}` : ""})
         VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, '2025-06-01', ${position} ${extra ? `, ${extra.split("=")[1]}` : ""})`,
        [ids.org, ids.event, type, description, ids.member],
      );
    ids.open = await action("CORRECTIVE", "Fix the leaking pump", "", 0);
    ids.done = await action("PREVENTIVE", "Drip trays under every pump", `"doneDate"='2025-05-20'`, 1);
    ids.waived = await action("CORRECTIVE", "Replace the floor", `waived=true`, 2);
    await rows(`UPDATE "EventAction" SET "waivedReason" = 'The hall is rebuilt next year' WHERE id = $1`, [ids.waived]);
    await client.query("COMMIT");
    entriesBefore = await rows(
      `SELECT "entityType", "entityId"::text AS "entityId", action::text AS action FROM "AuditEntry" ORDER BY "occurredAt", id`,
    );
    await applyMigrations(client, MIGRATIONS.slice(index, index + 1));
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await onAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  it("keeps every action, with its id, as an event action of the plan", async () => {
    const actions = await rows(
      `SELECT id::text AS id, title, kind::text AS kind, source::text AS source, "eventId"::text AS "eventId",
              "areaId"::text AS "areaId", "responsibleId"::text AS "responsibleId", "dueDate"::text AS "dueDate",
              status::text AS status, "cancelledReason", "doneDate"::text AS "doneDate", position
       FROM "Action" ORDER BY position`,
    );
    const common = {
      source: "EVENT",
      eventId: ids.event,
      areaId: ids.area,
      responsibleId: ids.member,
      dueDate: "2025-06-01",
    };
    expect(actions).toEqual([
      {
        ...common,
        id: ids.open,
        title: "Fix the leaking pump",
        kind: "CORRECTIVE",
        status: "PLANNED",
        cancelledReason: null,
        doneDate: null,
        position: 0,
      },
      {
        ...common,
        id: ids.done,
        title: "Drip trays under every pump",
        kind: "PREVENTIVE",
        status: "DONE",
        cancelledReason: null,
        doneDate: "2025-05-20",
        position: 1,
      },
      {
        ...common,
        id: ids.waived,
        title: "Replace the floor",
        kind: "CORRECTIVE",
        status: "CANCELLED",
        cancelledReason: "The hall is rebuilt next year",
        doneDate: null,
        position: 2,
      },
    ]);
    expect(await rows(`SELECT to_regclass('"EventAction"') AS "table"`)).toEqual([{ table: null }]);
  });

  it("keeps their history as it was written, found by the action's id, and adds nothing for the move", async () => {
    const after = await rows(
      `SELECT "entityType", "entityId"::text AS "entityId", action::text AS action FROM "AuditEntry" ORDER BY "occurredAt", id`,
    );
    expect(after).toEqual(entriesBefore);
    // four entries of the old kind: three created, one changed (the reason), each related to the event
    const ofActions = await rows(
      `SELECT "entityId"::text AS "entityId", action::text AS action, "actorName", $1::uuid = ANY("relatedIds") AS "ofEvent"
       FROM "AuditEntry" WHERE "entityType" = 'event_action' ORDER BY "occurredAt", id`,
      [ids.event],
    );
    // one transaction wrote them all at one time: compared in any order
    expect(ofActions).toHaveLength(4);
    expect(ofActions).toEqual(
      expect.arrayContaining([
        { entityId: ids.open, action: "CREATE", actorName: "Carl Coordinator", ofEvent: true },
        { entityId: ids.done, action: "CREATE", actorName: "Carl Coordinator", ofEvent: true },
        { entityId: ids.waived, action: "CREATE", actorName: "Carl Coordinator", ofEvent: true },
        { entityId: ids.waived, action: "UPDATE", actorName: "Carl Coordinator", ofEvent: true },
      ]),
    );
  });

  it("records the plan's changes from then on, in the action's and the event's history", async () => {
    await rows(`UPDATE "Action" SET status = 'IN_PROGRESS' WHERE id = $1`, [ids.open]);
    const entries = await rows(
      `SELECT "entityType", action::text AS action, "entityName", changes, $2::uuid = ANY("relatedIds") AS "ofEvent"
       FROM "AuditEntry" WHERE "entityId" = $1 AND "entityType" = 'action'`,
      [ids.open, ids.event],
    );
    expect(entries).toEqual([
      {
        entityType: "action",
        action: "UPDATE",
        entityName: "Fix the leaking pump",
        changes: { status: { before: "PLANNED", after: "IN_PROGRESS" } },
        ofEvent: true,
      },
    ]);
  });

  it("refuses an action that names no record of its source, and a cancellation without a reason", async () => {
    await expect(
      rows(`INSERT INTO "Action" (id, "organizationId", title, source) VALUES (gen_random_uuid(), $1, 'x', 'EVENT')`, [
        ids.org,
      ]),
    ).rejects.toThrow(/Action_source_link/);
    await expect(
      rows(
        `INSERT INTO "Action" (id, "organizationId", title, status) VALUES (gen_random_uuid(), $1, 'x', 'CANCELLED')`,
        [ids.org],
      ),
    ).rejects.toThrow(/Action_cancelled_reason/);
  });
});
