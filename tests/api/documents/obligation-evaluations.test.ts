// A binding obligation's compliance evaluations are records of their own: a new evaluation never
// overwrites an earlier one, the obligation shows the latest and computes its next evaluation from
// the anchored schedule (unless a person sets it), nothing changes or deletes a recorded evaluation,
// and the list finds the obligations that need an evaluation, for each reason.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/platform/db";
import { obligationEvaluationsDue } from "@/lib/modules/documents/binding-obligations/due-source";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PDF } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;
type Evaluation = {
  id: string;
  evaluationDate: string;
  status: string;
  notes: string | null;
  evaluatorName: string | null;
  nextEvaluationDate: string | null;
  nextEvaluationSetByHand: boolean;
  files: { id: string; name: string }[];
};

let holding: string;
let editor: Caller;
let reader: Caller;

const obligations = (orgId = holding) => `/api/v1/organizations/${orgId}/legislations`;
const evaluationsOf = (obligationId: string, orgId = holding) => `${obligations(orgId)}/${obligationId}/evaluations`;

/** A new act of the catalogue and the holding's obligation on it, not yet evaluated. */
async function newObligation(title = `Evaluated act ${randomUUID().slice(0, 8)}`) {
  const act = await db().legislation.create({
    data: { jurisdiction: "EU", kind: "REGULATION", officialNumber: title, titleEn: title, sortTitle: title },
  });
  const created = await editor.post(`${obligations()}/from-catalogue/${act.id}`);
  expect(created.status).toBe(201);
  return { id: created.body.id as string, actId: act.id, body: created.body };
}

const evaluate = (obligationId: string, body: Record<string, unknown>) =>
  editor.post(evaluationsOf(obligationId), { body });

const obligation = async (id: string) => (await reader.get(`${obligations()}/${id}`)).body;

/** Saves the obligation's own fields (PUT), from what it is now. */
async function saveObligation(id: string, changes: Record<string, unknown>) {
  const current = await obligation(id);
  return editor.put(`${obligations()}/${id}`, {
    body: {
      applicability: current.applicability,
      evaluation_recurrence: current.evaluationRecurrence,
      last_modified_date: current.lastModifiedDate,
      ...changes,
    },
  });
}

beforeAll(async () => {
  holding = await demo.holding();
  [editor, reader] = await Promise.all([as("editor@demo.example"), as("reader@demo.example")]);
});

