import { db } from "@/lib/platform/db";
import { seedDemoObligations } from "@/prisma/seed/demo-obligations";
import type { SeedClient } from "@/prisma/seed/client";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PDF } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;
type Obligation = { id: string; status: string; changedSinceEvaluation: boolean; legislation: { id: string } };

const obligations = (orgId: string) => `/api/v1/organizations/${orgId}/legislations`;
const bind = (orgId: string, legislationId: string) =>
  `/api/v1/organizations/${orgId}/legislations/from-catalogue/${legislationId}`;

const catalogueAct = async (shortName: string) =>
  db().legislation.findFirstOrThrow({ where: { shortName }, select: { id: true } });

describe("binding obligations", () => {
  let holding: string;
  let admin: Caller;
  let manager: Caller;
  let editor: Caller;
  let reader: Caller;

  beforeAll(async () => {
    holding = await demo.holding();
    [admin, manager, editor, reader] = await Promise.all([
      as("admin@demo.example"),
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("reader@demo.example"),
    ]);
    // the API tests start from the demo accounts only; the demo obligations come from the seed's own code
    const managerUser = await db().user.findUniqueOrThrow({ where: { email: "manager@demo.example" } });
    await seedDemoObligations(db() as unknown as SeedClient, holding, managerUser.id);
  });

  const list = async (query: string) =>
    (await reader.get(`${obligations(holding)}?size=100&${query}`)).body as {
      totalElements: number;
      content: Obligation[];
    };

  it("has the demo holding's twelve obligations, two changed since their last evaluation", async () => {
    const all = await list("");
    expect(all.totalElements).toBe(12);
    const statuses = new Set(all.content.map((row) => row.status));
    expect(statuses).toEqual(new Set(["COMPLIANT", "PARTLY_COMPLIANT", "NOT_COMPLIANT", "NOT_EVALUATED"]));
    const changed = await list("changedSinceEvaluation=true");
    expect(changed.totalElements).toBe(2);
    expect(changed.content.every((row) => row.changedSinceEvaluation)).toBe(true);
    expect((await list("changedSinceEvaluation=false")).totalElements).toBe(10);
  });

  it("binds a catalogue act with an empty body, once", async () => {
    const act = await catalogueAct("Seveso III");
    const created = await editor.post(bind(holding, act.id));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "NOT_EVALUATED",
      changedSinceEvaluation: false,
      legislation: { id: act.id, shortName: "Seveso III", jurisdiction: "EU" },
      evaluationDate: null,
    });
    const again = await editor.post(bind(holding, act.id));
    expect(again.body.id).toBe(created.body.id);
    expect(await db().bindingObligation.count({ where: { organizationId: holding, legislationId: act.id } })).toBe(1);
    expect((await reader.post(bind(holding, act.id))).status).toBe(403);
    expect((await editor.post(bind(holding, "00000000-0000-4000-8000-000000000000"))).status).toBe(404);
  });

  it("records an evaluation with evidence, computes the next one, and answers 409 to a stale form", async () => {
    const act = await catalogueAct("WEEE");
    const created = (await editor.post(bind(holding, act.id))).body;
    const members = (await manager.get(`/api/v1/organizations/${holding}/members?size=5`)).body.content;
    const evidence = await editor.post(`/api/v1/organizations/${holding}/files`, {
      raw: multipart(PDF, "WEEE take-back contract.pdf"),
    });
    const body = {
      applicability: "Scrapped control cabinets and the office IT equipment.",
      responsible_id: members[0].id,
      status: "PARTLY_COMPLIANT",
      evaluation_date: "2026-02-10",
      evaluator_id: members[1].id,
      evaluation_notes: "The take-back contract covers IT, not the control cabinets.",
      evaluation_recurrence: "P1Y",
      file_ids: [evidence.body.id],
      last_modified_date: created.lastModifiedDate,
    };
    const updated = await editor.put(`${obligations(holding)}/${created.id}`, { body });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: "PARTLY_COMPLIANT",
      evaluationDate: "2026-02-10",
      nextEvaluationDate: "2027-02-10",
      responsible: { id: members[0].id },
      evaluator: { id: members[1].id },
      files: [{ name: "WEEE take-back contract.pdf" }],
      changedSinceEvaluation: false,
    });
    expect(updated.body.evaluatedAt).not.toBeNull();

    const stale = await editor.put(`${obligations(holding)}/${created.id}`, { body: { ...body, status: "COMPLIANT" } });
    expect(stale.status).toBe(409);
    expect((await reader.get(`${obligations(holding)}/${created.id}`)).body.status).toBe("PARTLY_COMPLIANT");
    expect((await reader.put(`${obligations(holding)}/${created.id}`, { body })).status).toBe(403);

    const history = await reader.get(`${obligations(holding)}/${created.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.totalElements).toBeGreaterThanOrEqual(2);
  });

  it("refuses bad input with 422 naming the field, and changes nothing", async () => {
    const act = await catalogueAct("EU ETS");
    const created = (await editor.post(bind(holding, act.id))).body;
    const otherFile = await db().storedFile.create({
      data: {
        organizationId: await demo.other(),
        name: "foreign.pdf",
        size: 1,
        contentType: "application/pdf",
        storageKey: `foreign-${created.id}`,
      },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ status: "SOMEWHAT" }, "status"],
      [{ status: "COMPLIANT" }, "evaluationDate"],
      [{ status: "COMPLIANT", evaluation_date: "2026-02-30" }, "evaluationDate"],
      [{ status: "NOT_EVALUATED", evaluation_recurrence: "P4Y" }, "evaluationRecurrence"],
      [{ status: "NOT_EVALUATED", responsible_id: "00000000-0000-4000-8000-000000000000" }, "responsibleId"],
      [{ status: "NOT_EVALUATED", file_ids: [otherFile.id] }, "fileIds"],
    ];
    for (const [body, field] of cases) {
      const answer = await editor.put(`${obligations(holding)}/${created.id}`, {
        body: { ...body, last_modified_date: created.lastModifiedDate },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toHaveProperty(field);
    }
    expect((await reader.get(`${obligations(holding)}/${created.id}`)).body).toEqual(created);
  });

  it("flags obligations whose act a maintainer changed after their evaluation, for every organization", async () => {
    const act = await catalogueAct("Batteries Regulation");
    const subsidiary = await demo.subsidiary();
    const ours = (await editor.post(bind(holding, act.id))).body;
    const theirs = (await manager.post(bind(subsidiary, act.id))).body;
    for (const [org, row] of [
      [holding, ours],
      [subsidiary, theirs],
    ] as const) {
      const evaluated = await manager.put(`${obligations(org)}/${row.id}`, {
        body: { status: "COMPLIANT", evaluation_date: "2026-01-05", last_modified_date: row.lastModifiedDate },
      });
      expect(evaluated.body.changedSinceEvaluation).toBe(false);
    }
    const current = (await admin.get(`/api/v1/legislations/${act.id}`)).body;
    const changed = await admin.put(`/api/v1/legislations/${act.id}`, {
      body: {
        jurisdiction: current.jurisdiction,
        kind: current.kind,
        official_number: current.officialNumber,
        celex_number: current.celexNumber,
        title_en: current.titleEn,
        title_da: current.titleDa,
        short_name: current.shortName,
        summary_en: "Amended: new due-diligence dates.",
        topic_ids: current.topics.map((topic: { id: string }) => topic.id),
        last_modified_date: current.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);

    for (const org of [holding, subsidiary]) {
      const flagged = (await manager.get(`${obligations(org)}?changedSinceEvaluation=true&size=100`)).body.content;
      expect(flagged.map((row: Obligation) => row.legislation.id)).toContain(act.id);
    }
    // a new evaluation clears the flag
    const before = (await manager.get(`${obligations(holding)}/${ours.id}`)).body;
    expect(before.changedSinceEvaluation).toBe(true);
    const reevaluated = await manager.put(`${obligations(holding)}/${ours.id}`, {
      body: { status: "COMPLIANT", evaluation_date: "2026-03-01", last_modified_date: before.lastModifiedDate },
    });
    expect(reevaluated.body.changedSinceEvaluation).toBe(false);
  });

  it("filters by status, jurisdiction, topic and the day of the last change", async () => {
    const waste = (await reader.get("/api/v1/topics?key=waste")).body[0];
    const compliant = await list("status=COMPLIANT");
    expect(compliant.content.every((row) => row.status === "COMPLIANT")).toBe(true);
    const byTopic = await list(`topic=${waste.id}`);
    expect(byTopic.totalElements).toBeGreaterThan(0);
    for (const row of byTopic.content) {
      expect(
        await db().legislation.count({ where: { id: row.legislation.id, topics: { some: { id: waste.id } } } }),
      ).toBe(1);
    }
    expect((await list("jurisdiction=DK")).totalElements).toBe(0);

    const row = (await list("status=NOT_COMPLIANT")).content[0];
    await db().bindingObligation.update({
      where: { id: row.id },
      data: { lastModifiedDate: new Date("2026-04-01T22:30:00Z") }, // 2 April in Copenhagen
    });
    const ids = async (query: string) => (await list(query)).content.map((item) => item.id);
    expect(await ids("lastModifiedDate.value=2026-04-02&lastModifiedDate.matchMode=dateIs")).toEqual([row.id]);
    expect(await ids("lastModifiedDate.value=2026-04-02&lastModifiedDate.matchMode=dateIsNot")).not.toContain(row.id);
    expect(await ids("lastModifiedDate.value=2026-04-03&lastModifiedDate.matchMode=dateBefore")).toEqual([row.id]);
    expect(await ids("lastModifiedDate.value=2026-04-01&lastModifiedDate.matchMode=dateAfter")).toContain(row.id);
    expect(await ids("lastModifiedDate.value=2026-04-02&lastModifiedDate.matchMode=dateAfter")).not.toContain(row.id);
  });

  it("exports the matrix as CSV with the filter applied", async () => {
    const answer = await reader.get(`${obligations(holding)}?format=csv&status=NOT_COMPLIANT`);
    expect(answer.status).toBe(200);
    const text = String(answer.body);
    expect(text).toContain("Not compliant");
    expect(text).not.toContain("Partly compliant");
  });

  it("keeps each organization's obligations its own, and archives them", async () => {
    const other = await demo.other();
    const ours = (await list("status=COMPLIANT")).content[0];
    expect((await manager.get(`${obligations(holding)}/${ours.id}`)).status).toBe(200);
    const outsider = await as("other@demo.example");
    expect((await outsider.get(`${obligations(other)}/${ours.id}`)).status).toBe(404);
    expect((await outsider.get(`${obligations(holding)}`)).status).toBe(404);
    const archived = await editor.delete(`${obligations(holding)}/${ours.id}`);
    expect(archived.status).toBe(204);
    expect((await list("")).content.map((row) => row.id)).not.toContain(ours.id);
    expect((await list("archived=true")).content.map((row) => row.id)).toContain(ours.id);
  });
});
