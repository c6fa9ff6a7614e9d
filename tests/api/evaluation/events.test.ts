// Events: reporting (idempotent, with photos), bad input, the investigation and its actions, tenancy
// and permissions. Lists, statistics and due items are in events-lists.test.ts.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/platform/db";
import { multipart, PNG } from "../../support/uploads";
import { seedDemoEvents } from "@/prisma/seed/demo-events";
import type { SeedClient } from "@/prisma/seed/client";
import { actionBody, edit, eventCallers, events, ids, reportEvent, type Caller } from "./event-calls";

describe("events", () => {
  let holding: string;
  let otherHolding: string;
  let limited: string;
  let editor: Caller;
  let reader: Caller;
  let other: Caller;
  let limitedEditor: Caller;
  let managerMembership: string;

  const report = (body: Record<string, unknown> = {}, org = holding, caller = editor) => reportEvent(caller, org, body);

  beforeAll(async () => {
    ({ holding, otherHolding, limited, editor, reader, other, limitedEditor, managerMembership } =
      await eventCallers());
  });

  it("seeds the demo holding's twenty events over two years, in every status, a few with photos", async () => {
    const user = (email: string) => db().user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    const organization = await db().organization.create({
      data: { name: `Demo events ${randomUUID()}`, type: "SUBSIDIARY", parentId: holding, holdingId: holding },
    });
    await seedDemoEvents(db() as unknown as SeedClient, organization.id, {
      manager: (await user("manager@demo.example")).id,
      editor: (await user("editor@demo.example")).id,
    });
    const seeded = await db().event.findMany({
      where: { organizationId: organization.id },
      select: { status: true, occurredAt: true, files: { select: { contentType: true, id: true } } },
    });
    expect(seeded).toHaveLength(20);
    expect(new Set(seeded.map((event) => event.status))).toEqual(
      new Set(["REPORTED", "UNDER_INVESTIGATION", "ACTIONS_PENDING", "CLOSED"]),
    );
    const oldest = Math.min(...seeded.map((event) => event.occurredAt.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(600 * 86_400_000);
    const photos = seeded.flatMap((event) => event.files);
    expect(photos.length).toBeGreaterThanOrEqual(3);
    const raw = await editor.get(`/api/v1/organizations/${organization.id}/files/${photos[0].id}/raw`);
    expect(raw.status).toBe(200);
    expect(photos.every((photo) => photo.contentType === "image/png")).toBe(true);
  });

  it("stores a report with its place, position and photo, and names the reporter", async () => {
    const area = await db().area.create({ data: { organizationId: holding, name: `Press hall ${randomUUID()}` } });
    const photo = (await editor.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PNG, "photo.png") }))
      .body;
    const created = await report({
      title: "  Forklift nearly hit a pedestrian ",
      description: "Reversing out of aisle 3 without looking.",
      kind: "NEAR_MISS",
      importance: "HIGH",
      accident_occurred: false,
      area_id: area.id,
      latitude: 55.6761,
      longitude: 12.5683,
      file_ids: [photo.id],
    });
    expect(created).toMatchObject({
      title: "Forklift nearly hit a pedestrian",
      kind: "NEAR_MISS",
      importance: "HIGH",
      accidentOccurred: false,
      area: { id: area.id },
      latitude: 55.6761,
      longitude: 12.5683,
      status: "REPORTED",
      reporterName: expect.stringMatching(/\S/),
      files: [{ id: photo.id, contentType: "image/png" }],
      actions: [],
    });
    expect(new Date(created.occurredAt).toISOString()).toBe("2026-03-10T08:30:00.000Z");
    expect((await reader.get(`${events(holding)}/${created.id}`)).body).toEqual(created);
  });

  it("stores a report sent twice with one idempotency key once, also when both arrive at the same time", async () => {
    const key = randomUUID();
    const first = await report({ idempotency_key: key, title: "Spill at the tank" });
    const again = await report({ idempotency_key: key, title: "Spill at the tank" });
    expect(again.id).toBe(first.id);
    expect(await db().event.count({ where: { idempotencyKey: key } })).toBe(1);

    const together = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        editor.post(events(holding), {
          body: {
            title: "Same report",
            kind: "OBSERVATION",
            importance: "LOW",
            occurred_at: new Date().toISOString(),
            idempotency_key: together,
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await db().event.count({ where: { idempotencyKey: together } })).toBe(1);
  });

  it("keeps one organization's key apart from another's", async () => {
    const key = randomUUID();
    const mine = await report({ idempotency_key: key });
    const theirs = await report({ idempotency_key: key }, otherHolding, other);
    expect(theirs.id).not.toBe(mine.id);
  });

  it("answers 422 naming the field for bad input, and writes nothing", async () => {
    const foreignArea = await db().area.create({
      data: { organizationId: otherHolding, name: `Foreign ${randomUUID()}` },
    });
    const before = await db().event.count();
    const valid = {
      title: "Spill",
      kind: "ENVIRONMENTAL_INCIDENT",
      importance: "LOW",
      occurred_at: "2026-03-10T09:30:00Z",
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, title: " " }, "title"],
      [{ ...valid, kind: "FIRE" }, "kind"],
      [{ ...valid, importance: "CRITICAL" }, "importance"],
      [{ ...valid, occurred_at: "yesterday" }, "occurredAt"],
      [{ ...valid, latitude: 91 }, "latitude"],
      [{ ...valid, idempotency_key: "not-a-key" }, "idempotencyKey"],
      [{ ...valid, area_id: foreignArea.id }, "areaId"],
    ];
    for (const [body, field] of cases) {
      const answer = await editor.post(events(holding), { body });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.error.fields)).toEqual([field]);
    }
    expect(await db().event.count()).toBe(before);
  });

  it("takes an event through the investigation: two actions, both done, then closed", async () => {
    const event = await report({ kind: "ACCIDENT", accident_occurred: true, importance: "HIGH" });
    const path = `${events(holding)}/${event.id}`;
    const investigating = await editor.put(path, {
      body: edit(event, {
        status: "UNDER_INVESTIGATION",
        immediate_action: "Area closed off, oil absorbed.",
        investigation: "The hydraulic hose of press 2 was worn.",
        root_cause: "No inspection of hoses in the maintenance plan.",
        actions: [
          {
            type: "CORRECTIVE",
            description: "Replace the hose",
            responsible_id: managerMembership,
            due_date: "2026-03-20",
          },
          { type: "PREVENTIVE", description: "Add hoses to the yearly inspection", due_date: "2026-04-30" },
        ],
      }),
    });
    expect(investigating.status).toBe(200);
    expect(investigating.body).toMatchObject({
      status: "UNDER_INVESTIGATION",
      rootCause: "No inspection of hoses in the maintenance plan.",
      openActions: 2,
      actions: [
        { type: "CORRECTIVE", responsible: { id: managerMembership }, dueDate: "2026-03-20", doneDate: null },
        { type: "PREVENTIVE", responsible: null, dueDate: "2026-04-30" },
      ],
    });
    const [hose, plan] = investigating.body.actions;

    // closing while an action is open is refused, naming the status
    const early = await editor.put(path, {
      body: edit(investigating.body, { status: "CLOSED", actions: investigating.body.actions.map(actionBody) }),
    });
    expect(early.status).toBe(422);
    expect(early.body.error.fields).toEqual({ status: expect.any(String) });

    const pending = await editor.put(path, {
      body: edit(investigating.body, {
        status: "ACTIONS_PENDING",
        actions: [{ ...actionBody(hose), done_date: "2026-03-18" }, actionBody(plan)],
      }),
    });
    expect(pending.status).toBe(200);
    expect(pending.body.openActions).toBe(1);

    const closed = await editor.put(path, {
      body: edit(pending.body, {
        status: "CLOSED",
        actions: [
          actionBody(pending.body.actions[0]),
          { ...actionBody(plan), waived: true, waived_reason: "Covered by the new maintenance plan" },
        ],
      }),
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: "CLOSED", openActions: 0, closedDate: expect.any(String) });
    expect(closed.body.actions.map((action: { id: string }) => action.id)).toEqual([hose.id, plan.id]);

    const history = (await reader.get(`${path}/history`)).body.content as { entityType: string }[];
    expect(history.map((entry) => entry.entityType)).toEqual(expect.arrayContaining(["event", "action"]));
  });

  it("refuses an action of another event, another tenant's member, and a stale form (409)", async () => {
    const a = await report();
    const b = await report();
    const withAction = (
      await editor.put(`${events(holding)}/${a.id}`, {
        body: edit(a, { actions: [{ type: "CORRECTIVE", description: "Fix it" }] }),
      })
    ).body;
    const stolen = await editor.put(`${events(holding)}/${b.id}`, {
      body: edit(b, { actions: [actionBody(withAction.actions[0])] }),
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.error.fields).toEqual({ "actions.0.id": expect.any(String) });

    const foreignMember = await db().membership.findFirstOrThrow({
      where: { organizationId: otherHolding },
      select: { id: true },
    });
    const foreign = await editor.put(`${events(holding)}/${b.id}`, {
      body: edit(b, { actions: [{ type: "CORRECTIVE", description: "Fix it", responsible_id: foreignMember.id }] }),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.fields).toEqual({ "actions.0.responsibleId": expect.any(String) });

    const stale = await editor.put(`${events(holding)}/${a.id}`, { body: edit(a, { title: "Older form" }) });
    expect(stale.status).toBe(409);
    expect((await reader.get(`${events(holding)}/${a.id}`)).body).toMatchObject({ title: a.title, openActions: 1 });
  });

  it("keeps one tenant's events from another", async () => {
    const event = await report();
    const foreignPath = `${events(otherHolding)}/${event.id}`;
    expect((await other.get(`${events(holding)}/${event.id}`)).status).toBe(404);
    expect((await other.get(foreignPath)).status).toBe(404);
    expect((await other.put(foreignPath, { body: edit(event, { title: "Taken" }) })).status).toBe(404);
    expect((await other.delete(foreignPath)).status).toBe(404);
    expect(ids((await other.get(events(otherHolding))).body)).not.toContain(event.id);
  });

  it("lets readers read and refuses their writes; a LIMITED organization reports and handles events", async () => {
    const event = await report();
    expect((await reader.get(`${events(holding)}/${event.id}`)).status).toBe(200);
    expect(
      (
        await reader.post(events(holding), {
          body: { title: "x", kind: "OBSERVATION", importance: "LOW", occurred_at: new Date().toISOString() },
        })
      ).status,
    ).toBe(403);
    expect((await reader.put(`${events(holding)}/${event.id}`, { body: edit(event, {}) })).status).toBe(403);
    const limitedEvent = await report({}, limited, limitedEditor);
    expect((await limitedEditor.get(`${events(limited)}/${limitedEvent.id}`)).status).toBe(200);
  });
});
