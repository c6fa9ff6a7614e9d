// A control-book agreement names an inspection questionnaire; its inspections are answered question
// by question, held to the version of their first answer; an answer that falls short raises its
// corrective action in the action plan in the same step; a done or archived inspection keeps its
// answers as recorded, and nobody outside the organization, or with READ alone, answers.
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";

type Caller = Awaited<ReturnType<typeof as>>;
type Inspection = {
  id: string;
  questionnaire: { questionnaireId: string; version: number; sections: { questions: { key: string }[] }[] } | null;
  answers: { questionKey: string; choice: string | null; scale: number | null; note: string | null }[];
  lastModifiedDate: string;
};

describe("inspections answered with their agreement's questionnaire", () => {
  let holding: string;
  let other: string;
  let editor: Caller;
  let reader: Caller;
  let manager: Caller;
  let stranger: Caller;
  let safetyRound: string;
  let editorMember: string;
  let counter = 0;
  const api = (path: string, orgId = holding) => `/api/v1/organizations/${orgId}${path}`;

  const createAgreement = async (body: Record<string, unknown> = {}) => {
    const answer = await editor.post(api("/agreements"), {
      body: {
        type: "SERVICE_AND_INSPECTION",
        title: `Monthly safety walk ${++counter}`,
        startsAt: "2026-03-01",
        frequency: "P1M",
        questionnaireId: safetyRound,
        ...body,
      },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  /** The agreement's pending inspection, as its detail reads. */
  const pendingOf = async (agreementId: string): Promise<Inspection> => {
    const page = (await reader.get(api(`/inspections?agreement_id=${agreementId}&status=PENDING`))).body;
    return (await reader.get(api(`/inspections/${page.content[0].id}`))).body;
  };
  const answer = (inspectionId: string, body: Record<string, unknown>, caller = editor) =>
    caller.put(api(`/inspections/${inspectionId}/answers`), { body });

  beforeAll(async () => {
    [holding, other] = await Promise.all([demo.holding(), demo.other()]);
    [editor, reader, manager, stranger] = await Promise.all([
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("manager@demo.example"),
      as("other@demo.example"),
    ]);
    safetyRound = (await db().questionnaire.findFirstOrThrow({ where: { code: "safety-round" } })).id;
    editorMember = (
      await db().membership.findFirstOrThrow({ where: { organizationId: holding, userEmail: "editor@demo.example" } })
    ).id;
  });

  it("names the questionnaire on the agreement, in its facts and its history, and shows its questions on the pending inspection", async () => {
    const agreement = await createAgreement({ questionnaireId: null });
    expect(agreement.questionnaire).toBeNull();
    const changed = await editor.put(api(`/agreements/${agreement.id}`), {
      body: { ...agreement, questionnaireId: safetyRound, lastModifiedDate: agreement.lastModifiedDate },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.questionnaire).toEqual({
      id: safetyRound,
      titleEn: "Safety round",
      titleDa: "Sikkerhedsrunde",
    });

    const history = (await reader.get(api(`/agreements/${agreement.id}/history`))).body.content;
    const lines = history.flatMap((entry: { readable: { changes: object[] } }) => entry.readable.changes);
    expect(lines).toContainEqual(
      expect.objectContaining({
        field: "questionnaireId",
        label: "Questionnaire",
        before: null,
        after: "Safety round",
      }),
    );

    const pending = await pendingOf(agreement.id);
    expect(pending.questionnaire).toMatchObject({ questionnaireId: safetyRound, version: 1 });
    expect(pending.questionnaire!.sections[0].questions[0].key).toBe("walkways-clear");
    expect(pending.answers).toEqual([]);
  });

  it("saves each answer, changed or not, against the question's kind", async () => {
    const { id } = await pendingOf((await createAgreement()).id);
    const saved = await answer(id, { questionKey: "walkways-clear", choice: "YES", note: "Gate 3 checked" });
    expect(saved.status).toBe(200);
    expect(saved.body.answers).toEqual([
      expect.objectContaining({ questionKey: "walkways-clear", choice: "YES", note: "Gate 3 checked" }),
    ]);
    const rated = await answer(id, { questionKey: "order-tidiness", scale: 4 });
    expect(rated.body.answers).toHaveLength(2);
    const again = await answer(id, { questionKey: "walkways-clear", choice: "NOT_APPLICABLE" });
    expect(again.body.answers.find((row: { questionKey: string }) => row.questionKey === "walkways-clear").choice).toBe(
      "NOT_APPLICABLE",
    );
    // the earlier value stands in the inspection's history
    const history = (await reader.get(api(`/inspections/${id}/history`))).body.content;
    expect(history.filter((entry: { entityType: string }) => entry.entityType === "questionnaire_answer")).toHaveLength(
      3,
    );
  });

  it("refuses an answer that does not fit the question's kind, or a question not asked, naming the field", async () => {
    const { id } = await pendingOf((await createAgreement()).id);
    const wrongChoice = await answer(id, { questionKey: "walkways-clear", choice: "CONFORM" });
    expect(wrongChoice).toMatchObject({ status: 422, body: { error: { fields: { choice: expect.any(String) } } } });
    const beyondScale = await answer(id, { questionKey: "order-tidiness", scale: 9 });
    expect(beyondScale).toMatchObject({ status: 422, body: { error: { fields: { scale: expect.any(String) } } } });
    const noPhoto = await answer(id, { questionKey: "photo" });
    expect(noPhoto).toMatchObject({ status: 422, body: { error: { fields: { fileIds: expect.any(String) } } } });
    const unknown = await answer(id, { questionKey: "no-such-question", choice: "YES" });
    expect(unknown).toMatchObject({ status: 422, body: { error: { fields: { questionKey: expect.any(String) } } } });
    // nothing half-written: no answer, and the version is not fixed by a refused one
    const row = await db().inspection.findUniqueOrThrow({
      where: { id },
      select: { questionnaireVersionId: true, _count: { select: { answers: true } } },
    });
    expect(row).toEqual({ questionnaireVersionId: null, _count: { answers: 0 } });
  });

  it("keeps the version of its first answer when the questionnaire changes afterwards; the next inspection takes the new one", async () => {
    const copy = (await editor.post(api("/questionnaires"), { body: { questionnaireId: safetyRound } })).body;
    const agreement = await createAgreement({ questionnaireId: copy.id });
    const { id } = await pendingOf(agreement.id);
    expect((await answer(id, { questionKey: "walkways-clear", choice: "YES" })).status).toBe(200);

    const original = copy.current.sections;
    const changed = [
      { ...original[0], questions: [{ textEn: "Is the yard swept?", kind: "YES_NO" }, ...original[0].questions] },
      ...original.slice(1),
    ];
    const put = await editor.put(api(`/questionnaires/${copy.id}`), {
      body: { ...copy, sections: changed, lastModifiedDate: copy.lastModifiedDate },
    });
    expect(put.body.current.version).toBe(2);
    const added = put.body.current.sections[0].questions[0].key;

    const begun: Inspection = (await reader.get(api(`/inspections/${id}`))).body;
    expect(begun.questionnaire).toMatchObject({ questionnaireId: copy.id, version: 1, sections: original });
    // the question added later is not one this inspection was asked
    const notAsked = await answer(id, { questionKey: added, choice: "YES" });
    expect(notAsked).toMatchObject({ status: 422, body: { error: { fields: { questionKey: expect.any(String) } } } });
    expect((await answer(id, { questionKey: "floors-clean", choice: "YES" })).status).toBe(200);

    const done = await editor.put(api(`/inspections/${id}`), {
      body: { status: "DONE", dueDate: "2026-03-01", performedAt: "2026-03-02", result: "PASSED" },
    });
    expect(done.status).toBe(200);
    expect(done.body.questionnaire.version).toBe(1);
    const next = await pendingOf(agreement.id);
    expect(next.questionnaire).toMatchObject({ questionnaireId: copy.id, version: 2 });
    expect((await answer(next.id, { questionKey: added, choice: "YES" })).status).toBe(200);
  });

  it("raises the corrective action of an answer that falls short in the same step, into the action plan with the inspection as its source", async () => {
    const { id } = await pendingOf((await createAgreement()).id);
    const title = `Clear the escape route by gate 3 ${Date.now()}`;
    const before = await db().action.count({ where: { inspectionId: id } });

    // an action goes with a shortfall only, and a refused one leaves the answer unsaved
    const withYes = await answer(id, { questionKey: "escape-routes", choice: "YES", correctiveAction: { title } });
    expect(withYes).toMatchObject({
      status: 422,
      body: { error: { fields: { correctiveAction: expect.any(String) } } },
    });
    const blankTitle = await answer(id, {
      questionKey: "escape-routes",
      choice: "NO",
      correctiveAction: { title: "" },
    });
    expect(blankTitle).toMatchObject({
      status: 422,
      body: { error: { fields: { "correctiveAction.title": expect.any(String) } } },
    });
    const foreignMember = (
      await db().membership.findFirstOrThrow({ where: { organizationId: other }, select: { id: true } })
    ).id;
    const foreign = await answer(id, {
      questionKey: "escape-routes",
      choice: "NO",
      correctiveAction: { title, responsibleId: foreignMember },
    });
    expect(foreign).toMatchObject({
      status: 422,
      body: { error: { fields: { "correctiveAction.responsibleId": expect.any(String) } } },
    });
    expect(await db().questionnaireAnswer.count({ where: { inspectionId: id } })).toBe(0);
    expect(await db().action.count({ where: { inspectionId: id } })).toBe(before);

    const raised = await answer(id, {
      questionKey: "escape-routes",
      choice: "NO",
      note: "Pallets in the escape route by gate 3",
      correctiveAction: { title, responsibleId: editorMember, dueDate: "2026-12-01" },
    });
    expect(raised.status).toBe(200);
    expect(raised.body.answers).toEqual([expect.objectContaining({ questionKey: "escape-routes", choice: "NO" })]);
    const actions = await db().action.findMany({ where: { inspectionId: id } });
    expect(actions).toEqual([
      expect.objectContaining({
        title,
        source: "INSPECTION",
        kind: "CORRECTIVE",
        status: "PLANNED",
        responsibleId: editorMember,
      }),
    ]);
    // it says which question raised it, with the answer and its evidence
    expect(actions[0]!.description).toBe(
      "Raised by question 4.1 of the inspection: “Are escape routes and emergency exits unobstructed, signposted and lit, " +
        "and can exit doors be opened easily from the inside?” Answer: No.\nEvidence: Pallets in the escape route by gate 3",
    );

    // the action plan lists it with the inspection as its source, linked back
    const plan = (await manager.get(api("/actions?source=INSPECTION&size=100"))).body.content;
    expect(plan.find((row: { id: string }) => row.id === actions[0].id)).toMatchObject({
      source: "INSPECTION",
      sourceRecord: { id, href: `/monitoring/control-book/inspections/${id}` },
    });
    // the inspection's history shows the answer and its action; the version fixed is bookkeeping
    const history = (await reader.get(api(`/inspections/${id}/history`))).body.content;
    expect(history.map((entry: { entityType: string }) => entry.entityType)).toEqual(
      expect.arrayContaining(["questionnaire_answer", "action"]),
    );
    const fields = history.flatMap((entry: { readable: { changes: { field: string }[] } }) =>
      entry.readable.changes.map((change) => change.field),
    );
    expect(fields).not.toContain("questionnaireVersionId");
    // saving the answer again without an action raises no second one
    expect((await answer(id, { questionKey: "escape-routes", choice: "NO", note: "Still blocked" })).status).toBe(200);
    expect(await db().action.count({ where: { inspectionId: id } })).toBe(1);
  });

  it("refuses another tenant's questionnaire, an internal-audit checklist and an archived one on the agreement", async () => {
    const foreignCopy = (await stranger.post(api("/questionnaires", other), { body: { questionnaireId: safetyRound } }))
      .body;
    const auditChecklist = (await db().questionnaire.findFirstOrThrow({ where: { code: "iso-14001-internal-audit" } }))
      .id;
    const archivedCopy = (await editor.post(api("/questionnaires"), { body: { questionnaireId: safetyRound } })).body;
    expect((await editor.delete(api(`/questionnaires/${archivedCopy.id}`))).status).toBe(204);
    for (const questionnaireId of [foreignCopy.id, auditChecklist, archivedCopy.id]) {
      const refused = await editor.post(api("/agreements"), {
        body: {
          type: "SERVICE_AND_INSPECTION",
          title: "Refused",
          startsAt: "2026-03-01",
          frequency: "P1M",
          questionnaireId,
        },
      });
      expect(refused).toMatchObject({
        status: 422,
        body: { error: { fields: { questionnaireId: expect.any(String) } } },
      });
    }
  });

  it("is answered by editors of the organization alone: 403 with READ, 404 for another tenant", async () => {
    const { id } = await pendingOf((await createAgreement()).id);
    const body = { questionKey: "walkways-clear", choice: "YES" };
    expect((await answer(id, body, reader)).status).toBe(403);
    expect((await stranger.get(api(`/inspections/${id}`))).status).toBe(404);
    expect((await answer(id, body, stranger)).status).toBe(404);
    // its own organization in the path does not reach our inspection either
    expect((await stranger.put(api(`/inspections/${id}/answers`, other), { body })).status).toBe(404);
    expect(await db().questionnaireAnswer.count({ where: { inspectionId: id } })).toBe(0);
  });

  it("keeps a done inspection's answers as recorded, refuses an archived one, and asks nothing without a questionnaire", async () => {
    const agreement = await createAgreement();
    const { id } = await pendingOf(agreement.id);
    await answer(id, { questionKey: "walkways-clear", choice: "YES" });
    await editor.put(api(`/inspections/${id}`), {
      body: { status: "DONE", dueDate: "2026-03-01", performedAt: "2026-03-02", result: "PASSED" },
    });
    const done = await answer(id, { questionKey: "walkways-clear", choice: "NO" });
    expect([done.status, done.body.error.code]).toEqual([409, "done"]);
    expect(done.body.error.message).toBe("A done inspection keeps its answers as they were recorded");
    expect((await reader.get(api(`/inspections/${id}`))).body.answers).toEqual([
      expect.objectContaining({ questionKey: "walkways-clear", choice: "YES" }),
    ]);

    // archiving the agreement archives its pending inspection
    const next = await pendingOf(agreement.id);
    expect((await editor.delete(api(`/agreements/${agreement.id}`))).status).toBe(204);
    const archived = await answer(next.id, { questionKey: "walkways-clear", choice: "YES" });
    expect([archived.status, archived.body.error.code]).toEqual([409, "archived"]);

    const adHoc = await editor.post(api("/inspections"), { body: { title: "Storm check", dueDate: "2026-03-01" } });
    const nothing = await answer(adHoc.body.id, { questionKey: "walkways-clear", choice: "YES" });
    expect(nothing).toMatchObject({ status: 422, body: { error: { fields: { questionKey: expect.any(String) } } } });
    expect(adHoc.body.questionnaire).toBeNull();
  });
});

describe("the demo inspection rounds", () => {
  it("give three agreements their questionnaire, and last month's safety walk its answers, one short with its action", async () => {
    const { seedDemoInspectionRounds } = await import("@/prisma/seed/demo-inspection-rounds");
    const holding = await demo.holding();
    const manager = await db().user.findUniqueOrThrow({ where: { email: "manager@demo.example" } });
    // a subsidiary of its own, so the other tests' agreements do not count
    const organization = await db().organization.create({
      data: { name: `Demo inspection rounds ${Date.now()}`, type: "SUBSIDIARY", parentId: holding, holdingId: holding },
    });
    await db().membership.create({ data: { organizationId: organization.id, userId: manager.id, scopes: ["MANAGE"] } });
    expect(await seedDemoInspectionRounds(db() as never, organization.id, manager)).toBe(3);

    const agreements = await db().agreement.findMany({
      where: { organizationId: organization.id },
      select: { title: true, questionnaire: { select: { code: true } }, nextDueDate: true },
      orderBy: { title: "asc" },
    });
    expect(agreements.map((row) => row.questionnaire?.code)).toEqual([
      "chemical-storage-inspection",
      "safety-round",
      "waste-area-inspection",
    ]);
    const done = await db().inspection.findFirstOrThrow({
      where: { organizationId: organization.id, status: "DONE" },
      select: {
        questionnaireVersionId: true,
        answers: { select: { questionKey: true, choice: true } },
        actions: { select: { source: true, kind: true } },
      },
    });
    expect(done.questionnaireVersionId).not.toBeNull();
    expect(done.answers.filter((row) => row.choice === "NO")).toEqual([{ questionKey: "escape-routes", choice: "NO" }]);
    expect(done.actions).toEqual([{ source: "INSPECTION", kind: "CORRECTIVE" }]);
    // every agreement has its one pending inspection; seeding twice adds nothing
    expect(await db().inspection.count({ where: { organizationId: organization.id, status: "PENDING" } })).toBe(3);
    expect(await seedDemoInspectionRounds(db() as never, organization.id, manager)).toBe(0);
  });
});
