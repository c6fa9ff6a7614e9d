// Compliance evaluation rounds (issue 28): a round over every binding obligation, recorded as the
// obligations' own evaluations (no second evaluation model), with the round's progress and results
// worked out by hand, the shortfalls' corrective actions in the action engine, obligations whose act
// changed first, a manager's sign-off once every obligation is evaluated, read-only after, the
// results year against year, and the round's PDF.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { pdfText } from "../../support/pdf-text";

type Caller = Awaited<ReturnType<typeof as>>;

let holding: string;
let manager: Caller;
let editor: Caller;
let reader: Caller;
const api = (path: string, orgId = holding) => `/api/v1/organizations/${orgId}${path}`;

/** A new act of the catalogue and the holding's obligation on it. */
async function newObligation(title = `Round act ${randomUUID().slice(0, 8)}`) {
  const act = await db().legislation.create({
    data: { jurisdiction: "DK", kind: "ACT", officialNumber: title, titleEn: title, sortTitle: title },
  });
  const created = await editor.post(api(`/legislations/from-catalogue/${act.id}`));
  expect(created.status).toBe(201);
  return { id: created.body.id as string, actId: act.id, title };
}

const evaluate = (obligationId: string, body: Record<string, unknown>, caller = editor) =>
  caller.post(api(`/legislations/${obligationId}/evaluations`), { body });

beforeAll(async () => {
  holding = await demo.holding();
  [manager, editor, reader] = await Promise.all([
    as("manager@demo.example"),
    as("editor@demo.example"),
    as("reader@demo.example"),
  ]);
});

