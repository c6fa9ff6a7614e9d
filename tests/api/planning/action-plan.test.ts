// The action plan (issue 27): one engine for every source's actions. Managers plan; the member
// responsible for an action reports its progress, evidence and completion whatever their scope;
// effectiveness checks are records and "not effective" reopens the action and its closed event.
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { multipart, PNG } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;

const plan = (orgId: string) => `/api/v1/organizations/${orgId}/actions`;
const titles = (page: { content: { title: string }[] }) => page.content.map((row) => row.title);

describe("the action plan", () => {
  let holding: string;
  let subsidiary: string;
  let otherHolding: string;
  let manager: Caller;
  let editor: Caller;
  let reader: Caller;
  let editorMember: string;
  let otherMember: string;
  let counter = 0;
  const unique = (text: string) => `${text} ${++counter}-${Date.now()}`;

  const create = async (body: Record<string, unknown> = {}, orgId = holding) => {
    const answer = await manager.post(plan(orgId), { body: { title: unique("Guard the press"), ...body } });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  beforeAll(async () => {
    [holding, subsidiary, otherHolding] = await Promise.all([demo.holding(), demo.subsidiary(), demo.other()]);
    [manager, editor, reader] = await Promise.all([
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("reader@demo.example"),
    ]);
    const member = (organizationId: string, email: string) =>
      db().membership.findFirstOrThrow({ where: { organizationId, userEmail: email }, select: { id: true } });
    editorMember = (await member(holding, "editor@demo.example")).id;
    otherMember = (await member(otherHolding, "other@demo.example")).id;
  });

  it("plans an action with who, when and how urgent, and answers it as stored", async () => {
    const created = await create({
      title: " Fit a light curtain to the press ",
      description: "Hands reach the tool while it closes.",
      kind: "PREVENTIVE",
      priority: "HIGH",
      responsible_id: editorMember,
      due_date: "2027-02-15",
    });
    expect(created).toMatchObject({
      title: "Fit a light curtain to the press",
      source: "PLAN",
      sourceRecord: null,
      kind: "PREVENTIVE",
      priority: "HIGH",
      status: "PLANNED",
      dueDate: "2027-02-15",
      doneDate: null,
      responsible: { id: editorMember },
      organization: { id: holding },
      effectivenessChecks: [],
    });
    expect((await manager.get(`${plan(holding)}/${created.id}`)).body).toEqual(created);
  });

  it("lists the organization's actions with those of the organizations below it, and filters them", async () => {
    const tag = unique("Filter");
    const mine = await create({ title: `${tag} overdue`, due_date: "2020-01-10", responsible_id: editorMember });
    await create({ title: `${tag} later`, due_date: "2030-06-01", priority: "LOW" });
    await create({ title: `${tag} done`, status: "DONE", done_date: "2026-01-02", due_date: "2020-01-01" });
    await create({ title: `${tag} of the subsidiary`, due_date: "2029-01-01" }, subsidiary);
    const list = (query: string) =>
      manager.get(`${plan(holding)}?q=${encodeURIComponent(tag)}&sort=title,asc&${query}`);

    expect(titles((await list("")).body)).toEqual([
      `${tag} done`,
      `${tag} later`,
      `${tag} of the subsidiary`,
      `${tag} overdue`,
    ]);
    // open past their due date: not the done one, whose date has passed too
    expect(titles((await list("overdue=true")).body)).toEqual([`${tag} overdue`]);
    expect(titles((await list("status=OPEN")).body)).toEqual([
      `${tag} later`,
      `${tag} of the subsidiary`,
      `${tag} overdue`,
    ]);
    expect(titles((await list("status=DONE")).body)).toEqual([`${tag} done`]);
    expect(titles((await list("priority=LOW")).body)).toEqual([`${tag} later`]);
    expect(titles((await list(`responsibleId=${editorMember}`)).body)).toEqual([`${tag} overdue`]);
    expect(titles((await list("dueFrom=2029-01-01&dueTo=2030-12-31")).body)).toEqual([
      `${tag} later`,
      `${tag} of the subsidiary`,
    ]);
    expect(titles((await list(`organizationId=${subsidiary}`)).body)).toEqual([`${tag} of the subsidiary`]);
    expect(titles((await list("source=EVENT")).body)).toEqual([]);
    // the subsidiary's row names its organization, so the screen links into it
    const row = (await list(`organizationId=${subsidiary}`)).body.content[0];
    expect(row.organization).toEqual({ id: subsidiary, name: "Nordic Demo Production ApS" });
    // the subsidiary's own plan has only its own
    expect(titles((await manager.get(`${plan(subsidiary)}?q=${encodeURIComponent(tag)}`)).body)).toEqual([
      `${tag} of the subsidiary`,
    ]);
    expect(mine.id).toBeDefined();
  });

  it("exports the filtered plan with headings and values in the person's language", async () => {
    const tag = unique("Export");
    await create({ title: `${tag} A`, status: "IN_PROGRESS", priority: "HIGH" });
    await manager.patch("/api/v1/user", { body: { language: "da" } });
    try {
      const csv = await manager.get(`${plan(holding)}?q=${encodeURIComponent(tag)}&format=csv`);
      expect(csv.status).toBe(200);
      const text = String(csv.body);
      expect(text.split("\n")[0]).toContain("Handling");
      expect(text).toContain(`${tag} A`);
      expect(text).toContain("I gang");
      expect(text).toContain("Høj");
    } finally {
      await manager.patch("/api/v1/user", { body: { language: "en" } });
    }
  });

  it("refuses bad input with the field named, and changes nothing", async () => {
    const before = await db().action.count();
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await manager.post(plan(holding), { body: { title: "Refused", ...body } });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toHaveProperty(field);
    };
    await refused({ title: "" }, "title");
    await refused({ status: "CANCELLED" }, "cancelledReason");
    await refused({ status: "DONE" }, "doneDate");
    await refused({ status: "PLANNED", done_date: "2026-01-01" }, "doneDate");
    await refused({ source: "EVENT" }, "eventId");
    await refused({ source: "PLAN", inspection_id: "00000000-0000-4000-8000-000000000000" }, "inspectionId");
    await refused({ due_date: "2026-02-30" }, "dueDate");
    // another tenant's member and record are unknown here
    await refused({ responsible_id: otherMember }, "responsibleId");
    const otherEvent = await db().event.create({
      data: {
        organizationId: otherHolding,
        title: "Other's event",
        kind: "OBSERVATION",
        importance: "LOW",
        occurredAt: new Date(),
      },
    });
    await refused({ source: "EVENT", event_id: otherEvent.id, kind: "CORRECTIVE" }, "eventId");
    expect(await db().action.count()).toBe(before);
  });

  it("answers 409 to a change made on an older copy", async () => {
    const created = await create();
    const first = await manager.put(`${plan(holding)}/${created.id}`, {
      body: { title: "Changed", last_modified_date: created.lastModifiedDate },
    });
    expect(first.status).toBe(200);
    const stale = await manager.put(`${plan(holding)}/${created.id}`, {
      body: { title: "Changed again", last_modified_date: created.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect((await manager.get(`${plan(holding)}/${created.id}`)).body.title).toBe("Changed");
  });

  it("lets the responsible member below MANAGE see their action, report progress and close it with a photo, and nobody else", async () => {
    const created = await create({ responsible_id: editorMember, due_date: "2027-01-01" });
    const path = `${plan(holding)}/${created.id}`;
    // the reader is no manager and not responsible: refused to read and to report
    expect((await reader.get(path)).status).toBe(403);
    expect((await reader.post(`${path}/progress`, { body: { status: "IN_PROGRESS" } })).status).toBe(403);
    // the responsible editor reads it, but may not plan: list, create, change or archive
    expect((await editor.get(path)).body).toMatchObject({ id: created.id, mine: true });
    expect((await editor.get(plan(holding))).status).toBe(403);
    expect((await editor.post(plan(holding), { body: { title: "Mine" } })).status).toBe(403);
    expect((await editor.put(path, { body: { title: "Mine now" } })).status).toBe(403);
    expect((await editor.delete(path)).status).toBe(403);

    const started = await editor.post(`${path}/progress`, {
      body: { status: "IN_PROGRESS", note: "Ordered the parts" },
    });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: "IN_PROGRESS", note: "Ordered the parts", doneDate: null });
    const photo = (await editor.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PNG, "guard.png") }))
      .body;
    const done = await editor.post(`${path}/progress`, {
      body: {
        status: "DONE",
        done_date: "2026-11-20",
        file_ids: [photo.id],
        last_modified_date: started.body.lastModifiedDate,
      },
    });
    expect(done.status).toBe(200);
    // the note left out stays
    expect(done.body).toMatchObject({
      status: "DONE",
      doneDate: "2026-11-20",
      note: "Ordered the parts",
      files: [{ id: photo.id }],
    });
    // a done action needs its day; a cancelled one is a manager's to reopen
    expect((await editor.post(`${path}/progress`, { body: { status: "DONE" } })).body.error.fields).toHaveProperty(
      "doneDate",
    );
    await manager.put(path, {
      body: {
        title: created.title,
        responsible_id: editorMember,
        status: "CANCELLED",
        cancelled_reason: "Machine scrapped",
      },
    });
    expect((await editor.post(`${path}/progress`, { body: { status: "IN_PROGRESS" } })).status).toBe(422);
  });

  it("keeps every effectiveness check as a record, and reopens an action found not effective with its closed event", async () => {
    const event = await db().event.create({
      data: {
        organizationId: holding,
        title: unique("Oil on the floor"),
        kind: "NEAR_MISS",
        importance: "MEDIUM",
        occurredAt: new Date(),
      },
    });
    const created = await create({
      source: "EVENT",
      event_id: event.id,
      kind: "CORRECTIVE",
      responsible_id: editorMember,
    });
    const path = `${plan(holding)}/${created.id}`;
    // not done yet: nothing to check
    const early = await manager.post(`${path}/effectiveness-checks`, { body: { result: "EFFECTIVE" } });
    expect(early.status).toBe(422);
    expect(early.body.error.fields).toHaveProperty("result");
    await editor.post(`${path}/progress`, { body: { status: "DONE", done_date: "2026-11-01" } });
    await db().event.update({ where: { id: event.id }, data: { status: "CLOSED", closedDate: new Date() } });
    // the responsible editor is no manager: checking is for managers
    expect((await editor.post(`${path}/effectiveness-checks`, { body: { result: "EFFECTIVE" } })).status).toBe(403);

    const failed = await manager.post(`${path}/effectiveness-checks`, {
      body: { result: "NOT_EFFECTIVE", note: "Oil found again in week 47", next_check_date: "2027-01-15" },
    });
    expect(failed.status).toBe(201);
    expect(failed.body).toMatchObject({ status: "IN_PROGRESS", doneDate: null, effectivenessDueDate: "2027-01-15" });
    expect(failed.body.effectivenessChecks).toEqual([
      expect.objectContaining({
        result: "NOT_EFFECTIVE",
        note: "Oil found again in week 47",
        checkedByName: "Mette Manager",
      }),
    ]);
    expect(await db().event.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      status: "ACTIONS_PENDING",
      closedDate: null,
    });
    await editor.post(`${path}/progress`, { body: { status: "DONE", done_date: "2026-11-25" } });
    const worked = await manager.post(`${path}/effectiveness-checks`, { body: { result: "EFFECTIVE" } });
    expect(worked.body.status).toBe("DONE");
    // both checks stay, newest first
    expect(worked.body.effectivenessChecks.map((check: { result: string }) => check.result)).toEqual([
      "EFFECTIVE",
      "NOT_EFFECTIVE",
    ]);
  });

  it("shows an action added in the plan on its event, and refuses the event form that had not seen it", async () => {
    const reported = await manager.post(`/api/v1/organizations/${holding}/events`, {
      body: {
        title: unique("Forklift near miss"),
        kind: "NEAR_MISS",
        importance: "HIGH",
        occurred_at: "2026-11-02T09:00:00Z",
      },
    });
    const eventPath = `/api/v1/organizations/${holding}/events/${reported.body.id}`;
    const seen = (await manager.get(eventPath)).body;
    const action = await create({ source: "EVENT", event_id: seen.id, kind: "PREVENTIVE", due_date: "2027-03-01" });
    const event = (await manager.get(eventPath)).body;
    expect(event.actions).toEqual([
      expect.objectContaining({
        id: action.id,
        type: "PREVENTIVE",
        description: action.title,
        status: "PLANNED",
        waived: false,
      }),
    ]);
    expect(event.openActions).toBe(1);
    expect(action.sourceRecord).toEqual({
      id: seen.id,
      title: seen.title,
      href: `/evaluation/event-handling/${seen.id}`,
    });
    // the form opened before the action was added would remove it: 409
    const stale = await manager.put(eventPath, {
      body: {
        title: seen.title,
        kind: seen.kind,
        importance: seen.importance,
        occurred_at: seen.occurredAt,
        status: "UNDER_INVESTIGATION",
        actions: [],
        last_modified_date: seen.lastModifiedDate,
      },
    });
    expect(stale.status).toBe(409);
    expect(await db().action.count({ where: { eventId: seen.id } })).toBe(1);
    // an event's action stays corrective or preventive
    const improvement = await manager.put(`${plan(holding)}/${action.id}`, {
      body: { title: action.title, kind: "IMPROVEMENT" },
    });
    expect(improvement.status).toBe(422);
    expect(improvement.body.error.fields).toHaveProperty("kind");
  });

  it("reads its history as records, in the person's language", async () => {
    const created = await create({ responsible_id: editorMember });
    await editor.post(`${plan(holding)}/${created.id}/progress`, { body: { status: "IN_PROGRESS" } });
    await manager.patch("/api/v1/user", { body: { language: "da" } });
    try {
      const history = (await manager.get(`${plan(holding)}/${created.id}/history`)).body.content;
      expect(history.map((entry: { action: string }) => entry.action)).toEqual(["UPDATE", "CREATE"]);
      expect(history[0].actorName).toBe("Erik Editor");
      expect(JSON.stringify(history[0])).toContain("I gang");
    } finally {
      await manager.patch("/api/v1/user", { body: { language: "en" } });
    }
    // the responsible member may read it too; the reader may not
    expect((await editor.get(`${plan(holding)}/${created.id}/history`)).status).toBe(200);
    expect((await reader.get(`${plan(holding)}/${created.id}/history`)).status).toBe(403);
  });

  it("archives an action out of the plan and restores it", async () => {
    const created = await create({ title: unique("Archived") });
    expect((await manager.delete(`${plan(holding)}/${created.id}`)).status).toBe(204);
    const search = (archived: string) =>
      manager
        .get(`${plan(holding)}?q=${encodeURIComponent(created.title)}${archived}`)
        .then((answer) => titles(answer.body));
    expect(await search("")).toEqual([]);
    expect(await search("&archived=true")).toEqual([created.title]);
    expect((await manager.post(`${plan(holding)}/${created.id}/restore`, { body: {} })).body.archivedDate).toBeNull();
    expect(await search("")).toEqual([created.title]);
  });
});
