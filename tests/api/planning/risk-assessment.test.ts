// Risk assessment (issue 27): the holding's versioned matrix, assessments and their hazards scored
// before and after their controls, controls as actions of the plan, acceptances of residual risks
// as records, the register with its heat map, assessments started from a registered chemical, and
// reviews with revisions.
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { db } from "@/lib/platform/db";
import { listDue } from "@/lib/modules/due-sources";
import { DEFAULT_MATRIX } from "@/lib/modules/planning/risk-assessment/matrix";

type Caller = Awaited<ReturnType<typeof as>>;

describe("risk assessment", () => {
  let holding: string;
  let subsidiary: string;
  let otherHolding: string;
  let manager: Caller;
  let editor: Caller;
  let other: Caller;
  let counter = 0;
  const api = (orgId: string, path: string) => `/api/v1/organizations/${orgId}${path}`;
  const unique = (text: string) => `${text} ${++counter}-${Date.now()}`;

  const assessment = async (body: Record<string, unknown> = {}, orgId = holding, caller = manager) => {
    const answer = await caller.post(api(orgId, "/risk-assessments"), {
      body: { title: unique("Press line"), ...body },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const hazard = async (assessmentId: string, body: Record<string, unknown>, orgId = holding, caller = manager) => {
    const answer = await caller.post(api(orgId, `/risk-assessments/${assessmentId}/hazards`), {
      body: {
        category: "MECHANICAL",
        title: unique("Crushing"),
        inherent_likelihood: 3,
        inherent_severity: 5,
        ...body,
      },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  beforeAll(async () => {
    [holding, subsidiary, otherHolding] = await Promise.all([demo.holding(), demo.subsidiary(), demo.other()]);
    [manager, editor, other] = await Promise.all([
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("other@demo.example"),
    ]);
  });

  it("scores a hazard before and after its controls on the holding's default 5×5 matrix", async () => {
    const matrix = (await manager.get(api(holding, "/risk-matrix"))).body.current;
    expect(matrix).toMatchObject({ version: 1, acceptableLevel: "MEDIUM" });
    expect(matrix.likelihoods.map((step: { labelEn: string }) => step.labelEn)).toEqual(
      DEFAULT_MATRIX.likelihoods.map((step) => step.labelEn),
    );
    const made = await assessment();
    // 3×5 = 15: high; 1×5 = 5: medium
    const created = await hazard(made.id, { residual_likelihood: 1, residual_severity: 5 });
    expect(created).toMatchObject({
      inherentLevel: "HIGH",
      residualLevel: "MEDIUM",
      matrixVersion: 1,
      needsAcceptance: false,
      accepted: false,
    });
    // a subsidiary scores with its holding's matrix
    const own = await assessment({}, subsidiary);
    expect((await hazard(own.id, { inherent_likelihood: 5, inherent_severity: 5 }, subsidiary)).inherentLevel).toBe(
      "VERY_HIGH",
    );
  });

  it("refuses scores outside the matrix, half a residual score, and an editor", async () => {
    const made = await assessment();
    const refused = async (body: Record<string, unknown>, field: string) => {
      const answer = await manager.post(api(holding, `/risk-assessments/${made.id}/hazards`), {
        body: { category: "NOISE", title: "Noise", inherent_likelihood: 2, inherent_severity: 2, ...body },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toHaveProperty(field);
    };
    await refused({ inherent_likelihood: 6 }, "inherentLikelihood");
    await refused({ inherent_severity: 0 }, "inherentSeverity");
    await refused({ residual_likelihood: 1 }, "residualSeverity");
    await refused({ category: "COSMIC" }, "category");
    await refused({ hazard_type_id: "00000000-0000-4000-8000-000000000000" }, "hazardTypeId");
    expect(await db().riskHazard.count({ where: { assessmentId: made.id } })).toBe(0);
    // planning needs MANAGE
    expect((await editor.get(api(holding, "/risk-hazards"))).status).toBe(403);
    expect((await editor.post(api(holding, "/risk-assessments"), { body: { title: "Mine" } })).status).toBe(403);
  });

  it("adds a hazard's additional controls as actions of the plan, tagged with their level, and keeps a hazard that has them", async () => {
    const made = await assessment();
    const found = await hazard(made.id, {});
    const control = await manager.post(api(holding, "/actions"), {
      body: {
        title: "Water-based paint",
        source: "HAZARD",
        hazard_id: found.id,
        control_level: "SUBSTITUTION",
        due_date: "2027-01-31",
      },
    });
    expect(control.status).toBe(201);
    expect(control.body).toMatchObject({
      source: "HAZARD",
      controlLevel: "SUBSTITUTION",
      sourceRecord: { id: found.id },
    });
    const reread = (await manager.get(api(holding, `/risk-hazards/${found.id}`))).body;
    expect(reread.controls).toEqual([
      expect.objectContaining({ id: control.body.id, controlLevel: "SUBSTITUTION", status: "PLANNED" }),
    ]);
    const plan = (
      await manager.get(api(holding, `/actions?source=HAZARD&q=${encodeURIComponent("Water-based paint")}`))
    ).body;
    expect(plan.content.map((row: { id: string }) => row.id)).toContain(control.body.id);
    const removal = await manager.delete(api(holding, `/risk-hazards/${found.id}`));
    expect(removal.status).toBe(409);
    expect(removal.body.error.code).toBe("in_use");
  });

  it("records the acceptance of a residual risk above the threshold, with who, when and the scores, and asks again after a rescore", async () => {
    const made = await assessment();
    const high = await hazard(made.id, {
      inherent_likelihood: 4,
      inherent_severity: 5,
      residual_likelihood: 3,
      residual_severity: 4,
    });
    expect(high).toMatchObject({ residualLevel: "HIGH", needsAcceptance: true, accepted: false });
    const path = api(holding, `/risk-hazards/${high.id}`);
    expect((await editor.post(`${path}/acceptances`, { body: { reason: "Mine" } })).status).toBe(403);
    expect((await manager.post(`${path}/acceptances`, { body: { reason: "" } })).body.error.fields).toHaveProperty(
      "reason",
    );
    const accepted = await manager.post(`${path}/acceptances`, {
      body: { reason: "Guard ordered; interim supervision" },
    });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ accepted: true });
    expect(accepted.body.acceptances).toEqual([
      expect.objectContaining({
        likelihood: 3,
        severity: 4,
        level: "HIGH",
        matrixVersion: 1,
        reason: "Guard ordered; interim supervision",
        acceptedByName: "Mette Manager",
      }),
    ]);
    // rescored: the old acceptance stays as a record, the new score waits for one
    const rescored = await manager.put(path, {
      body: {
        category: "MECHANICAL",
        title: high.title,
        inherent_likelihood: 4,
        inherent_severity: 5,
        residual_likelihood: 4,
        residual_severity: 4,
      },
    });
    expect(rescored.body).toMatchObject({ residualLevel: "HIGH", accepted: false, needsAcceptance: true });
    expect(rescored.body.acceptances).toHaveLength(1);
    // within the threshold there is nothing to accept
    const low = await hazard(made.id, { inherent_likelihood: 1, inherent_severity: 2 });
    const refused = await manager.post(api(holding, `/risk-hazards/${low.id}/acceptances`), { body: { reason: "x" } });
    expect(refused.status).toBe(422);
  });

  it("filters the register and counts its hazards in each cell of the heat map, before and after", async () => {
    const made = await assessment({ title: unique("Heat map") });
    await hazard(made.id, {
      title: "Cell A",
      inherent_likelihood: 2,
      inherent_severity: 3,
      residual_likelihood: 1,
      residual_severity: 3,
    });
    await hazard(made.id, { title: "Cell B", category: "NOISE", inherent_likelihood: 2, inherent_severity: 3 });
    const query = `assessmentId=${made.id}`;
    const map = (await manager.get(api(holding, `/risk-hazards/heat-map?${query}`))).body;
    const cell = (likelihood: number, severity: number) =>
      map.cells.find(
        (entry: { likelihood: number; severity: number }) =>
          entry.likelihood === likelihood && entry.severity === severity,
      );
    expect(map.cells).toHaveLength(25);
    expect(cell(2, 3)).toEqual({ likelihood: 2, severity: 3, level: "MEDIUM", inherent: 2, residual: 1 });
    expect(cell(1, 3)).toMatchObject({ inherent: 0, residual: 1 });
    const titles = async (filter: string) =>
      (await manager.get(api(holding, `/risk-hazards?${query}&sort=title,asc&${filter}`))).body.content.map(
        (row: { title: string }) => row.title,
      );
    expect(await titles("likelihood=2&severity=3&stage=inherent")).toEqual(["Cell A", "Cell B"]);
    expect(await titles("likelihood=1&severity=3&stage=residual")).toEqual(["Cell A"]);
    expect(await titles("category=NOISE")).toEqual(["Cell B"]);
    expect(await titles("residualLevel=LOW")).toEqual(["Cell A"]);
    const csv = String((await manager.get(api(holding, `/risk-hazards?${query}&format=csv`))).body);
    expect(csv.split("\n")[0]).toContain("Score before");
    expect(csv).toContain("2×3");
  });

  it("starts an assessment from a registered chemical, its hazards from the hazard statements, in one transaction", async () => {
    const product = await db().chemical.create({
      data: {
        tradeName: unique("Thinner"),
        physicalState: "LIQUID",
        signalWord: "DANGER",
        dangerCode: "RED",
        hazardStatements: ["H225", "H319", "H336", "H412"],
        pictograms: ["GHS02", "GHS07"],
      },
    });
    const registered = await db().chemicalAssociation.create({
      data: {
        organizationId: holding,
        chemicalId: product.id,
        countryAlpha2: "DK",
        instructionUse: "Cleaning spray guns",
      },
    });
    const started = await manager.post(api(holding, "/risk-assessments/from-chemical"), {
      body: { chemical_association_id: registered.id },
    });
    expect(started.status).toBe(201);
    expect(started.body.chemical).toEqual({ id: registered.id, name: product.tradeName });
    expect(started.body.scope).toContain("Cleaning spray guns");
    expect(
      started.body.hazards.map((row: { category: string; inherentLikelihood: number; inherentSeverity: number }) => [
        row.category,
        row.inherentLikelihood,
        row.inherentSeverity,
      ]),
    ).toEqual([
      ["CHEMICAL", 3, 2],
      ["CHEMICAL", 3, 2],
      ["FIRE_EXPLOSION", 3, 4],
    ]);
    expect(started.body.hazards[2].title).toContain("H225");
    // another tenant's chemical is unknown here, and nothing is made
    const before = await db().riskAssessment.count();
    const foreign = await other.post(api(otherHolding, "/risk-assessments/from-chemical"), {
      body: { chemical_association_id: registered.id },
    });
    expect(foreign.status).toBe(422);
    expect(await db().riskAssessment.count()).toBe(before);
  });

  it("falls due for review by its period, an APV after three years, and keeps a revision per change", async () => {
    const apv = await assessment({ is_apv: true, last_reviewed_date: "2024-03-01" });
    expect(apv).toMatchObject({ isApv: true, reviewMonths: 36, nextReviewDate: "2027-03-01" });
    const refused = await manager.post(api(holding, "/risk-assessments"), {
      body: { title: "APV", is_apv: true, review_months: 48 },
    });
    expect(refused.status).toBe(422);
    const yearly = await assessment({ last_reviewed_date: "2025-01-10" });
    expect(yearly.nextReviewDate).toBe("2026-01-10");
    const due = await listDue(
      { organizationIds: [holding], dueBefore: new Date("2026-06-01T00:00:00Z"), limit: 500 },
      { source: "riskAssessmentReviews" },
    );
    expect(due.map((item) => item.id)).toContain(yearly.id);
    expect(due.map((item) => item.id)).not.toContain(apv.id);

    const path = api(holding, `/risk-assessments/${yearly.id}`);
    await hazard(yearly.id, { title: "First hazard" });
    const reviewed = await manager.post(`${path}/reviews`, {
      body: { reviewed_date: "2026-11-20", change_note: "Walked through with the AMO" },
    });
    expect(reviewed.body).toMatchObject({ lastReviewedDate: "2026-11-20", nextReviewDate: "2027-11-20" });
    const revisions = (await manager.get(`${path}/revisions`)).body.content;
    // made, then a hazard added; the review changed no text, so it made none
    expect(revisions.map((revision: { version: number }) => revision.version)).toEqual([2, 1]);
    expect(revisions[0].content).toContain("First hazard");
    expect(revisions[0].authorName).toBe("Mette Manager");
  });

  it("writes a matrix change as a new version: old scores keep theirs, new ones take the new", async () => {
    // the other holding's matrix, so the rest of the file keeps the default
    const before = await assessment({}, otherHolding, other);
    const old = await hazard(before.id, { inherent_likelihood: 2, inherent_severity: 3 }, otherHolding, other);
    expect(old).toMatchObject({ inherentLevel: "MEDIUM", matrixVersion: 1 });
    const threeByThree = {
      likelihoods: DEFAULT_MATRIX.likelihoods.slice(0, 3),
      severities: DEFAULT_MATRIX.severities.slice(0, 3),
      levels: [
        ["LOW", "MEDIUM", "HIGH"],
        ["MEDIUM", "HIGH", "VERY_HIGH"],
        ["HIGH", "VERY_HIGH", "VERY_HIGH"],
      ],
      acceptable_level: "LOW",
    };
    const saved = await other.put(api(otherHolding, "/risk-matrix"), { body: threeByThree });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, acceptableLevel: "LOW", authorName: "Olivia Other" });
    expect((await other.get(api(otherHolding, `/risk-hazards/${old.id}`))).body).toMatchObject({
      inherentLevel: "MEDIUM",
      matrixVersion: 1,
    });
    const fresh = await hazard(before.id, { inherent_likelihood: 2, inherent_severity: 3 }, otherHolding, other);
    expect(fresh).toMatchObject({ inherentLevel: "VERY_HIGH", matrixVersion: 2, needsAcceptance: true });
    // a 3×3 matrix has no likelihood 4
    const outside = await other.post(api(otherHolding, `/risk-assessments/${before.id}/hazards`), {
      body: { category: "NOISE", title: "Loud", inherent_likelihood: 4, inherent_severity: 1 },
    });
    expect(outside.body.error.fields).toHaveProperty("inherentLikelihood");
    // an unordered or misshapen matrix is refused, naming the cell
    const disordered = await other.put(api(otherHolding, "/risk-matrix"), {
      body: { ...threeByThree, levels: [threeByThree.levels[0], threeByThree.levels[1], ["HIGH", "VERY_HIGH", "LOW"]] },
    });
    expect(disordered.status).toBe(422);
    expect(Object.keys(disordered.body.error.fields)).toEqual(["levels.2.2"]);
    expect(
      (await other.put(api(otherHolding, "/risk-matrix"), { body: { ...threeByThree, levels: [["LOW"]] } })).status,
    ).toBe(422);
    // a subsidiary has no matrix of its own
    const fromSubsidiary = await manager.put(api(subsidiary, "/risk-matrix"), { body: threeByThree });
    expect(fromSubsidiary.status).toBe(404);
    expect(fromSubsidiary.body.error.code).toBe("not_a_holding");
    const versions = (await other.get(api(otherHolding, "/risk-matrix"))).body.versions;
    expect(versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
  });
});