describe("evaluations of a binding obligation", () => {
  it("keeps the first evaluation when it is evaluated again: both are listed, the latest is shown", async () => {
    const { id } = await newObligation();
    const members = (await editor.get(`/api/v1/organizations/${holding}/members?size=5`)).body.content;
    const evidence = await editor.post(`/api/v1/organizations/${holding}/files`, {
      raw: multipart(PDF, "Measurement report 2026.pdf"),
    });
    const first = await evaluate(id, {
      evaluation_date: "2026-02-10",
      status: "PARTLY_COMPLIANT",
      evaluator_id: members[0].id,
      notes: "One stack was not measured.",
      file_ids: [evidence.body.id],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      evaluationDate: "2026-02-10",
      status: "PARTLY_COMPLIANT",
      evaluator: { id: members[0].id },
      evaluatorName: members[0].name,
      notes: "One stack was not measured.",
      files: [{ name: "Measurement report 2026.pdf" }],
      recordedByName: expect.any(String),
    });
    const second = await evaluate(id, { evaluation_date: "2027-02-08", status: "COMPLIANT", notes: "All measured." });
    expect(second.status).toBe(201);

    const list = await reader.get(evaluationsOf(id));
    expect(list.status).toBe(200);
    expect(list.body.totalElements).toBe(2);
    expect(list.body.content.map((row: Evaluation) => row.id)).toEqual([second.body.id, first.body.id]);
    // last year's evaluation is there as it was recorded, evidence and all
    expect(list.body.content[1]).toEqual(first.body);

    const shown = await obligation(id);
    expect(shown).toMatchObject({
      status: "COMPLIANT",
      evaluationDate: "2027-02-08",
      evaluationNotes: "All measured.",
      files: [],
      evaluationCount: 2,
      latestEvaluation: { id: second.body.id, status: "COMPLIANT" },
    });
    expect((await reader.get(`${evaluationsOf(id)}/${first.body.id}`)).body).toEqual(first.body);

    // an evaluation of an earlier date recorded afterwards goes below; the latest stays the latest
    const backdated = await evaluate(id, { evaluation_date: "2025-01-15", status: "NOT_COMPLIANT" });
    expect((await reader.get(evaluationsOf(id))).body.content.map((row: Evaluation) => row.id)).toEqual([
      second.body.id,
      first.body.id,
      backdated.body.id,
    ]);
    expect((await obligation(id)).latestEvaluation.id).toBe(second.body.id);

    // a correction is a new evaluation: of the same date, the one recorded later is the latest
    const correction = await evaluate(id, {
      evaluation_date: "2027-02-08",
      status: "PARTLY_COMPLIANT",
      notes: "Correction: the report of one stack is missing.",
    });
    expect(await obligation(id)).toMatchObject({
      status: "PARTLY_COMPLIANT",
      latestEvaluation: { id: correction.body.id },
      evaluationCount: 4,
    });
    expect((await reader.get(evaluationsOf(id))).body.content[1]).toEqual(second.body);

    // the obligation's history tells of each evaluation, by its act's title
    const history = (await reader.get(`${obligations()}/${id}/history?size=50`)).body.content;
    const recorded = history.filter((entry: { entityType: string }) => entry.entityType === "obligation_evaluation");
    expect(recorded).toHaveLength(4);
    expect(recorded[0].entityName).toMatch(/^Evaluated act/);
  });

  it("computes the next date from the evaluation on the anchored schedule, unless a person sets it", async () => {
    const { id } = await newObligation();
    expect((await saveObligation(id, { evaluation_recurrence: "P1Y" })).body).toMatchObject({
      nextEvaluationDate: null,
      evaluationScheduleStart: null,
      needsEvaluation: ["NEVER_EVALUATED"],
    });

    // the first evaluation starts the schedule: yearly from 30 July 2026
    const first = await evaluate(id, { evaluation_date: "2026-07-30", status: "COMPLIANT" });
    expect(first.body).toMatchObject({ nextEvaluationDate: "2027-07-30", nextEvaluationSetByHand: false });
    expect(await obligation(id)).toMatchObject({
      evaluationScheduleStart: "2026-07-30",
      nextEvaluationDate: "2027-07-30",
      nextEvaluationSetByHand: false,
    });

    // done four months late, the next is on the plan (30 July 2028), not a year after the work
    await evaluate(id, { evaluation_date: "2027-11-27", status: "COMPLIANT" });
    expect((await obligation(id)).nextEvaluationDate).toBe("2028-07-30");

    // set by hand, the date is as entered ...
    const byHand = await evaluate(id, {
      evaluation_date: "2028-06-20",
      status: "PARTLY_COMPLIANT",
      next_evaluation_date: "2028-12-01",
    });
    expect(byHand.body).toMatchObject({ nextEvaluationDate: "2028-12-01", nextEvaluationSetByHand: true });
    expect(await obligation(id)).toMatchObject({ nextEvaluationDate: "2028-12-01", nextEvaluationSetByHand: true });

    // ... and the next evaluation goes back to the schedule
    await evaluate(id, { evaluation_date: "2028-12-03", status: "COMPLIANT" });
    expect(await obligation(id)).toMatchObject({ nextEvaluationDate: "2029-07-30", nextEvaluationSetByHand: false });

    // a changed recurrence moves the next date at once: quarterly from 30 July 2026, the evaluation
    // of 3 December 2028 answers 30 October 2028
    expect((await saveObligation(id, { evaluation_recurrence: "P3M" })).body).toMatchObject({
      nextEvaluationDate: "2029-01-30",
      nextEvaluationSetByHand: false,
    });
    // so does a start of its own
    expect(
      (await saveObligation(id, { evaluation_recurrence: "P1Y", evaluation_schedule_start: "2026-09-01" })).body,
    ).toMatchObject({ evaluationScheduleStart: "2026-09-01", nextEvaluationDate: "2029-09-01" });
    // postponed by hand on the obligation, and back to the schedule when the date is cleared
    expect((await saveObligation(id, { next_evaluation_date: "2029-12-24" })).body).toMatchObject({
      nextEvaluationDate: "2029-12-24",
      nextEvaluationSetByHand: true,
    });
    expect((await saveObligation(id, { next_evaluation_date: null })).body).toMatchObject({
      nextEvaluationDate: "2029-09-01",
      nextEvaluationSetByHand: false,
    });
    // without a recurrence there is no next date
    expect((await saveObligation(id, { evaluation_recurrence: null })).body.nextEvaluationDate).toBeNull();
  });

  it("refuses an evaluation without its date or result, or with a next date before it, and records nothing", async () => {
    const { id } = await newObligation();
    const cases: [Record<string, unknown>, string][] = [
      [{ status: "COMPLIANT" }, "evaluationDate"],
      [{ evaluation_date: "2026-02-30", status: "COMPLIANT" }, "evaluationDate"],
      [{ evaluation_date: "2026-02-10" }, "status"],
      [{ evaluation_date: "2026-02-10", status: "NOT_EVALUATED" }, "status"],
      [
        { evaluation_date: "2026-02-10", status: "COMPLIANT", next_evaluation_date: "2026-02-10" },
        "nextEvaluationDate",
      ],
      [{ evaluation_date: "2026-02-10", status: "COMPLIANT", evaluator_id: randomUUID() }, "evaluatorId"],
    ];
    for (const [body, field] of cases) {
      const answer = await evaluate(id, body);
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toHaveProperty(field);
    }
    expect((await reader.get(evaluationsOf(id))).body.totalElements).toBe(0);
    expect(
      (await reader.post(evaluationsOf(id), { body: { evaluation_date: "2026-02-10", status: "COMPLIANT" } })).status,
    ).toBe(403);
  });

  it("never changes or deletes a recorded evaluation", async () => {
    const { id } = await newObligation();
    const user = await db().user.create({ data: { email: `leaver-${randomUUID()}@demo.example`, name: "Lea Leaver" } });
    const leaver = await db().membership.create({
      data: { userId: user.id, organizationId: holding, scopes: ["EDIT"] },
    });
    const recorded = (
      await evaluate(id, {
        evaluation_date: "2026-03-01",
        status: "COMPLIANT",
        evaluator_id: leaver.id,
        notes: "As found on the day.",
      })
    ).body as Evaluation;
    const one = `${evaluationsOf(id)}/${recorded.id}`;
    for (const answer of [
      await editor.put(one, { body: { evaluation_date: "2026-03-02", status: "NOT_COMPLIANT" } }),
      await editor.patch(one, { body: { notes: "Changed afterwards." } }),
      await editor.delete(one),
      await editor.put(evaluationsOf(id), { body: { evaluation_date: "2026-03-02", status: "NOT_COMPLIANT" } }),
      await editor.delete(evaluationsOf(id)),
    ]) {
      expect(answer.status).toBe(405);
    }
    expect((await reader.get(one)).body).toEqual(recorded);

    // not through the obligation's own save either: "not evaluated" does not undo evaluations
    const undo = await saveObligation(id, { status: "NOT_EVALUATED" });
    expect(undo.status).toBe(422);
    expect(undo.body.error.fields).toHaveProperty("status");

    // nor by a statement in the database, whoever writes it
    await expect(
      db()
        .$executeRaw`UPDATE "ObligationEvaluation" SET "notes" = 'Changed afterwards.' WHERE "id" = ${recorded.id}::uuid`,
    ).rejects.toThrow(/cannot be changed or deleted/);
    await expect(
      db().$executeRaw`DELETE FROM "ObligationEvaluation" WHERE "id" = ${recorded.id}::uuid`,
    ).rejects.toThrow(/cannot be changed or deleted/);
    expect((await reader.get(one)).body).toEqual(recorded);
    expect((await reader.get(evaluationsOf(id))).body.totalElements).toBe(1);

    // the evaluator leaving the organization leaves the evaluation with the name it was recorded with
    await db().membership.delete({ where: { id: leaver.id } });
    expect((await reader.get(one)).body).toEqual({ ...recorded, evaluator: null, evaluatorName: "Lea Leaver" });
  });

  it("is not recorded for an archived obligation", async () => {
    const { id } = await newObligation();
    expect((await editor.delete(`${obligations()}/${id}`)).status).toBe(204);
    const refused = await evaluate(id, { evaluation_date: "2026-03-01", status: "COMPLIANT" });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("archived");
    expect((await reader.get(evaluationsOf(id))).body.totalElements).toBe(0);
  });

  it("keeps each organization's evaluations its own", async () => {
    const { id } = await newObligation();
    const recorded = (await evaluate(id, { evaluation_date: "2026-03-01", status: "COMPLIANT" })).body as Evaluation;
    const other = await demo.other();
    const outsider = await as("other@demo.example");
    expect((await outsider.get(evaluationsOf(id))).status).toBe(404);
    expect((await outsider.get(evaluationsOf(id, other))).status).toBe(404);
    expect(
      (await outsider.post(evaluationsOf(id, other), { body: { evaluation_date: "2026-03-02", status: "COMPLIANT" } }))
        .status,
    ).toBe(404);
    expect((await outsider.get(`${evaluationsOf(id, other)}/${recorded.id}`)).status).toBe(404);
    // an evaluation is reached through its own obligation only
    const { id: another } = await newObligation();
    expect((await reader.get(`${evaluationsOf(another)}/${recorded.id}`)).status).toBe(404);
    expect((await reader.get(evaluationsOf(id))).body.totalElements).toBe(1);
  });
});