describe("a compliance evaluation round", () => {
  it("runs over every obligation, counts its results, and is signed off by a manager once complete", async () => {
    const [permit, waste, noise] = [await newObligation(), await newObligation(), await newObligation()];
    expect(
      (
        await reader.post(api("/compliance-rounds"), {
          body: { year: 2026, title: "x", periodStart: "2026-01-01", periodEnd: "2026-12-31" },
        })
      ).status,
    ).toBe(403);
    const started = await editor.post(api("/compliance-rounds"), {
      body: { year: 2026, title: "Compliance evaluation 2026", periodStart: "2026-01-01", periodEnd: "2026-12-31" },
    });
    expect(started.status).toBe(201);
    const round = started.body;
    expect(round.progress).toEqual({
      obligations: 3,
      evaluated: 0,
      compliant: 0,
      partlyCompliant: 0,
      notCompliant: 0,
      notApplicable: 0,
      openActions: 0,
    });
    const again = await editor.post(api("/compliance-rounds"), {
      body: { year: 2026, title: "Twice", periodStart: "2026-01-01", periodEnd: "2026-12-31" },
    });
    expect(again).toMatchObject({ status: 409, body: { error: { fields: { year: expect.any(String) } } } });

    // outside the period, another tenant's round, an action with a compliant result: refused, nothing recorded
    expect(
      await evaluate(permit.id, { evaluationDate: "2025-12-31", status: "COMPLIANT", roundId: round.id }),
    ).toMatchObject({ status: 422, body: { error: { fields: { evaluationDate: expect.any(String) } } } });
    const foreign = await db().complianceRound.create({
      data: {
        organizationId: await demo.other(),
        year: 2026,
        title: "Theirs",
        periodStart: new Date("2026-01-01T00:00:00Z"),
        periodEnd: new Date("2026-12-31T00:00:00Z"),
      },
    });
    expect(
      await evaluate(permit.id, { evaluationDate: "2026-05-01", status: "COMPLIANT", roundId: foreign.id }),
    ).toMatchObject({ status: 422, body: { error: { fields: { roundId: expect.any(String) } } } });
    expect(
      await evaluate(permit.id, {
        evaluationDate: "2026-05-01",
        status: "COMPLIANT",
        roundId: round.id,
        correctiveAction: { title: "Nothing to do" },
      }),
    ).toMatchObject({ status: 422, body: { error: { fields: { correctiveAction: expect.any(String) } } } });
    expect(await db().obligationEvaluation.count({ where: { roundId: round.id } })).toBe(0);

    expect(
      (await evaluate(permit.id, { evaluationDate: "2026-05-01", status: "COMPLIANT", roundId: round.id })).status,
    ).toBe(201);
    const partly = await evaluate(waste.id, {
      evaluationDate: "2026-05-02",
      status: "PARTLY_COMPLIANT",
      notes: "Two collections lack a transfer note",
      roundId: round.id,
      correctiveAction: { title: "Ask the collector for the missing transfer notes", dueDate: "2026-06-01" },
    });
    expect(partly.status).toBe(201);
    expect(partly.body.round).toMatchObject({ id: round.id, year: 2026 });
    expect(partly.body.actions).toEqual([
      expect.objectContaining({ title: "Ask the collector for the missing transfer notes", status: "PLANNED" }),
    ]);
    const plan = (await manager.get(api("/actions?source=COMPLIANCE&size=100"))).body.content;
    expect(plan.find((row: { id: string }) => row.id === partly.body.actions[0].id)).toMatchObject({
      sourceRecord: { id: partly.body.id, href: `/documents/binding-obligations/${waste.id}` },
    });

    const halfway = (await reader.get(api(`/compliance-rounds/${round.id}`))).body;
    expect(halfway.progress).toEqual({
      obligations: 3,
      evaluated: 2,
      compliant: 1,
      partlyCompliant: 1,
      notCompliant: 0,
      notApplicable: 0,
      openActions: 1,
    });
    const remaining = (await reader.get(api(`/compliance-rounds/${round.id}/obligations?result=NOT_EVALUATED`))).body;
    expect(remaining.content.map((row: { id: string }) => row.id)).toEqual([noise.id]);
    const partlyRows = (await reader.get(api(`/compliance-rounds/${round.id}/obligations?result=PARTLY_COMPLIANT`)))
      .body;
    expect(partlyRows.content).toEqual([
      expect.objectContaining({
        id: waste.id,
        inRound: expect.objectContaining({ status: "PARTLY_COMPLIANT", notes: "Two collections lack a transfer note" }),
      }),
    ]);

    // the act of an evaluated obligation changes in the catalogue: it is marked, and found by the filter
    await db().legislation.update({ where: { id: permit.actId }, data: { summaryEn: "Amended" } });
    const changed = (await reader.get(api(`/compliance-rounds/${round.id}/obligations?changed=true`))).body;
    expect(changed.content.map((row: { id: string; changed: boolean }) => [row.id, row.changed])).toEqual([
      [permit.id, true],
    ]);

    // sign-off: a manager's, and only once every obligation is evaluated
    expect((await editor.post(api(`/compliance-rounds/${round.id}/sign-off`), { body: {} })).status).toBe(403);
    expect(await manager.post(api(`/compliance-rounds/${round.id}/sign-off`), { body: {} })).toMatchObject({
      status: 422,
      body: { error: { fields: { obligations: expect.stringContaining("1") } } },
    });
    expect(
      (await evaluate(noise.id, { evaluationDate: "2026-05-03", status: "NOT_APPLICABLE", roundId: round.id })).status,
    ).toBe(201);
    const signed = await manager.post(api(`/compliance-rounds/${round.id}/sign-off`), {
      body: { note: "Reviewed with the environmental coordinator" },
    });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      status: "SIGNED_OFF",
      signedOffByName: expect.any(String),
      signOffNote: "Reviewed with the environmental coordinator",
      progress: { obligations: 3, evaluated: 3, compliant: 1, partlyCompliant: 1, notApplicable: 1 },
    });
    // read-only after: no evaluation in it, no change of it, no second sign-off
    expect(
      await evaluate(permit.id, { evaluationDate: "2026-07-01", status: "NOT_COMPLIANT", roundId: round.id }),
    ).toMatchObject({ status: 409, body: { error: { code: "signed_off" } } });
    expect(
      await editor.put(api(`/compliance-rounds/${round.id}`), {
        body: { year: 2026, title: "Changed", periodStart: "2026-01-01", periodEnd: "2026-12-31" },
      }),
    ).toMatchObject({ status: 409, body: { error: { code: "signed_off" } } });
    // an obligation bound later is the next round's: the signed-off round keeps its three
    await newObligation();
    expect((await reader.get(api(`/compliance-rounds/${round.id}`))).body.progress.obligations).toBe(3);

    // the round for the auditor, as a PDF
    const pdf = await reader.get(api(`/compliance-rounds/${round.id}/report`), { bytes: true });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(pdf.body).replace(/\s+/g, " ");
    expect(text).toContain("Compliance evaluation 2026");
    expect(text).toContain(waste.title);
    expect(text).toContain("Partly compliant");
    expect(text).toContain("Ask the collector for the missing transfer notes");
    expect(text).toContain("Reviewed with the environmental coordinator");
  });

  it("lists the rounds year by year with their results side by side", async () => {
    const years = (await reader.get(api("/compliance-rounds"))).body.content.map((row: { year: number }) => row.year);
    const created = await editor.post(api("/compliance-rounds"), {
      body: { year: 2025, title: "Compliance evaluation 2025", periodStart: "2025-01-01", periodEnd: "2025-12-31" },
    });
    expect(created.status).toBe(201);
    const list = (await reader.get(api("/compliance-rounds"))).body.content;
    expect(list.map((row: { year: number }) => row.year)).toEqual([...years, 2025].sort((a, b) => b - a));
    const sheet = await reader.get(api("/compliance-rounds?format=csv"));
    expect(sheet.status).toBe(200);
    expect(String(sheet.body)).toContain("Compliance evaluation 2025");
  });

  it("is not part of LIMITED access", async () => {
    const limited = await as("limited@demo.example");
    expect((await limited.get(api("/compliance-rounds", await demo.limited()))).status).toBe(403);
  });
});
