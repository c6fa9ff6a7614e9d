// Migration obligation_evaluations on a database that has evaluations the way the app kept them
// before (one per obligation, on the obligation): each evaluated obligation's evaluation becomes one
// evaluation record with its date, result, evaluator, notes and evidence files, recorded when and by
// whom it was; the obligation keeps copies of it and its schedule starts there; nothing of a
// not-evaluated obligation is lost; and nothing changes or deletes a recorded evaluation afterwards.
import { Client } from "pg";
import { applyMigrations, databaseUrl, MIGRATIONS, migrationIndex, onAdmin } from "../support/migration-steps";

const database = `ehs_obligation_migration_${Date.now()}`;
const url = databaseUrl(database);
const index = migrationIndex("obligation_evaluations");

describe("migration obligation_evaluations", () => {
  let client: Client;
  const ids: Record<string, string> = {};
  const one = async (sql: string, values: unknown[] = []) => (await client.query(sql, values)).rows[0];

  beforeAll(async () => {
    expect(index).toBeGreaterThan(0);
    await onAdmin(`CREATE DATABASE ${database}`);
    client = new Client({ connectionString: url });
    await client.connect();
    await client.query("SET TIME ZONE 'UTC'");
    await applyMigrations(client, MIGRATIONS.slice(0, index));

    // an organization with a coordinator who records evaluations and an evaluator who later leaves
    const id = async (sql: string, values: unknown[] = []) => (await one(`${sql} RETURNING id`, values)).id as string;
    ids.org = await id(
      `INSERT INTO "Organization" (id, name, type) VALUES (gen_random_uuid(), 'Migrated A/S', 'HOLDING')`,
    );
    ids.coordinator = await id(
      `INSERT INTO "User" (id, email, name) VALUES (gen_random_uuid(), 'coordinator@migrated.example', 'Cora Coordinator')`,
    );
    ids.evaluatorUser = await id(
      `INSERT INTO "User" (id, email, name) VALUES (gen_random_uuid(), 'evaluator@migrated.example', 'Evan Evaluator')`,
    );
    ids.evaluator = await id(
      `INSERT INTO "Membership" (id, "userId", "organizationId", scopes) VALUES (gen_random_uuid(), $1, $2, '{EDIT}')`,
      [ids.evaluatorUser, ids.org],
    );
    const act = (name: string) =>
      id(
        `INSERT INTO "Legislation" (id, jurisdiction, kind, "officialNumber", "titleEn", "sortTitle")
         VALUES (gen_random_uuid(), 'EU', 'DIRECTIVE', $1, $1, $1)`,
        [name],
      );
    const file = (name: string) =>
      id(
        `INSERT INTO "StoredFile" (id, "organizationId", name, size, "contentType", "storageKey")
         VALUES (gen_random_uuid(), $1, $2, 1, 'application/pdf', gen_random_uuid()::text)`,
        [ids.org, name],
      );
    const obligation = (actId: string, fields: string, values: unknown[]) =>
      id(
        `INSERT INTO "BindingObligation" (id, "organizationId", "legislationId", ${fields})
         VALUES (gen_random_uuid(), $1, $2, ${values.map((_, i) => `$${i + 3}`).join(", ")})`,
        [ids.org, actId, ...values],
      );

    // evaluated yearly, with two evidence files, recorded by the coordinator (the audit trail says so)
    ids.evaluated = await obligation(
      await act("Evaluated directive"),
      `status, "evaluationDate", "evaluatorId", "evaluationNotes", "evaluationRecurrence", "nextEvaluationDate"`,
      ["COMPLIANT", "2026-02-10", ids.evaluator, "All permits in place.", "P1Y", "2027-02-10"],
    );
    await client.query("BEGIN");
    await client.query(
      `SELECT set_config('ehs.actor_id', $1, true), set_config('ehs.actor_name', 'Cora Coordinator', true)`,
      [ids.coordinator],
    );
    await client.query(`UPDATE "BindingObligation" SET "evaluatedAt" = '2026-02-11T09:30:00Z' WHERE id = $1`, [
      ids.evaluated,
    ]);
    await client.query("COMMIT");
    ids.permit = await file("permit.pdf");
    ids.report = await file("report.pdf");
    for (const fileId of [ids.permit, ids.report]) {
      await client.query(`INSERT INTO "_BindingObligationToStoredFile" ("A", "B") VALUES ($1, $2)`, [
        ids.evaluated,
        fileId,
      ]);
    }

    // evaluated, with a next date a person moved (not one recurrence after the evaluation), no trail
    ids.moved = await obligation(
      await act("Moved directive"),
      `status, "evaluationDate", "evaluationRecurrence", "nextEvaluationDate", "evaluatedAt"`,
      ["PARTLY_COMPLIANT", "2026-03-01", "P1Y", "2026-12-01", "2026-03-02T08:00:00Z"],
    );

    // not evaluated, but with notes and a file kept on it
    ids.notEvaluated = await obligation(await act("Not evaluated directive"), `applicability, "evaluationNotes"`, [
      "The paint shop.",
      "Ask the supplier for the new permit.",
    ]);
    ids.draft = await file("draft.pdf");
    await client.query(`INSERT INTO "_BindingObligationToStoredFile" ("A", "B") VALUES ($1, $2)`, [
      ids.notEvaluated,
      ids.draft,
    ]);

    ids.untouched = await obligation(await act("Untouched directive"), `applicability`, ["Nothing yet."]);
    ids.auditBefore = (await one(`SELECT count(*)::text AS n FROM "AuditEntry"`)).n;

    await applyMigrations(client, MIGRATIONS.slice(index));
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await onAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  const evaluationsOf = async (obligationId: string) =>
    (
      await client.query(
        `SELECT e.*, e."evaluationDate"::text AS day, e."nextEvaluationDate"::text AS next,
                array(SELECT f.name FROM "_ObligationEvaluationToStoredFile" l JOIN "StoredFile" f ON f.id = l."B"
                      WHERE l."A" = e.id ORDER BY f.name) AS files
         FROM "ObligationEvaluation" e WHERE e."obligationId" = $1`,
        [obligationId],
      )
    ).rows;
  const obligationRow = (obligationId: string) =>
    one(
      `SELECT o.*, o."evaluationDate"::text AS day, o."evaluationScheduleStart"::text AS start,
              o."nextEvaluationDate"::text AS next
       FROM "BindingObligation" o WHERE o.id = $1`,
      [obligationId],
    );

  it("moves each evaluated obligation's evaluation into one evaluation record, with who and when", async () => {
    const [evaluation, ...more] = await evaluationsOf(ids.evaluated);
    expect(more).toEqual([]);
    expect(evaluation).toMatchObject({
      organizationId: ids.org,
      day: "2026-02-10",
      status: "COMPLIANT",
      evaluatorId: ids.evaluator,
      evaluatorName: "Evan Evaluator",
      notes: "All permits in place.",
      next: "2027-02-10",
      nextEvaluationSetByHand: false,
      recordedById: ids.coordinator,
      recordedByName: "Cora Coordinator",
      files: ["permit.pdf", "report.pdf"],
    });
    expect(evaluation.recordedAt.toISOString()).toBe("2026-02-11T09:30:00.000Z");
    expect(await obligationRow(ids.evaluated)).toMatchObject({
      status: "COMPLIANT",
      day: "2026-02-10",
      start: "2026-02-10",
      next: "2027-02-10",
      nextEvaluationSetByHand: false,
    });
  });

  it("keeps a next date a person moved as set by hand, and records no one where the trail names no one", async () => {
    const [evaluation] = await evaluationsOf(ids.moved);
    expect(evaluation).toMatchObject({
      status: "PARTLY_COMPLIANT",
      evaluatorId: null,
      recordedById: null,
      recordedByName: null,
      next: "2026-12-01",
      nextEvaluationSetByHand: true,
    });
    expect(evaluation.recordedAt.toISOString()).toBe("2026-03-02T08:00:00.000Z");
    expect(await obligationRow(ids.moved)).toMatchObject({ next: "2026-12-01", nextEvaluationSetByHand: true });
  });

  it("makes no evaluation of a not-evaluated obligation, and loses nothing it held", async () => {
    expect(await evaluationsOf(ids.notEvaluated)).toEqual([]);
    expect(await evaluationsOf(ids.untouched)).toEqual([]);
    expect(await obligationRow(ids.notEvaluated)).toMatchObject({
      status: "NOT_EVALUATED",
      applicability: "The paint shop.\n\nAsk the supplier for the new permit.",
      start: null,
    });
    expect(await obligationRow(ids.untouched)).toMatchObject({ applicability: "Nothing yet.", start: null });
    expect(await one(`SELECT standalone FROM "StoredFile" WHERE id = $1`, [ids.draft])).toEqual({ standalone: true });
    expect(await one(`SELECT standalone FROM "StoredFile" WHERE id = $1`, [ids.permit])).toEqual({ standalone: false });
  });

  it("writes nothing into the audit trail for the move, and audits evaluations from then on", async () => {
    expect((await one(`SELECT count(*)::text AS n FROM "AuditEntry"`)).n).toBe(ids.auditBefore);
    const triggers = (
      await client.query(
        `SELECT tgname FROM pg_trigger WHERE tgrelid IN ('"ObligationEvaluation"'::regclass, '"_ObligationEvaluationToStoredFile"'::regclass)
         AND NOT tgisinternal ORDER BY 1`,
      )
    ).rows.map((row) => row.tgname);
    expect(triggers).toEqual([
      "ObligationEvaluationFile_audit",
      "ObligationEvaluation_audit",
      "ObligationEvaluation_final",
    ]);
  });

  it("refuses to change or delete a migrated evaluation", async () => {
    const [evaluation] = await evaluationsOf(ids.evaluated);
    await expect(
      client.query(`UPDATE "ObligationEvaluation" SET status = 'NOT_COMPLIANT' WHERE id = $1`, [evaluation.id]),
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(client.query(`DELETE FROM "ObligationEvaluation" WHERE id = $1`, [evaluation.id])).rejects.toThrow(
      /cannot be changed or deleted/,
    );
    // a member leaving still works: the evaluation keeps the name
    await client.query(`DELETE FROM "Membership" WHERE id = $1`, [ids.evaluator]);
    expect((await evaluationsOf(ids.evaluated))[0]).toMatchObject({
      evaluatorId: null,
      evaluatorName: "Evan Evaluator",
    });
    // and an organization deleted takes its evaluations along
    await client.query(`DELETE FROM "Organization" WHERE id = $1`, [ids.org]);
    expect((await one(`SELECT count(*)::int AS n FROM "ObligationEvaluation"`)).n).toBe(0);
  });
});
