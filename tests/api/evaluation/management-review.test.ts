// Management review (issue 28): the inputs assembled from the records for the period (a meter's
// consumption, an accident, a decision's action), comments and decisions with their actions in the
// action engine, inputs frozen when the review is held so that later readings and action changes do
// not alter them, approval by a manager only once held, read-only after, the actions of earlier
// reviews as an input of the next, and the minutes as a PDF.
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { pdfText } from "../../support/pdf-text";

type Caller = Awaited<ReturnType<typeof as>>;

let holding: string;
let manager: Caller;
let editor: Caller;
let reader: Caller;
const api = (path: string, orgId = holding) => `/api/v1/organizations/${orgId}${path}`;
const period = { periodStart: "2025-01-01", periodEnd: "2025-12-31" };

beforeAll(async () => {
  holding = await demo.holding();
  [manager, editor, reader] = await Promise.all([
    as("manager@demo.example"),
    as("editor@demo.example"),
    as("reader@demo.example"),
  ]);
});

async function prepare(title: string, meetingDate = "2026-02-10") {
  const answer = await editor.post(api("/management-reviews"), { body: { title, meetingDate, ...period } });
  expect(answer.status).toBe(201);
  return answer.body;
}

describe("a management review", () => {
  it("assembles its inputs, freezes them when held, and keeps them through later changes and the approval", async () => {
    // the records of 2025: 4,000 kWh on an electricity meter and an accident in which someone was hurt
    const meter = await editor.post(api("/meters"), {
      body: { name: "Review meter", meter_type: "ELECTRICITY", unit: "KWH", reading_mode: "REGISTER" },
    });
    expect(meter.status).toBe(201);
    const read = (at: string, value: string) =>
      editor.post(api(`/meters/${meter.body.id}/readings`), { body: { performed_at: at, value } });
    expect((await read("2025-01-01T00:00:00+01:00", "1000")).status).toBe(201);
    expect((await read("2025-07-01T00:00:00+02:00", "5000")).status).toBe(201);
    const accident = await editor.post(api("/events"), {
      body: {
        title: "Cut on a sheet edge",
        kind: "ACCIDENT",
        importance: "MEDIUM",
        accident_occurred: true,
        occurred_at: "2025-05-12T09:30:00+02:00",
      },
    });
    expect(accident.status).toBe(201);

    const review = await prepare("Management review 2025");
    expect(review).toMatchObject({ status: "DRAFT", inputs: null });
    const live = (await reader.get(api(`/management-reviews/${review.id}/inputs`))).body;
    expect(live.frozen).toBe(false);
    expect(live.inputs.monitoring.energyKwh).toBe(4000);
    expect(live.inputs.nonconformities.events.ACCIDENT).toBe(1);
    expect(live.inputs.nonconformities.injuries).toBe(1);
    expect(live.inputs.period).toEqual({ start: "2025-01-01", end: "2025-12-31" });

    // two inputs commented, a decision with its action
    for (const [inputKey, comment] of [
      ["monitoring", "Electricity rose with the new press line."],
      ["nonconformities", "One lost-time accident; guards ordered."],
    ]) {
      expect(
        (await editor.put(api(`/management-reviews/${review.id}/comments`), { body: { inputKey, comment } })).status,
      ).toBe(200);
    }
    const decided = await editor.post(api(`/management-reviews/${review.id}/decisions`), {
      body: {
        text: "Fit guards on every sheet press",
        action: { title: "Order and fit press guards", dueDate: "2026-04-30" },
      },
    });
    expect(decided.status).toBe(201);
    const [decision] = decided.body.decisions;
    expect(decision.actions).toEqual([
      expect.objectContaining({ title: "Order and fit press guards", status: "PLANNED", dueDate: "2026-04-30" }),
    ]);
    const plan = (await manager.get(api("/actions?source=REVIEW&size=100"))).body.content;
    expect(plan.find((row: { id: string }) => row.id === decision.actions[0].id)).toMatchObject({
      kind: "IMPROVEMENT",
      sourceRecord: { id: decision.id, title: "Fit guards on every sheet press" },
    });

    // approval comes after the meeting, and is a manager's
    expect(await manager.post(api(`/management-reviews/${review.id}/approve`), { body: {} })).toMatchObject({
      status: 409,
      body: { error: { code: "not_held" } },
    });
    const held = await editor.post(api(`/management-reviews/${review.id}/hold`), { body: {} });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ status: "HELD", heldByName: expect.any(String) });
    expect(held.body.inputs.monitoring.energyKwh).toBe(4000);
    expect((await editor.post(api(`/management-reviews/${review.id}/approve`), { body: {} })).status).toBe(403);

    // later: another reading in 2025 and the decision's action done; the held inputs stay
    expect((await read("2025-10-01T00:00:00+02:00", "6000")).status).toBe(201);
    const action = await manager.get(api(`/actions/${decision.actions[0].id}`));
    const done = await manager.put(api(`/actions/${decision.actions[0].id}`), {
      body: {
        title: action.body.title,
        dueDate: action.body.dueDate,
        status: "DONE",
        doneDate: "2026-03-01",
        lastModifiedDate: action.body.lastModifiedDate,
      },
    });
    expect(done.status).toBe(200);
    const frozen = (await reader.get(api(`/management-reviews/${review.id}/inputs`))).body;
    expect(frozen.frozen).toBe(true);
    expect(frozen.inputs.monitoring.energyKwh).toBe(4000);
    expect(frozen.inputs.assembledAt).toBe(held.body.inputs.assembledAt);
    // the records did change: a draft of the same period reads 5,000 kWh now
    const other = await prepare("Check of the same period");
    expect((await reader.get(api(`/management-reviews/${other.id}/inputs`))).body.inputs.monitoring.energyKwh).toBe(
      5000,
    );

    const approved = await manager.post(api(`/management-reviews/${review.id}/approve`), { body: {} });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "APPROVED", approvedByName: expect.any(String) });
    expect(approved.body.inputs).toEqual(held.body.inputs);
    // read-only after: no comment, change or decision
    const refused = await Promise.all([
      editor.put(api(`/management-reviews/${review.id}/comments`), { body: { inputKey: "audits", comment: "Late" } }),
      editor.put(api(`/management-reviews/${review.id}`), {
        body: { title: "Changed", meetingDate: "2026-02-10", ...period },
      }),
      editor.post(api(`/management-reviews/${review.id}/decisions`), { body: { text: "Late decision" } }),
      editor.put(api(`/review-decisions/${decision.id}`), { body: { text: "Changed" } }),
    ]);
    for (const answer of refused) expect([answer.status, answer.body.error?.code]).toEqual([409, "approved"]);

    // the next review reads the earlier decision's action among its inputs
    const next = await prepare("Management review 2026", "2027-02-10");
    const nextInputs = (await reader.get(api(`/management-reviews/${next.id}/inputs`))).body.inputs;
    expect(nextInputs.previousActions).toMatchObject({ total: 1, done: 1 });
    expect(nextInputs.previousActions.items).toEqual([
      { title: "Order and fit press guards", status: "DONE", dueDate: "2026-04-30", review: "Management review 2025" },
    ]);

    // the minutes, with the comments, the decision and the approval
    const pdf = await reader.get(api(`/management-reviews/${review.id}/minutes`), { bytes: true });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(pdf.body).replace(/\s+/g, " ");
    expect(text).toContain("Minutes of the management review: Management review 2025");
    expect(text).toContain("Electricity rose with the new press line.");
    expect(text).toContain("Fit guards on every sheet press");
    expect(text).toContain("4,000 kWh");
    expect(text).toMatch(/Approved .* by Mette Manager/);
  });

  it("names the offending field and changes nothing on a bad body", async () => {
    const before = await db().managementReview.count();
    const bad = await editor.post(api("/management-reviews"), {
      body: { title: "", meetingDate: "2026-02-10", periodStart: "2025-12-31", periodEnd: "2025-01-01" },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["periodEnd", "title"]);
    const review = await prepare("Review with a bad comment");
    const comment = await editor.put(api(`/management-reviews/${review.id}/comments`), {
      body: { inputKey: "weather", comment: "x" },
    });
    expect(comment).toMatchObject({ status: 422, body: { error: { fields: { inputKey: expect.any(String) } } } });
    expect(await db().managementReview.count()).toBe(before + 1);
  });

  it("is not part of LIMITED access", async () => {
    const limited = await as("limited@demo.example");
    expect((await limited.get(api("/management-reviews", await demo.limited()))).status).toBe(403);
  });
});
