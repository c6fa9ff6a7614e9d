// Internal audit and questionnaires (issue 28): copies of the system's questionnaires, versions that
// keep what an audit was asked, answers checked against their question's kind, auditors who audit
// their own area only with a recorded reason, findings whose nonconformities need a corrective
// action in the action engine before a manager closes the audit, read-only once closed, and the
// coverage of the clauses over the certification cycle.
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { pdfText } from "../../support/pdf-text";

type Caller = Awaited<ReturnType<typeof as>>;

describe("questionnaires", () => {
  let holding: string;
  let other: string;
  let manager: Caller;
  let editor: Caller;
  let reader: Caller;
  let safetyRound: string;
  const api = (orgId: string, path: string) => `/api/v1/organizations/${orgId}${path}`;

  beforeAll(async () => {
    [holding, other] = await Promise.all([demo.holding(), demo.other()]);
    [manager, editor, reader] = await Promise.all([
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("reader@demo.example"),
    ]);
    safetyRound = (await db().questionnaire.findFirstOrThrow({ where: { code: "safety-round" } })).id;
  });

  it("lists the system's five to every reader, and copies one as the organization's own with its keys", async () => {
    const list = await reader.get(api(holding, "/questionnaires?owner=system"));
    expect(list.status).toBe(200);
    expect(list.body.totalElements).toBe(5);
    expect(
      await reader.post(api(holding, "/questionnaires"), { body: { questionnaireId: safetyRound } }),
    ).toMatchObject({
      status: 403,
    });
    const copy = await editor.post(api(holding, "/questionnaires"), { body: { questionnaireId: safetyRound } });
    expect(copy.status).toBe(201);
    const original = (await reader.get(api(holding, `/questionnaires/${safetyRound}`))).body;
    expect(copy.body).toMatchObject({
      owner: "organization",
      copiedFrom: { id: safetyRound },
      titleDa: "Sikkerhedsrunde",
    });
    expect(copy.body.current.sections).toEqual(original.current.sections);
    // another tenant neither sees the copy nor copies it
    const otherManager = await as("other@demo.example");
    expect((await otherManager.get(api(other, `/questionnaires/${copy.body.id}`))).status).toBe(404);
    const foreignCopy = await otherManager.post(api(other, "/questionnaires"), {
      body: { questionnaireId: copy.body.id },
    });
    expect(foreignCopy).toMatchObject({
      status: 422,
      body: { error: { fields: { questionnaireId: expect.any(String) } } },
    });
  });

  it("makes a new version when the questions change, and keeps the earlier one", async () => {
    const copy = (await editor.post(api(holding, "/questionnaires"), { body: { questionnaireId: safetyRound } })).body;
    const sections = copy.current.sections;
    const changed = [
      {
        ...sections[0],
        questions: [...sections[0].questions, { textDa: "Er der ryddet op ved porten?", kind: "YES_NO" }],
      },
      ...sections.slice(1),
    ];
    const put = await editor.put(api(holding, `/questionnaires/${copy.id}`), {
      body: { ...copy, titleEn: "Safety round, hall 2", sections: changed, lastModifiedDate: copy.lastModifiedDate },
    });
    expect(put.status).toBe(200);
    expect(put.body.current.version).toBe(2);
    const added = put.body.current.sections[0].questions.at(-1);
    // a Danish-only question gets a key of its own; the others keep theirs
    expect(added).toMatchObject({
      textDa: "Er der ryddet op ved porten?",
      textEn: null,
      key: expect.stringMatching(/^er-der/),
    });
    const versions = (await reader.get(api(holding, `/questionnaires/${copy.id}/versions`))).body;
    expect(versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    expect(versions[1].sections).toEqual(sections);
    // a title alone is no new version
    const retitled = await editor.put(api(holding, `/questionnaires/${copy.id}`), {
      body: {
        ...put.body,
        titleEn: "Safety round, hall 3",
        sections: put.body.current.sections,
        lastModifiedDate: put.body.lastModifiedDate,
      },
    });
    expect(retitled.body.current.version).toBe(2);
    // the system's questionnaire is not the organization's to change
    expect(
      (await manager.put(api(holding, `/questionnaires/${safetyRound}`), { body: { ...put.body, sections: changed } }))
        .status,
    ).toBe(404);
  });

  it("names the field of a question without text, an unknown clause and a scale without steps", async () => {
    const body = {
      purpose: "INSPECTION",
      titleEn: "Broken",
      sections: [
        {
          titleEn: "Area",
          questions: [
            { kind: "YES_NO" },
            { textEn: "Order", kind: "SCALE" },
            { textEn: "Clause", kind: "YES_NO", clauses: ["ISO_14001:11.9"] },
          ],
        },
      ],
    };
    // a manager of an organization is not a maintainer of the system's questionnaires
    expect((await manager.post("/api/v1/questionnaires", { body })).status).toBe(403);
    const admin = await as("admin@demo.example");
    const before = await db().questionnaire.count();
    const refused = await admin.post("/api/v1/questionnaires", { body });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual([
      "sections.0.questions.0.textEn",
      "sections.0.questions.1.scaleMax",
      "sections.0.questions.2.clauses.0",
    ]);
    expect(await db().questionnaire.count()).toBe(before);
  });
});

describe("an audit", () => {
  let holding: string;
  let manager: Caller;
  let editor: Caller;
  let reader: Caller;
  let limited: Caller;
  let iso14001: string;
  let counter = 0;
  const api = (path: string) => `/api/v1/organizations/${holding}${path}`;
  const unique = (text: string) => `${text} ${++counter}-${Date.now()}`;
  const auditBody = (extra: Record<string, unknown> = {}) => ({
    title: unique("Environmental management, production"),
    year: 2026,
    plannedStart: "2026-10-05",
    standards: ["ISO_14001"],
    clauses: ["ISO_14001:6.1.2", "ISO_14001:8.1"],
    questionnaireId: iso14001,
    ...extra,
  });
  const plan = async (extra: Record<string, unknown> = {}) => {
    const answer = await editor.post(api("/internal-audits"), { body: auditBody(extra) });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const questionOf = (
    audit: { questionnaire: { sections: { questions: { key: string; kind: string }[] }[] } },
    kind: string,
  ) => audit.questionnaire.sections.flatMap((section) => section.questions).find((question) => question.kind === kind)!;

  beforeAll(async () => {
    holding = await demo.holding();
    [manager, editor, reader, limited] = await Promise.all([
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("limited@demo.example"),
    ]);
    iso14001 = (await db().questionnaire.findFirstOrThrow({ where: { code: "iso-14001-internal-audit" } })).id;
  });

  it("keeps the questionnaire version it was planned with when the questionnaire changes later", async () => {
    const copy = (await editor.post(api("/questionnaires"), { body: { questionnaireId: iso14001 } })).body;
    const audit = await plan({ questionnaireId: copy.id });
    expect(audit).toMatchObject({ status: "PLANNED", questionnaire: { questionnaireId: copy.id, version: 1 } });
    const fewer = copy.current.sections.slice(0, 1);
    const put = await editor.put(api(`/questionnaires/${copy.id}`), {
      body: { ...copy, sections: fewer, lastModifiedDate: copy.lastModifiedDate },
    });
    expect(put.body.current.version).toBe(2);
    const again = (await reader.get(api(`/internal-audits/${audit.id}`))).body;
    expect(again.questionnaire.version).toBe(1);
    expect(again.questionnaire.sections).toEqual(copy.current.sections);
  });

  it("asks why a member of the audited area audits it, and records the reason", async () => {
    const area = await db().area.create({ data: { organizationId: holding, name: unique("Paint shop") } });
    const editorMembership = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, userEmail: "editor@demo.example" },
    });
    await db().membership.update({ where: { id: editorMembership.id }, data: { areaId: area.id } });
    const body = auditBody({ areaId: area.id, leadAuditorId: editorMembership.id });
    const refused = await editor.post(api("/internal-audits"), { body });
    expect(refused).toMatchObject({
      status: 422,
      body: { error: { fields: { independenceNote: expect.any(String) } } },
    });
    const made = await editor.post(api("/internal-audits"), {
      body: {
        ...body,
        independenceNote: "The only trained auditor this year; the paint shop's manager reviews the report",
      },
    });
    expect(made.status).toBe(201);
    expect(made.body.ownAreaAuditors.map((member: { id: string }) => member.id)).toEqual([editorMembership.id]);
    await db().membership.update({ where: { id: editorMembership.id }, data: { areaId: null } });
  });

  it("checks each answer against its question's kind, and the first answer starts the audit", async () => {
    const audit = await plan();
    const finding = questionOf(audit, "FINDING");
    const wrongChoice = await editor.put(api(`/internal-audits/${audit.id}/answers`), {
      body: { questionKey: finding.key, choice: "YES" },
    });
    expect(wrongChoice).toMatchObject({ status: 422, body: { error: { fields: { choice: expect.any(String) } } } });
    const unknown = await editor.put(api(`/internal-audits/${audit.id}/answers`), {
      body: { questionKey: "no-such-question", choice: "CONFORM" },
    });
    expect(unknown).toMatchObject({ status: 422, body: { error: { fields: { questionKey: expect.any(String) } } } });
    expect(await db().questionnaireAnswer.count({ where: { auditId: audit.id } })).toBe(0);
    expect(
      (
        await reader.put(api(`/internal-audits/${audit.id}/answers`), {
          body: { questionKey: finding.key, choice: "CONFORM" },
        })
      ).status,
    ).toBe(403);

    const saved = await editor.put(api(`/internal-audits/${audit.id}/answers`), {
      body: { questionKey: finding.key, choice: "CONFORM", note: "Aspect register seen, dated 2026-09-01" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe("IN_PROGRESS");
    const changed = await editor.put(api(`/internal-audits/${audit.id}/answers`), {
      body: { questionKey: finding.key, choice: "OBSERVATION", note: "Register lacks the canteen" },
    });
    expect(changed.body.answers).toEqual([
      expect.objectContaining({ questionKey: finding.key, choice: "OBSERVATION", answeredByName: expect.any(String) }),
    ]);
    // both values stand in the history
    const history = (await reader.get(api(`/internal-audits/${audit.id}/history`))).body.content;
    const answerEntries = history.filter(
      (entry: { entityType: string }) => entry.entityType === "questionnaire_answer",
    );
    expect(answerEntries).toHaveLength(2);
  });

  it("closes only when every nonconformity has a corrective action, by a manager, and is read-only after", async () => {
    const audit = await plan();
    const minor = await editor.post(api(`/internal-audits/${audit.id}/findings`), {
      body: {
        kind: "MINOR_NONCONFORMITY",
        clause: "ISO_14001:8.1",
        statement: "Spill kit at the paint store is incomplete",
        evidence: "Absorbent missing on 2026-10-05",
      },
    });
    expect(minor.status).toBe(201);
    await editor.post(api(`/internal-audits/${audit.id}/findings`), {
      body: { kind: "OBSERVATION", clause: "ISO_14001:6.1.2", statement: "Aspect register not dated" },
    });
    const findingId = minor.body.findings[0].id;
    expect(minor.body.nonconformitiesWithoutAction).toBe(1);

    expect((await editor.post(api(`/internal-audits/${audit.id}/close`), { body: {} })).status).toBe(403);
    const blocked = await manager.post(api(`/internal-audits/${audit.id}/close`), { body: {} });
    expect(blocked).toMatchObject({
      status: 422,
      body: { error: { fields: { "findings.0.actions": expect.any(String) } } },
    });
    expect((await db().internalAudit.findUniqueOrThrow({ where: { id: audit.id } })).status).not.toBe("CLOSED");

    const action = await manager.post(api("/actions"), {
      body: {
        title: "Refill the spill kit and add it to the monthly check",
        source: "FINDING",
        findingId,
        dueDate: "2026-12-15",
      },
    });
    expect(action.status).toBe(201);
    expect(action.body.sourceRecord).toMatchObject({
      id: findingId,
      href: `/evaluation/internal-audit/${audit.id}#finding-${findingId}`,
    });
    // the action plan lists it with its source
    const plan_ = (await manager.get(api("/actions?source=FINDING"))).body;
    expect(plan_.content.map((row: { id: string }) => row.id)).toContain(action.body.id);

    const closed = await manager.post(api(`/internal-audits/${audit.id}/close`), { body: {} });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      status: "CLOSED",
      closedByName: expect.any(String),
      nonconformitiesWithoutAction: 0,
    });
    expect(closed.body.findings[0].actions).toEqual([expect.objectContaining({ id: action.body.id })]);
    expect(closed.body.actualStart).toBeTruthy();

    const writes = [
      editor.put(api(`/internal-audits/${audit.id}`), { body: auditBody() }),
      editor.put(api(`/internal-audits/${audit.id}/answers`), {
        body: { questionKey: questionOf(audit, "FINDING").key, choice: "CONFORM" },
      }),
      editor.post(api(`/internal-audits/${audit.id}/findings`), { body: { kind: "OBSERVATION", statement: "Late" } }),
      editor.put(api(`/audit-findings/${findingId}`), { body: { kind: "MAJOR_NONCONFORMITY", statement: "Changed" } }),
      manager.post(api(`/internal-audits/${audit.id}/close`), { body: {} }),
    ];
    for (const answer of await Promise.all(writes))
      expect([answer.status, answer.body.error?.code]).toEqual([409, "closed"]);
    // a finding with an action stays as its source
    const again = await plan();
    const withAction = (
      await editor.post(api(`/internal-audits/${again.id}/findings`), {
        body: { kind: "MAJOR_NONCONFORMITY", statement: "No emergency drill in 2026" },
      })
    ).body.findings[0];
    await manager.post(api("/actions"), {
      body: { title: "Hold the drill", source: "FINDING", findingId: withAction.id },
    });
    expect((await editor.delete(api(`/audit-findings/${withAction.id}`))).status).toBe(409);
  });

  it("adds the corrective action an auditor proposes with a nonconformity to the action plan in one step", async () => {
    const audit = await plan();
    const responsible = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, userEmail: "editor@demo.example" },
    });
    const before = await db().action.count({ where: { organizationId: holding } });
    const refused = await editor.post(api(`/internal-audits/${audit.id}/findings`), {
      body: {
        kind: "MINOR_NONCONFORMITY",
        statement: "Waste labels missing",
        correctiveAction: { title: "", responsibleId: responsible.id },
      },
    });
    expect(refused).toMatchObject({
      status: 422,
      body: { error: { fields: { "correctiveAction.title": expect.any(String) } } },
    });
    expect(await db().auditFinding.count({ where: { auditId: audit.id } })).toBe(0);
    const recorded = await editor.post(api(`/internal-audits/${audit.id}/findings`), {
      body: {
        kind: "MINOR_NONCONFORMITY",
        clause: "ISO_14001:8.1",
        statement: "Waste labels missing on two containers",
        correctiveAction: {
          title: "Label the containers and brief the shift",
          responsibleId: responsible.id,
          dueDate: "2026-12-01",
        },
      },
    });
    expect(recorded.status).toBe(201);
    const [finding] = recorded.body.findings;
    expect(finding.actions).toEqual([
      expect.objectContaining({
        title: "Label the containers and brief the shift",
        status: "PLANNED",
        dueDate: "2026-12-01",
      }),
    ]);
    expect(recorded.body.nonconformitiesWithoutAction).toBe(0);
    expect(await db().action.count({ where: { organizationId: holding } })).toBe(before + 1);
    const listed = (await manager.get(api(`/actions?source=FINDING&size=100`))).body.content;
    expect(listed.find((row: { id: string }) => row.id === finding.actions[0].id)).toMatchObject({
      kind: "CORRECTIVE",
      sourceRecord: { id: finding.id, title: "Waste labels missing on two containers" },
    });
  });

  it("prints the audit report with its findings, actions and answers, Danish letters and all", async () => {
    const audit = await plan({ scope: "Lager og værksted, 2. sal" });
    const question = questionOf(audit, "FINDING");
    await editor.put(api(`/internal-audits/${audit.id}/answers`), {
      body: { questionKey: question.key, choice: "MINOR_NONCONFORMITY", note: "Spildbakke mangler ved lageret" },
    });
    await editor.post(api(`/internal-audits/${audit.id}/findings`), {
      body: {
        kind: "MINOR_NONCONFORMITY",
        clause: "ISO_14001:8.2",
        statement: "Spildbakke mangler ved lageret på værkstedet",
        correctiveAction: { title: "Opstil spildbakke under tromlerne" },
      },
    });
    const answer = await reader.get(api(`/internal-audits/${audit.id}/report`), { bytes: true });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    // lines wrap where the page's columns end
    const text = pdfText(answer.body).replace(/\s+/g, " ");
    expect(text).toContain(`Internal audit report: ${audit.title}`);
    expect(text).toContain("Nordic Demo Holding A/S");
    expect(text).toContain("Lager og værksted, 2. sal");
    expect(text).toContain("Spildbakke mangler ved lageret på værkstedet");
    expect(text).toContain("Opstil spildbakke under tromlerne");
    expect(text).toContain("ISO 14001 8.2 Emergency preparedness and response");
    expect(text).toContain("Minor nonconformity");
    expect(text).toContain("Page 1");
    // another tenant's manager gets nothing
    const stranger = await as("other@demo.example");
    expect((await stranger.get(`/api/v1/organizations/${holding}/internal-audits/${audit.id}/report`)).status).toBe(
      404,
    );
  });

  it("shows the programme's coverage of the clauses from the audits performed and planned", async () => {
    const performed = await plan({ clauses: ["ISO_14001:9.3"], actualStart: "2026-03-02", actualEnd: "2026-03-03" });
    const upcoming = await plan({ clauses: ["ISO_14001:10.3"], plannedStart: "2027-03-01" });
    const coverage = (await reader.get(api("/internal-audits/coverage?standard=ISO_14001"))).body;
    const row = (clause: string) => coverage.clauses.find((entry: { clause: string }) => entry.clause === clause);
    expect(coverage.clauses.every((entry: { standard: string }) => entry.standard === "ISO_14001")).toBe(true);
    expect(row("9.3")).toMatchObject({ status: "covered", last: { auditId: performed.id, date: "2026-03-03" } });
    expect(row("10.3")).toMatchObject({ status: "planned", next: { auditId: upcoming.id, date: "2027-03-01" } });
    // the programme filters by clause and year
    const byClause = (await reader.get(api("/internal-audits?clause=ISO_14001:10.3&year=2026"))).body;
    expect(byClause.content.map((audit: { id: string }) => audit.id)).toContain(upcoming.id);
  });

  it("is not part of LIMITED access", async () => {
    const organization = await demo.limited();
    const refused = await limited.get(`/api/v1/organizations/${organization}/internal-audits`);
    expect(refused.status).toBe(403);
    expect((await limited.get(`/api/v1/organizations/${organization}/questionnaires`)).status).toBe(403);
  });
});