describe("the needs-evaluation filter", () => {
  const ids = async (query: string) =>
    ((await reader.get(`${obligations()}?size=100&${query}`)).body.content as { id: string }[]).map((row) => row.id);

  it("finds obligations overdue, never evaluated, or whose act changed since the latest evaluation", async () => {
    const never = await newObligation();
    const overdue = await newObligation();
    await evaluate(overdue.id, {
      evaluation_date: "2020-01-10",
      status: "COMPLIANT",
      next_evaluation_date: "2020-07-01",
    });
    const changed = await newObligation();
    await evaluate(changed.id, {
      evaluation_date: "2026-01-10",
      status: "COMPLIANT",
      next_evaluation_date: "2099-01-10",
    });
    // a maintainer changes the act in the catalogue after the evaluation
    await db().legislation.update({
      where: { id: changed.actId },
      data: { summaryEn: "Amended.", lastModifiedDate: new Date() },
    });
    const fine = await newObligation();
    await evaluate(fine.id, { evaluation_date: "2026-01-10", status: "COMPLIANT", next_evaluation_date: "2099-01-10" });

    const mine = [never.id, overdue.id, changed.id, fine.id];
    const found = async (need: string) => (await ids(`needsEvaluation=${need}`)).filter((id) => mine.includes(id));
    expect(await found("OVERDUE")).toEqual([overdue.id]);
    expect(await found("NEVER_EVALUATED")).toEqual([never.id]);
    expect(await found("ACT_CHANGED")).toEqual([changed.id]);
    expect((await found("ANY")).sort()).toEqual([never.id, overdue.id, changed.id].sort());
    expect((await reader.get(`${obligations()}?needsEvaluation=SOMETIMES`)).status).toBe(400);

    // each obligation says why, as the filter found it
    expect((await obligation(never.id)).needsEvaluation).toEqual(["NEVER_EVALUATED"]);
    expect((await obligation(overdue.id)).needsEvaluation).toEqual(["OVERDUE"]);
    expect((await obligation(changed.id)).needsEvaluation).toEqual(["ACT_CHANGED"]);
    expect((await obligation(fine.id)).needsEvaluation).toEqual([]);

    // a new evaluation answers each reason
    for (const { id } of [never, overdue, changed]) {
      await evaluate(id, { evaluation_date: "2026-11-20", status: "COMPLIANT", next_evaluation_date: "2099-11-20" });
    }
    expect(await found("ANY")).toEqual([]);
  });

  it("leaves the due source reading the next evaluation date", async () => {
    const { id } = await newObligation();
    await evaluate(id, { evaluation_date: "2021-03-01", status: "COMPLIANT", next_evaluation_date: "2021-09-01" });
    const items = await obligationEvaluationsDue.list({
      organizationIds: [holding],
      dueBefore: new Date(Date.UTC(2022, 0, 1)),
      limit: 100,
    });
    expect(items.find((item) => item.id === id)).toMatchObject({
      source: "obligationEvaluations",
      dueDate: new Date(Date.UTC(2021, 8, 1)),
      href: `/documents/binding-obligations/${id}`,
    });
  });
});
