// The phone's quick actions send a draft once: a meter reading, a waste collection and an ad-hoc
// finding sent again with the draft's idempotency key (a lost answer, a retry once back online) are
// stored once and answered with the same record; another key is another record; one organization's
// keys never meet another's.
import { randomUUID } from "node:crypto";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { setUp } from "./waste-setup";

type Caller = Awaited<ReturnType<typeof as>>;

const base = (orgId: string) => `/api/v1/organizations/${orgId}`;

/** The fields a history shows its reader. */
const readFields = (history: { content: { readable: { changes: { field: string }[] } }[] }) =>
  history.content.flatMap((entry) => entry.readable.changes.map((change) => change.field));

describe("quick actions sent once", () => {
  let holding: string;
  let otherHolding: string;
  let editor: Caller;
  let other: Caller;
  let counter = 0;

  const meterOf = async (caller: Caller, orgId: string) => {
    const answer = await caller.post(`${base(orgId)}/meters`, {
      body: { name: `Quick meter ${++counter}`, meter_type: "ELECTRICITY", unit: "KWH", reading_mode: "REGISTER" },
    });
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  };
  /** A moment of its own for every reading, so that no two readings of a test meet by accident. */
  const moment = () => new Date(Date.UTC(2026, 0, 1) + ++counter * 3_600_000).toISOString();

  beforeAll(async () => {
    [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    [editor, other] = await Promise.all([as("editor@demo.example"), as("other@demo.example")]);
  });

  describe("a meter reading", () => {
    const read = (caller: Caller, orgId: string, meterId: string, body: Record<string, unknown>) =>
      caller.post(`${base(orgId)}/meters/${meterId}/readings`, { body });

    it("is stored once when sent twice with one key, also when both arrive at the same time", async () => {
      const meterId = await meterOf(editor, holding);
      const key = randomUUID();
      const body = { performed_at: moment(), value: "120", idempotency_key: key };
      const first = await read(editor, holding, meterId, body);
      const again = await read(editor, holding, meterId, { ...body, value: "999" });
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      expect(await db().meterReading.count({ where: { idempotencyKey: key } })).toBe(1);

      const together = randomUUID();
      const at = moment();
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          read(editor, holding, meterId, { performed_at: at, value: "130", idempotency_key: together }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect(await db().meterReading.count({ where: { meterId } })).toBe(2);
      // the key is bookkeeping: the history shows the reading without it
      const history = await editor.get(`${base(holding)}/meters/${meterId}/history`);
      expect(history.status).toBe(200);
      expect(readFields(history.body)).not.toContain("idempotencyKey");
    });

    it("stores two readings for two keys, and keeps the meter's rule of one reading per moment", async () => {
      const meterId = await meterOf(editor, holding);
      const at = moment();
      const first = await read(editor, holding, meterId, {
        performed_at: at,
        value: "5",
        idempotency_key: randomUUID(),
      });
      const second = await read(editor, holding, meterId, {
        performed_at: moment(),
        value: "6",
        idempotency_key: randomUUID(),
      });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.id).not.toBe(first.body.id);
      const sameMoment = await read(editor, holding, meterId, {
        performed_at: at,
        value: "5",
        idempotency_key: randomUUID(),
      });
      expect(sameMoment.status).toBe(409);
      expect(await db().meterReading.count({ where: { meterId } })).toBe(2);
    });

    it("answers 404 for another tenant's meter, and keeps one organization's keys apart from another's", async () => {
      const theirMeter = await meterOf(other, otherHolding);
      const key = randomUUID();
      const refused = await read(editor, holding, theirMeter, {
        performed_at: moment(),
        value: "1",
        idempotency_key: key,
      });
      expect(refused.status).toBe(404);
      expect(await db().meterReading.count({ where: { idempotencyKey: key } })).toBe(0);

      const mine = await read(editor, holding, await meterOf(editor, holding), {
        performed_at: moment(),
        value: "1",
        idempotency_key: key,
      });
      const theirs = await read(other, otherHolding, theirMeter, {
        performed_at: moment(),
        value: "1",
        idempotency_key: key,
      });
      expect([mine.status, theirs.status]).toEqual([201, 201]);
      expect(theirs.body.id).not.toBe(mine.body.id);
    });

    it("refuses a key that is not a UUID", async () => {
      const answer = await read(editor, holding, await meterOf(editor, holding), {
        performed_at: moment(),
        value: "1",
        idempotency_key: "again",
      });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.error.fields)).toEqual(["idempotencyKey"]);
    });
  });

  describe("a waste collection", () => {
    let mine: Awaited<ReturnType<typeof setUp>>;
    let theirs: Awaited<ReturnType<typeof setUp>>;
    const collect = (caller: Caller, at: string, arrangementId: string, key: string, quantity = "250") =>
      caller.post(`${at}/bulk-registrations`, {
        body: {
          performed_at: "2026-02-10",
          lines: [{ arrangement_id: arrangementId, quantity }],
          idempotency_key: key,
        },
      });

    beforeAll(async () => {
      mine = await setUp(editor, holding, `Quick recycler ${randomUUID()}`);
      theirs = await setUp(other, otherHolding, `Their recycler ${randomUUID()}`);
    });

    it("is stored once when sent twice with one key, also when both arrive at the same time", async () => {
      const key = randomUUID();
      const first = await collect(editor, mine.at, mine.cardboard.id, key);
      const again = await collect(editor, mine.at, mine.cardboard.id, key, "999");
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      expect(await db().wasteBulkRegistration.count({ where: { idempotencyKey: key } })).toBe(1);
      expect(await db().wasteRegistrationLine.count({ where: { bulkRegistrationId: first.body.id } })).toBe(1);

      const together = randomUUID();
      const answers = await Promise.all([1, 2, 3].map(() => collect(editor, mine.at, mine.tubes.id, together, "4")));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect(await db().wasteBulkRegistration.count({ where: { idempotencyKey: together } })).toBe(1);
    });

    it("stores two collections for two keys", async () => {
      const first = await collect(editor, mine.at, mine.mixed.id, randomUUID(), "2");
      const second = await collect(editor, mine.at, mine.mixed.id, randomUUID(), "2");
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.id).not.toBe(first.body.id);
    });

    it("refuses another tenant's handler (404) and arrangement (422), and keeps the organizations' keys apart", async () => {
      const key = randomUUID();
      const theirHandler = await collect(
        editor,
        `${base(holding)}/waste-handler-associations/${theirs.handler.id}`,
        mine.cardboard.id,
        key,
      );
      expect(theirHandler.status).toBe(404);
      const theirArrangement = await collect(editor, mine.at, theirs.cardboard.id, key);
      expect(theirArrangement.status).toBe(422);
      expect(Object.keys(theirArrangement.body.error.fields)).toEqual(["lines.0.arrangementId"]);
      expect(await db().wasteBulkRegistration.count({ where: { idempotencyKey: key } })).toBe(0);

      const ours = await collect(editor, mine.at, mine.cardboard.id, key);
      const theirsToo = await collect(other, theirs.at, theirs.cardboard.id, key);
      expect([ours.status, theirsToo.status]).toEqual([201, 201]);
      expect(theirsToo.body.id).not.toBe(ours.body.id);
    });
  });

  describe("an ad-hoc finding", () => {
    const finding = (caller: Caller, orgId: string, body: Record<string, unknown>) =>
      caller.post(`${base(orgId)}/inspections`, {
        body: {
          title: "Fire extinguisher missing at gate 3",
          due_date: "2026-02-10",
          status: "DONE",
          performed_at: "2026-02-10",
          result: "PASSED_WITH_REMARKS",
          findings: "The bracket is empty.",
          ...body,
        },
      });

    it("is stored once with its action when sent twice with one key, also when both arrive at the same time", async () => {
      const key = randomUUID();
      const body = { idempotency_key: key, corrective_action: { title: "Hang a new extinguisher" } };
      const first = await finding(editor, holding, body);
      const again = await finding(editor, holding, { ...body, title: "Something else" });
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      expect(await db().inspection.count({ where: { idempotencyKey: key } })).toBe(1);
      const actions = await db().action.findMany({ where: { inspectionId: first.body.id } });
      expect(actions).toEqual([
        expect.objectContaining({ source: "INSPECTION", kind: "CORRECTIVE", title: "Hang a new extinguisher" }),
      ]);

      const together = randomUUID();
      const answers = await Promise.all(
        [1, 2, 3].map(() => finding(editor, holding, { ...body, idempotency_key: together })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect(await db().action.count({ where: { inspectionId: answers[0].body.id } })).toBe(1);
      const history = await editor.get(`${base(holding)}/inspections/${first.body.id}/history`);
      expect(history.status).toBe(200);
      expect(readFields(history.body)).not.toContain("idempotencyKey");
    });

    it("stores two findings for two keys, and raises its event once", async () => {
      const first = await finding(editor, holding, { idempotency_key: randomUUID() });
      const second = await finding(editor, holding, { idempotency_key: randomUUID() });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.id).not.toBe(first.body.id);
      expect(await db().action.count({ where: { inspectionId: first.body.id } })).toBe(0);

      const raise = () => editor.post(`${base(holding)}/inspections/${first.body.id}/event`, { body: {} });
      const raised = await raise();
      const raisedAgain = await raise();
      expect([raised.status, raisedAgain.status]).toEqual([201, 201]);
      expect(raisedAgain.body.eventId).toBe(raised.body.eventId);
      expect(await db().event.count({ where: { idempotencyKey: first.body.id } })).toBe(1);
    });

    it("refuses an action for someone who may not act in the organization, and keeps the organizations' keys apart", async () => {
      const stranger = await db().membership.findFirstOrThrow({ where: { organizationId: otherHolding } });
      const key = randomUUID();
      const refused = await finding(editor, holding, {
        idempotency_key: key,
        corrective_action: { title: "Fix it", responsible_id: stranger.id },
      });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.error.fields)).toEqual(["correctiveAction.responsibleId"]);
      expect(await db().inspection.count({ where: { idempotencyKey: key } })).toBe(0);

      const mine = await finding(editor, holding, { idempotency_key: key });
      const theirs = await finding(other, otherHolding, { idempotency_key: key });
      expect([mine.status, theirs.status]).toEqual([201, 201]);
      expect(theirs.body.id).not.toBe(mine.body.id);
    });
  });
});
