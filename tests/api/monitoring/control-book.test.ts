import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { multipart, PDF } from "../../support/uploads";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays } from "@/lib/platform/recurrence/frequency";
import { listDue } from "@/lib/modules/due-sources";

type Caller = Awaited<ReturnType<typeof as>>;

const agreements = (orgId: string) => `/api/v1/organizations/${orgId}/agreements`;
const inspections = (orgId: string) => `/api/v1/organizations/${orgId}/inspections`;
const wire = (date: Date) => date.toISOString().slice(0, 10);
const ids = (page: { content: { id: string }[] }) => page.content.map((row) => row.id);

describe("control book", () => {
  let holding: string;
  let otherHolding: string;
  let limited: string;
  let editor: Caller;
  let reader: Caller;
  let other: Caller;
  let limitedManager: Caller;
  let responsibleId: string;
  let counter = 0;
  const today = calendarToday();

  const createAgreement = async (body: Record<string, unknown> = {}) => {
    const answer = await editor.post(agreements(holding), {
      body: {
        type: "SERVICE_AND_INSPECTION",
        title: `Boiler service ${++counter}`,
        starts_at: "2026-03-01",
        frequency: "P1Y",
        ...body,
      },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const pendingOf = async (agreementId: string) =>
    (await reader.get(`${inspections(holding)}?agreement_id=${agreementId}&status=PENDING`)).body.content as {
      id: string;
      dueDate: string;
      lastModifiedDate: string;
    }[];
  const complete = (inspectionId: string, body: Record<string, unknown> = {}) =>
    editor.put(`${inspections(holding)}/${inspectionId}`, {
      body: { status: "DONE", due_date: "2026-03-01", performed_at: "2026-03-05", result: "PASSED", ...body },
    });

  beforeAll(async () => {
    [holding, otherHolding, limited] = await Promise.all([demo.holding(), demo.other(), demo.limited()]);
    [editor, reader, other, limitedManager] = await Promise.all([
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("other@demo.example"),
      as("limited@demo.example"),
    ]);
    responsibleId = (
      await db().membership.findFirstOrThrow({ where: { organizationId: holding, userEmail: "manager@demo.example" } })
    ).id;
  });

  it("creates an agreement with its first inspection pending on the start date", async () => {
    const file = (await editor.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PDF, "contract.pdf") }))
      .body;
    const created = await createAgreement({
      title: "  Wastewater analysis ",
      type: "ANALYSIS",
      frequency: "P3M",
      starts_at: "2026-01-31",
      next_due_basis: "COMPLETION",
      reminder_lead_days: 14,
      responsible_id: responsibleId,
      description: "Composite sample at the outlet, analysed by the laboratory.",
      file_ids: [file.id],
    });
    expect(created).toMatchObject({
      title: "Wastewater analysis",
      type: "ANALYSIS",
      frequency: "P3M",
      startsAt: "2026-01-31",
      nextDueBasis: "COMPLETION",
      reminderLeadDays: 14,
      nextDueDate: "2026-01-31",
      responsible: { id: responsibleId },
      files: [{ id: file.id, name: "contract.pdf" }],
    });
    const pending = await pendingOf(created.id);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      dueDate: "2026-01-31",
      title: "Wastewater analysis",
      type: "ANALYSIS",
      responsible: { id: responsibleId },
    });
    expect((await reader.get(`${agreements(holding)}/${created.id}`)).body).toEqual(created);
  });

  it("completing an inspection on the schedule creates exactly one next one, a period after its due date", async () => {
    const agreement = await createAgreement({ starts_at: "2026-03-01" });
    const [first] = await pendingOf(agreement.id);
    // done late: the next stays on the schedule
    const done = await complete(first.id, { performed_at: "2026-04-20", findings: "Burner nozzle replaced." });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "DONE", performedAt: "2026-04-20", result: "PASSED", dueStatus: null });
    const next = await pendingOf(agreement.id);
    expect(next.map((row) => row.dueDate)).toEqual(["2027-03-01"]);
    expect((await reader.get(`${agreements(holding)}/${agreement.id}`)).body.nextDueDate).toBe("2027-03-01");
  });

  it("counts the next from the completion when the agreement says so", async () => {
    const agreement = await createAgreement({ starts_at: "2026-03-01", next_due_basis: "COMPLETION" });
    const [first] = await pendingOf(agreement.id);
    expect((await complete(first.id, { performed_at: "2026-04-20" })).status).toBe(200);
    expect((await pendingOf(agreement.id)).map((row) => row.dueDate)).toEqual(["2027-04-20"]);
  });

  it("creates no next inspection after a once-only one (P0D)", async () => {
    const agreement = await createAgreement({ title: "Soil analysis", type: "ANALYSIS", frequency: "P0D" });
    const [first] = await pendingOf(agreement.id);
    expect((await complete(first.id)).status).toBe(200);
    expect(await pendingOf(agreement.id)).toEqual([]);
    expect((await reader.get(`${agreements(holding)}/${agreement.id}`)).body.nextDueDate).toBeNull();
  });

  it("creates exactly one next inspection when two completions arrive at once", async () => {
    const agreement = await createAgreement();
    const [first] = await pendingOf(agreement.id);
    const answers = await Promise.all([complete(first.id), complete(first.id), complete(first.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const rows = await db().inspection.findMany({ where: { agreementId: agreement.id }, orderBy: { dueDate: "asc" } });
    expect(rows.map((row) => [row.status, wire(row.dueDate)])).toEqual([
      ["DONE", "2026-03-01"],
      ["PENDING", "2027-03-01"],
    ]);
  });

  it("answers 409 to the second of two completions from the same form, and creates one next", async () => {
    const agreement = await createAgreement();
    const [first] = await pendingOf(agreement.id);
    const answers = await Promise.all([
      complete(first.id, { last_modified_date: first.lastModifiedDate }),
      complete(first.id, { last_modified_date: first.lastModifiedDate }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await db().inspection.count({ where: { agreementId: agreement.id, status: "PENDING" } })).toBe(1);
  });

  it("answers 422 naming the field for bad input, and writes nothing", async () => {
    const before = await db().agreement.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: " " }, "title"],
      [{ type: "MAINTENANCE" }, "type"],
      [{ frequency: "P4Y" }, "frequency"],
      [{ starts_at: "2026-02-30" }, "startsAt"],
      [{ next_due_basis: "WHENEVER" }, "nextDueBasis"],
      [{ reminder_lead_days: 400 }, "reminderLeadDays"],
      [{ responsible_id: "6f1d0c9e-0000-4000-8000-000000000000" }, "responsibleId"],
    ];
    for (const [override, field] of cases) {
      const answer = await editor.post(agreements(holding), {
        body: { type: "ANALYSIS", title: "Analysis", starts_at: "2026-03-01", frequency: "P1Y", ...override },
      });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.error.fields)).toEqual([field]);
    }
    expect(await db().agreement.count()).toBe(before);

    const agreement = await createAgreement();
    const [first] = await pendingOf(agreement.id);
    const incomplete = await editor.put(`${inspections(holding)}/${first.id}`, {
      body: { status: "DONE", due_date: "2026-03-01" },
    });
    expect(incomplete.status).toBe(422);
    expect(Object.keys(incomplete.body.error.fields).sort()).toEqual(["performedAt", "result"]);
    expect(await db().inspection.count({ where: { agreementId: agreement.id } })).toBe(1);

    expect((await complete(first.id)).status).toBe(200);
    const back = await editor.put(`${inspections(holding)}/${first.id}`, {
      body: { status: "PENDING", due_date: "2026-03-01" },
    });
    expect(back.status).toBe(422);
    expect(Object.keys(back.body.error.fields)).toEqual(["status"]);
  });

  it("refuses another organization's machine, member or stakeholder as a link", async () => {
    const foreignMachine = await db().machine.create({
      data: { organizationId: otherHolding, name: "Other's press", inceptionDate: new Date(Date.UTC(2020, 0, 1)) },
    });
    const answer = await editor.post(agreements(holding), {
      body: {
        type: "SERVICE_AND_INSPECTION",
        title: "Press",
        starts_at: "2026-03-01",
        frequency: "P1Y",
        machine_id: foreignMachine.id,
      },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields)).toEqual(["machineId"]);
  });

  it("answers 409 to a stale agreement form and changes nothing", async () => {
    const agreement = await createAgreement();
    const base = { type: "SERVICE_AND_INSPECTION", starts_at: "2026-03-01", frequency: "P1Y" };
    const first = await editor.put(`${agreements(holding)}/${agreement.id}`, {
      body: { ...base, title: "Newer title", last_modified_date: agreement.lastModifiedDate },
    });
    expect(first.status).toBe(200);
    const stale = await editor.put(`${agreements(holding)}/${agreement.id}`, {
      body: { ...base, title: "Older title", frequency: "P2Y", last_modified_date: agreement.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect((await reader.get(`${agreements(holding)}/${agreement.id}`)).body).toMatchObject({
      title: "Newer title",
      frequency: "P1Y",
    });
  });

  it("moves the first inspection with the start date until one is done", async () => {
    const agreement = await createAgreement({ starts_at: "2026-03-01" });
    const put = await editor.put(`${agreements(holding)}/${agreement.id}`, {
      body: { type: "CALIBRATION", title: agreement.title, starts_at: "2026-05-15", frequency: "P2Y" },
    });
    expect(put.body).toMatchObject({ nextDueDate: "2026-05-15", type: "CALIBRATION" });
    expect(await pendingOf(agreement.id)).toMatchObject([{ dueDate: "2026-05-15", type: "CALIBRATION" }]);
  });

  it("filters inspections by status, type, responsible, due range and overdue", async () => {
    const overdueDate = wire(addDays(today, -3));
    const soonDate = wire(addDays(today, 10));
    const overdue = await createAgreement({
      title: "Filter overdue",
      type: "CALIBRATION",
      starts_at: overdueDate,
      responsible_id: responsibleId,
    });
    const soon = await createAgreement({ title: "Filter soon", type: "CALIBRATION", starts_at: soonDate });
    const query = (params: string) =>
      reader.get(`${inspections(holding)}?q=Filter&size=100&${params}`).then((answer) => {
        expect(answer.status).toBe(200);
        return answer.body;
      });
    const [overduePending] = await pendingOf(overdue.id);
    const [soonPending] = await pendingOf(soon.id);
    expect(ids(await query("overdue=true"))).toEqual([overduePending.id]);
    expect(ids(await query("overdue=false&type=CALIBRATION"))).toEqual([soonPending.id]);
    expect(ids(await query(`responsible_id=${responsibleId}`))).toEqual([overduePending.id]);
    expect(ids(await query(`due_from=${soonDate}&due_to=${soonDate}`))).toEqual([soonPending.id]);
    expect(ids(await query("status=DONE"))).toEqual([]);
    expect((await query("overdue=true")).content[0]).toMatchObject({ dueStatus: "OVERDUE" });
    expect((await query(`due_from=${soonDate}`)).content[0]).toMatchObject({ dueStatus: "DUE_SOON" });

    const list = (await reader.get(`${agreements(holding)}?q=Filter&overdue=true`)).body;
    expect(ids(list)).toEqual([overdue.id]);
    expect(list.content[0]).toMatchObject({ dueStatus: "OVERDUE" });
    // the due sources list the pending inspection for the dashboard and reminders
    const due = await listDue({ organizationIds: [holding], dueBefore: addDays(today, 1), limit: 1000 });
    expect(due.filter((item) => item.source === "inspections").map((item) => item.id)).toContain(overduePending.id);
  });

  it("exports the inspections as CSV", async () => {
    const answer = await reader.get(`${inspections(holding)}?format=csv&status=PENDING`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/text\/csv/);
  });

  it("records an ad-hoc inspection without an agreement, which needs a title", async () => {
    const untitled = await editor.post(inspections(holding), { body: { due_date: "2026-06-01" } });
    expect(untitled.status).toBe(422);
    expect(Object.keys(untitled.body.error.fields)).toEqual(["title"]);
    const created = await editor.post(inspections(holding), {
      body: {
        title: "Scaffolding check after storm",
        type: "SERVICE_AND_INSPECTION",
        due_date: "2026-06-01",
        status: "DONE",
        performed_at: "2026-06-01",
        result: "PASSED_WITH_REMARKS",
        findings: "Two anchors loose, tightened.",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ agreement: null, title: "Scaffolding check after storm", status: "DONE" });
  });

  it("archives an agreement with its pending inspection; its pending inspection alone is not archived", async () => {
    const agreement = await createAgreement();
    const [pending] = await pendingOf(agreement.id);
    const refused = await editor.delete(`${inspections(holding)}/${pending.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("in_use");
    expect((await editor.delete(`${agreements(holding)}/${agreement.id}`)).status).toBe(204);
    expect(ids((await reader.get(`${agreements(holding)}?q=${encodeURIComponent(agreement.title)}`)).body)).toEqual([]);
    expect(await pendingOf(agreement.id)).toEqual([]);
    expect((await reader.get(`${agreements(holding)}/${agreement.id}`)).body).toMatchObject({ nextDueDate: null });
  });

  it("raises an event from a failed inspection in one step, linked both ways, once", async () => {
    const agreement = await createAgreement({ title: "Press guard inspection" });
    const [first] = await pendingOf(agreement.id);
    const passed = await complete(first.id);
    expect((await editor.post(`${inspections(holding)}/${first.id}/event`)).status).toBe(422);
    const [second] = await pendingOf(agreement.id);
    await complete(second.id, {
      due_date: second.dueDate,
      result: "FAILED",
      findings: "Light curtain stops too late.",
    });
    const raised = await editor.post(`${inspections(holding)}/${second.id}/event`);
    expect(raised.status).toBe(201);
    expect(raised.body.eventId).toEqual(expect.any(String));
    const event = await reader.get(`/api/v1/organizations/${holding}/events/${raised.body.eventId}`);
    expect(event.body).toMatchObject({
      title: "Failed inspection: Press guard inspection",
      description: "Light curtain stops too late.",
      importance: "HIGH",
      kind: "UNSAFE_CONDITION",
      // the event names the inspection it came from, for its screen's link
      raisedFrom: [{ id: second.id, title: "Press guard inspection", dueDate: second.dueDate, result: "FAILED" }],
    });
    expect(await db().inspection.findMany({ where: { eventId: raised.body.eventId }, select: { id: true } })).toEqual([
      { id: second.id },
    ]);
    // again: the same event, no second one
    const again = await editor.post(`${inspections(holding)}/${second.id}/event`);
    expect(again.body.eventId).toBe(raised.body.eventId);
    expect(await db().event.count({ where: { idempotencyKey: second.id } })).toBe(1);
    expect(passed.body.eventId).toBeNull();
  });

  it("keeps each organization's control book to itself", async () => {
    const agreement = await createAgreement();
    const [pending] = await pendingOf(agreement.id);
    expect((await other.get(`${agreements(otherHolding)}/${agreement.id}`)).status).toBe(404);
    expect(
      (
        await other.put(`${inspections(otherHolding)}/${pending.id}`, {
          body: { status: "PENDING", due_date: "2026-01-01" },
        })
      ).status,
    ).toBe(404);
    expect(ids((await other.get(`${agreements(otherHolding)}?size=100`)).body)).not.toContain(agreement.id);
  });

  it("is not open to an organization with LIMITED access", async () => {
    const answer = await limitedManager.get(agreements(limited));
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("feature_not_available");
  });

  it("reminds of an agreement's inspection from the agreement's own lead time, on the dashboard and in the digest", async () => {
    const responsible = await db().membership.findUniqueOrThrow({ where: { id: responsibleId } });
    // a week's notice, due in 20 days: not yet; two months' notice, due in 45 days: already
    const short = await createAgreement({
      title: "Forklift inspection (a week's notice)",
      starts_at: wire(addDays(today, 20)),
      reminder_lead_days: 7,
      responsible_id: responsibleId,
    });
    const long = await createAgreement({
      title: "Authority report (two months' notice)",
      starts_at: wire(addDays(today, 45)),
      reminder_lead_days: 60,
      responsible_id: responsibleId,
    });
    const query = { organizationIds: [holding], dueBefore: addDays(today, 31), limit: 1000 };
    const titles = async (extra: object) => (await listDue({ ...query, ...extra })).map((item) => item.title);
    // the dashboard and the digest ask with today: each agreement's lead decides
    const soon = await titles({ today });
    expect(soon).toContain(long.title);
    expect(soon).not.toContain(short.title);
    const mine = await titles({ today, responsibleUserId: responsible.userId });
    expect(mine).toContain(long.title);
    expect(mine).not.toContain(short.title);
    // without today (the calendar feed) the date alone decides
    const byDate = await titles({});
    expect(byDate).toContain(short.title);
    expect(byDate).not.toContain(long.title);
    // the lead changes: a week's notice becomes a month's, and the inspection is due soon
    const agreement = await editor.get(`${agreements(holding)}/${short.id}`);
    const changed = await editor.put(`${agreements(holding)}/${short.id}`, {
      body: {
        type: "SERVICE_AND_INSPECTION",
        title: short.title,
        starts_at: wire(addDays(today, 20)),
        frequency: "P1Y",
        reminder_lead_days: 30,
        responsible_id: responsibleId,
        last_modified_date: agreement.body.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    expect(await titles({ today })).toContain(short.title);
  });
});
