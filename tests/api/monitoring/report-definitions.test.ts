// The ready reports' rows, read straight from their definitions for one organization: the records of
// the organization appear with the cells worked out by hand, those of the organization below it and
// of another tenant never do, and the dated reports keep to the period (the inspections and actions
// still open from before it excepted).
import { randomUUID } from "node:crypto";
import { mintOrgContext } from "@/lib/platform/auth/org-context";
import { sessionUserFromCookieHeader } from "@/lib/platform/auth/session";
import { db } from "@/lib/platform/db";
import { translator } from "@/lib/platform/i18n/translator";
import type { CellValue } from "@/lib/platform/lists/export/columns";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays, addMonths } from "@/lib/platform/recurrence/frequency";
import { REPORTS, reportByKey } from "@/lib/modules/monitoring/reports/catalogue";
import type { ReportKey } from "@/lib/modules/monitoring/reports/keys";
import type { Period } from "@/lib/modules/monitoring/reports/period";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { edit, reportEvent } from "../evaluation/event-calls";
import { setUp } from "./waste-setup";

type Caller = Awaited<ReturnType<typeof as>>;
type Row = CellValue[];

const t = translator("en");
const api = (orgId: string, path: string) => `/api/v1/organizations/${orgId}${path}`;
const marker = randomUUID().slice(0, 8);
const named = (text: string) => `${text} ${marker}`;
const day = (text: string) => new Date(`${text}T00:00:00Z`);
const wire = (date: Date) => date.toISOString().slice(0, 10);
/** Any period: the registers print what stands today whatever it is. */
const ANY: Period = { from: "2020-01", to: "2020-01" };

let holding: string;
let subsidiary: string;
let otherHolding: string;
let manager: Caller;
let editor: Caller;
let other: Caller;

/** Every row of a report for one organization, read batch by batch as the renderer reads them. */
async function rowsOf(key: ReportKey, organizationId: string, period: Period = ANY): Promise<Row[]> {
  const user = (await sessionUserFromCookieHeader(manager.cookie))!;
  const org = (await mintOrgContext(user, organizationId))!;
  const report = reportByKey(key)!;
  const rows: Row[] = [];
  for await (const batch of report.rows(org, period, t)) rows.push(...batch);
  // a cell for every column, in the columns' order
  expect(rows.filter((row) => row.length !== report.columns.length)).toEqual([]);
  return rows;
}

/** The rows whose first cell is one of `titles` (or whose cell `at` is). */
const withText = (rows: Row[], titles: string[], at = 0) => rows.filter((row) => titles.includes(row[at] as string));

beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => {});
  [holding, subsidiary, otherHolding] = await Promise.all([demo.holding(), demo.subsidiary(), demo.other()]);
  [manager, editor, other] = await Promise.all([
    as("manager@demo.example"),
    as("editor@demo.example"),
    as("other@demo.example"),
  ]);
}, 60_000);
afterAll(() => jest.restoreAllMocks());

it("lists the ten reports in the catalogue's order", async () => {
  expect(REPORTS.map((report) => report.key)).toEqual([
    "chemicalRegister",
    "riskRegister",
    "aspectRegister",
    "legalRegister",
    "actionPlan",
    "competenceMatrix",
    "ghgAccount",
    "wasteAccount",
    "eventStatistics",
    "controlBookDue",
  ]);
});

describe("the chemical register", () => {
  const product = async (name: string) =>
    (
      await db().chemical.create({
        data: {
          tradeName: name,
          physicalState: "LIQUID",
          hazardStatements: ["H225", "H319"],
          euHazardStatements: ["EUH066"],
          precautionaryStatements: ["P210", "P233"],
          pictograms: ["GHS02", "GHS07"],
          signalWord: "DANGER",
          dangerCode: "YELLOW",
          countries: { create: [{ countryAlpha2: "DK", storageClass: "3" }] },
        },
      })
    ).id;
  const register = async (caller: Caller, orgId: string, name: string) => {
    const answer = await caller.post(api(orgId, "/chemical-associations"), {
      body: { chemical_id: await product(name) },
    });
    expect(answer.status).toBe(201);
  };

  it("prints the organization's own registrations with their statements", async () => {
    const [own, below, foreign] = [named("Acetone"), named("Toluene"), named("Xylene")];
    await register(editor, holding, own);
    await register(manager, subsidiary, below);
    await register(other, otherHolding, foreign);
    const rows = withText(await rowsOf("chemicalRegister", holding), [own, below, foreign]);
    expect(rows).toHaveLength(1);
    expect(rows[0][0]).toBe(own);
    expect(rows[0][4]).toBe("H225, H319, EUH066");
    expect(rows[0][5]).toBe("P210, P233");
    expect(withText(await rowsOf("chemicalRegister", subsidiary), [own, below])).toEqual([
      expect.arrayContaining([below]),
    ]);
  });
});

describe("the risk register", () => {
  const hazard = async (orgId: string, caller: Caller, title: string, assessment: string) => {
    const made = await caller.post(api(orgId, "/risk-assessments"), { body: { title: assessment } });
    expect(made.status).toBe(201);
    const answer = await caller.post(api(orgId, `/risk-assessments/${made.body.id}/hazards`), {
      body: {
        category: "MECHANICAL",
        title,
        who_exposed: "Press operators",
        existing_controls: "Two-hand control",
        inherent_likelihood: 3,
        inherent_severity: 5,
        residual_likelihood: 1,
        residual_severity: 5,
      },
    });
    expect(answer.status).toBe(201);
  };

  it("prints the hazards of the organization's own assessments, scored before and after", async () => {
    const [own, below, foreign] = [named("Crushing"), named("Cutting"), named("Burning")];
    await hazard(holding, manager, own, named("Press line"));
    await hazard(subsidiary, manager, below, named("Saw"));
    await hazard(otherHolding, other, foreign, named("Oven"));
    const rows = withText(await rowsOf("riskRegister", holding), [own, below, foreign]);
    expect(rows).toEqual([
      [
        own,
        t("riskAssessment.categories.MECHANICAL"),
        named("Press line"),
        undefined,
        "Press operators",
        "Two-hand control",
        "3×5",
        t("riskAssessment.levels.HIGH"),
        "1×5",
        t("riskAssessment.levels.MEDIUM"),
        null,
      ],
    ]);
  });
});

describe("the register of environmental aspects", () => {
  const aspect = async (orgId: string, caller: Caller, title: string) => {
    const answer = await caller.post(api(orgId, "/aspects"), {
      body: {
        activity: "Compressed air",
        title,
        category: "ENERGY_USE",
        impact: "Use of energy and CO2 from its generation",
        controls: "Leak hunting every quarter",
        ratings: { severity: 3, quantity: 4, legal: 2, stakeholders: 1 },
      },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };

  it("prints the organization's own aspects with their score and significance", async () => {
    const [own, below, foreign] = [named("Compressor power"), named("Boiler gas"), named("Oven power")];
    const made = await aspect(holding, manager, own);
    await aspect(subsidiary, manager, below);
    await aspect(otherHolding, other, foreign);
    const rows = withText(await rowsOf("aspectRegister", holding), [own, below, foreign], 1);
    expect(rows).toHaveLength(1);
    expect(rows[0].slice(0, 4)).toEqual([
      "Compressed air",
      own,
      "Use of energy and CO2 from its generation",
      t("aspects.categories.ENERGY_USE"),
    ]);
    expect(rows[0][7]).toBe(made.score);
    expect(rows[0][8]).toBe(t(made.significant ? "aspects.significant" : "aspects.notSignificant"));
    expect(rows[0][9]).toBe("Leak hunting every quarter");
  });
});

describe("the register of binding obligations", () => {
  const bind = async (orgId: string, caller: Caller, title: string) => {
    const act = await db().legislation.create({
      data: { jurisdiction: "EU", kind: "REGULATION", officialNumber: `No ${title}`, titleEn: title, sortTitle: title },
    });
    const answer = await caller.post(api(orgId, `/legislations/from-catalogue/${act.id}`));
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  };

  it("prints the organization's own obligations with their latest evaluation", async () => {
    const [own, below, foreign] = [named("Emissions act"), named("Noise act"), named("Water act")];
    const obligation = await bind(holding, editor, own);
    await bind(subsidiary, manager, below);
    await bind(otherHolding, other, foreign);
    const evaluator = await db().membership.findFirstOrThrow({
      where: { organizationId: holding, userEmail: "manager@demo.example" },
    });
    const evaluated = await editor.post(api(holding, `/legislations/${obligation}/evaluations`), {
      body: {
        evaluation_date: "2026-02-10",
        status: "PARTLY_COMPLIANT",
        evaluator_id: evaluator.id,
        next_evaluation_date: "2027-02-10",
      },
    });
    expect(evaluated.status).toBe(201);
    const rows = withText(await rowsOf("legalRegister", holding), [own, below, foreign]);
    expect(rows).toHaveLength(1);
    expect(rows[0].slice(0, 6)).toEqual([
      own,
      `No ${own}`,
      "EU",
      t("bindingObligations.statuses.PARTLY_COMPLIANT"),
      day("2026-02-10"),
      evaluator.userName,
    ]);
    expect(rows[0][7]).toEqual(day("2027-02-10"));
  });
});

describe("the action plan", () => {
  const action = async (orgId: string, caller: Caller, title: string, body: Record<string, unknown>) => {
    const answer = await caller.post(api(orgId, "/actions"), { body: { title, ...body } });
    expect(answer.status).toBe(201);
  };

  it("prints the organization's actions due in the period and those still open from before it", async () => {
    const titles = {
      inPeriod: named("Guard the press"),
      openFromBefore: named("Fix the railing"),
      doneBefore: named("Paint the floor"),
      after: named("Replace the fan"),
      below: named("Label the drums"),
      foreign: named("Clean the oven"),
    };
    await action(holding, manager, titles.inPeriod, { due_date: "2021-04-10" });
    await action(holding, manager, titles.openFromBefore, { due_date: "2021-01-15" });
    await action(holding, manager, titles.doneBefore, {
      due_date: "2021-01-20",
      status: "DONE",
      done_date: "2021-01-25",
    });
    await action(holding, manager, titles.after, { due_date: "2021-07-01" });
    await action(subsidiary, manager, titles.below, { due_date: "2021-04-10" });
    await action(otherHolding, other, titles.foreign, { due_date: "2021-04-10" });
    const rows = withText(
      await rowsOf("actionPlan", holding, { from: "2021-03", to: "2021-05" }),
      Object.values(titles),
    );
    // by due date
    expect(rows.map((row) => row[0])).toEqual([titles.openFromBefore, titles.inPeriod]);
    expect(rows[1][3]).toEqual(day("2021-04-10"));
  });
});

describe("the competence matrix", () => {
  const today = calendarToday();

  it("prints every active member against every competence of the organization, with the member's status", async () => {
    const [editorMember, readerMember] = await Promise.all(
      ["editor@demo.example", "reader@demo.example"].map((email) =>
        db().membership.findFirstOrThrow({ where: { organizationId: holding, userEmail: email } }),
      ),
    );
    const competence = async (orgId: string, caller: Caller, name: string, body: Record<string, unknown>) => {
      const answer = await caller.post(api(orgId, "/competences"), { body: { name, ...body } });
      expect(answer.status).toBe(201);
      return answer.body.id as string;
    };
    const forklift = named("Forklift licence");
    const firstAid = named("First aid");
    const overdueSince = addMonths(today, -26);
    const forkliftId = await competence(holding, manager, forklift, {
      frequency: "P1Y",
      member_assignments: [{ member_id: editorMember.id, last_acquisition_date: wire(today) }],
    });
    await competence(holding, manager, firstAid, {
      frequency: "P2Y",
      member_assignments: [
        { member_id: editorMember.id },
        { member_id: readerMember.id, last_acquisition_date: wire(overdueSince) },
      ],
    });
    // the reader holds a forklift licence nobody asks of them
    const held = addDays(today, -10);
    const acquired = await manager.post(
      api(holding, `/members/${readerMember.id}/competences/${forkliftId}/acquisitions`),
      { body: { acquired_on: wire(held) } },
    );
    expect(acquired.status).toBe(201);
    // someone invited who has not accepted yet is not a member of the matrix
    const invited = await manager.post(api(holding, "/members"), {
      body: { name: named("Ivan Invited"), email: `ivan.${marker}@reports.example`, scopes: ["READ"] },
    });
    expect(invited.status).toBe(201);
    const below = named("Crane licence");
    const foreign = named("Welding");
    await competence(subsidiary, manager, below, { frequency: "P1Y" });
    await competence(otherHolding, other, foreign, { frequency: "P1Y" });

    const rows = await rowsOf("competenceMatrix", holding);
    expect(withText(rows, [below, foreign], 1)).toEqual([]);
    expect(rows.some((row) => row[0] === named("Ivan Invited"))).toBe(false);
    const ours = withText(rows, [forklift, firstAid], 1);
    const ofMember = (name: string) => ours.filter((row) => row[0] === name);
    // by member, then by competence: first aid before the forklift licence
    expect(ofMember(editorMember.userName)).toEqual([
      [editorMember.userName, firstAid, t("people.status.MISSING"), null, null],
      [editorMember.userName, forklift, t("people.status.OK"), today, addMonths(today, 12)],
    ]);
    expect(ofMember(readerMember.userName)).toEqual([
      [readerMember.userName, firstAid, t("people.status.OVERDUE"), overdueSince, addMonths(overdueSince, 24)],
      [readerMember.userName, forklift, t("reports.notRequired"), held, addMonths(held, 12)],
    ]);
    const members = await db().membership.count({ where: { organizationId: holding, status: "ACTIVE" } });
    const competences = await db().competence.count({ where: { organizationId: holding, archivedDate: null } });
    expect(rows).toHaveLength(members * competences);
  });
});

describe("the GHG account", () => {
  // 200 g/kWh from 1 January 2025 on, none before: December 2024's electricity has no factor
  const factor = async () =>
    (
      await db().emissionFactor.create({
        data: {
          organizationId: null,
          utilityType: "ELECTRICITY",
          ghgCategory: "SCOPE2_ELECTRICITY",
          basis: "LOCATION_BASED",
          name: named("Grid electricity"),
          source: "Hand-computed",
          values: {
            create: [{ meterUnit: "KWH", emissionUnit: "GRAMS", startDate: day("2025-01-01"), value: "200" }],
          },
        },
      })
    ).id;
  /** A register read at local midnights: 300 kWh in December 2024, 400 kWh in January 2025. */
  const meter = async (orgId: string, caller: Caller, name: string, meterType: string, factorId?: string) => {
    const made = await caller.post(api(orgId, "/meters"), {
      body: { name, meter_type: meterType, unit: "KWH", reading_mode: "REGISTER" },
    });
    expect(made.status).toBe(201);
    for (const [at, value] of [
      ["2024-12-01T00:00:00+01:00", "0"],
      ["2025-01-01T00:00:00+01:00", "300"],
      ["2025-02-01T00:00:00+01:00", "700"],
    ]) {
      const read = await caller.post(api(orgId, `/meters/${made.body.id}/readings`), {
        body: { performed_at: at, value },
      });
      expect(read.status).toBe(201);
    }
    if (factorId) {
      const linked = await caller.put(api(orgId, `/carbon/meters/${made.body.id}/emission-factors`), {
        body: { emission_factor_ids: [factorId] },
      });
      expect(linked.status).toBe(200);
    }
  };

  it("adds up each line and meter over the period, the quantity without a factor shown as missing", async () => {
    const factorId = await factor();
    const [electricity, heat, below, foreign] = [
      named("Main electricity"),
      named("Heat"),
      named("Workshop electricity"),
      named("Foreign electricity"),
    ];
    await meter(holding, editor, electricity, "ELECTRICITY", factorId);
    await meter(holding, editor, heat, "HEAT");
    await meter(subsidiary, editor, below, "ELECTRICITY", factorId);
    await meter(otherHolding, other, foreign, "ELECTRICITY", factorId);

    // across a new year: the statement's calendar-year buckets are added up
    const rows = withText(
      await rowsOf("ghgAccount", holding, { from: "2024-12", to: "2025-03" }),
      [electricity, heat, below, foreign],
      2,
    );
    expect(rows).toEqual([
      // 700 kWh, of which January's 400 at 0.2 kg = 80 kg; December's 300 kWh have no factor
      [2, t("carbon.lines.SCOPE2_ELECTRICITY_LOCATION"), electricity, 700, "kWh", 0.08, 300, null, null],
      // without a market-based factor, the covered electricity counts at the location-based rate
      [
        2,
        t("carbon.lines.SCOPE2_ELECTRICITY_MARKET"),
        electricity,
        400,
        "kWh",
        0.08,
        null,
        null,
        t("carbon.locationStandIn"),
      ],
      // a meter without any factor: all missing, no CO2 (never a zero)
      [null, t("carbon.noLine"), heat, 700, "kWh", null, 700, null, null],
    ]);

    // December alone: nothing covered, so no CO2 at all and no market-based stand-in
    const december = withText(
      await rowsOf("ghgAccount", holding, { from: "2024-12", to: "2024-12" }),
      [electricity],
      2,
    );
    expect(december).toEqual([
      [2, t("carbon.lines.SCOPE2_ELECTRICITY_LOCATION"), electricity, 300, "kWh", null, 300, null, null],
    ]);
    expect(withText(await rowsOf("ghgAccount", subsidiary, { from: "2025-01", to: "2025-01" }), [below], 2)).toEqual([
      expect.arrayContaining([below, 400, 0.08]),
      expect.arrayContaining([below, 400, 0.08]),
    ]);
  });
});

describe("the waste account", () => {
  it("adds up the organization's own waste handed over in the period's months", async () => {
    const handler = named("Report Recycler A/S");
    const own = await setUp(editor, holding, handler);
    const register = (at: string, performedAt: string, lines: { arrangement_id: string; quantity: string }[]) =>
      editor.post(`${at}/bulk-registrations`, { body: { performed_at: performedAt, lines } });
    expect(
      (
        await register(own.at, "2021-03-10", [
          { arrangement_id: own.cardboard.id, quantity: "500" },
          { arrangement_id: own.tubes.id, quantity: "12" },
        ])
      ).status,
    ).toBe(201);
    await register(own.at, "2021-04-30", [{ arrangement_id: own.cardboard.id, quantity: "250" }]);
    // after the period
    await register(own.at, "2021-05-01", [{ arrangement_id: own.cardboard.id, quantity: "999" }]);
    const belowHandler = named("Subsidiary Recycler ApS");
    const below = await setUp(editor, subsidiary, belowHandler);
    await register(below.at, "2021-03-10", [{ arrangement_id: below.cardboard.id, quantity: "777" }]);
    const foreignHandler = named("Foreign Recycler A/S");
    const foreign = await setUp(other, otherHolding, foreignHandler);
    await other.post(`${foreign.at}/bulk-registrations`, {
      body: { performed_at: "2021-03-10", lines: [{ arrangement_id: foreign.cardboard.id, quantity: "888" }] },
    });

    const rows = withText(
      await rowsOf("wasteAccount", holding, { from: "2021-01", to: "2021-04" }),
      [handler, belowHandler, foreignHandler],
      3,
    );
    const cardboard = await db().wasteType.findUniqueOrThrow({ where: { code: "15 01 01" } });
    const tubes = await db().wasteType.findUniqueOrThrow({ where: { code: "20 01 21" } });
    expect(rows).toEqual([
      // 750 kg in March and April; May's 999 kg fall after the period
      ["15 01 01", "", cardboard.nameEn, handler, "DK-AFF-1234", "R3", 0.75, null],
      // pieces without a weight per piece cannot be weighed: their count and unit instead
      ["20 01 21", "*", tubes.nameEn, handler, "DK-AFF-1234", "D15", null, `12 ${t("waste.units.PIECE")}`],
    ]);
  });
});

describe("the event statistics", () => {
  it("counts the organization's events per year and kind, with the lost-time injury frequency", async () => {
    const accident = async (orgId: string, occurredAt: string, lostWorkdays: number) => {
      const made = await reportEvent(editor, orgId, {
        title: named("Fall"),
        kind: "ACCIDENT",
        importance: "HIGH",
        accident_occurred: true,
        occurred_at: occurredAt,
      });
      const event = (await editor.get(api(orgId, `/events/${made.id}`))).body;
      const investigated = await editor.put(api(orgId, `/events/${made.id}`), {
        body: edit(event, { status: "UNDER_INVESTIGATION", lost_workdays: lostWorkdays }),
      });
      expect(investigated.status).toBe(200);
      return made.id as string;
    };
    // 1 July 2018 at 00:30 in Copenhagen is 30 June in UTC: it counts in the period, in 2018
    await accident(holding, "2018-07-01T00:30:00+02:00", 3);
    await accident(holding, "2019-02-10T10:00:00+01:00", 1);
    await reportEvent(editor, holding, { kind: "NEAR_MISS", occurred_at: "2019-03-05T09:00:00+01:00" });
    // 1 July 2019 at 00:30 there is after the period, although still 30 June in UTC
    await accident(holding, "2019-07-01T00:30:00+02:00", 5);
    const archived = await accident(holding, "2019-05-05T10:00:00+02:00", 2);
    expect((await editor.delete(api(holding, `/events/${archived}`))).status).toBe(204);
    await accident(subsidiary, "2019-04-04T10:00:00+02:00", 4);
    await reportEvent(other, otherHolding, { kind: "ACCIDENT", occurred_at: "2019-04-04T10:00:00+02:00" });
    // hours worked: 10,000 a month in the second half of 2018, 20,000 in the first half of 2019
    const figure = await manager.post(api(holding, "/activity-figures"), {
      body: { kind: "HOURS_WORKED", name: named("Hours"), unit: "h" },
    });
    expect(figure.status).toBe(201);
    const values = (year: number, months: (number | null)[]) =>
      manager.put(api(holding, `/activity-figures/${figure.body.id}/values`), { body: { year, values: months } });
    expect((await values(2018, [...Array(6).fill(null), ...Array(6).fill(10000)])).status).toBe(200);
    expect((await values(2019, [...Array(6).fill(20000), 99999, ...Array(5).fill(null)])).status).toBe(200);

    const rows = await rowsOf("eventStatistics", holding, { from: "2018-07", to: "2019-06" });
    const kind = (year: string, name: string) => rows.find((row) => row[0] === year && row[1] === name);
    const all = t("reports.allEvents");
    expect(rows).toHaveLength(2 * 6);
    expect(kind("2018", t("events.kinds.ACCIDENT"))).toEqual([
      "2018",
      t("events.kinds.ACCIDENT"),
      1,
      1,
      1,
      3,
      null,
      null,
    ]);
    expect(kind("2018", t("events.kinds.NEAR_MISS"))).toEqual([
      "2018",
      t("events.kinds.NEAR_MISS"),
      0,
      0,
      0,
      0,
      null,
      null,
    ]);
    // one lost-time injury over 60,000 hours: 1,000,000 / 60,000 = 16.67 per million hours
    expect(kind("2018", all)).toEqual(["2018", all, 1, 1, 1, 3, 60000, 16.67]);
    expect(kind("2019", t("events.kinds.ACCIDENT"))).toEqual([
      "2019",
      t("events.kinds.ACCIDENT"),
      1,
      1,
      1,
      1,
      null,
      null,
    ]);
    expect(kind("2019", t("events.kinds.NEAR_MISS"))).toEqual([
      "2019",
      t("events.kinds.NEAR_MISS"),
      1,
      0,
      0,
      0,
      null,
      null,
    ]);
    // one over 120,000 hours: 8.33
    expect(kind("2019", all)).toEqual(["2019", all, 2, 1, 1, 1, 120000, 8.33]);
  });
});

describe("the inspections due", () => {
  const today = calendarToday();
  const month = wire(today).slice(0, 7);
  const endOfMonth = addDays(addMonths(day(`${month}-01`), 1), -1);

  it("prints the pending inspections due by the period's end, the overdue ones from before it included", async () => {
    const inspection = async (orgId: string, caller: Caller, title: string, due: Date, done = false) => {
      const answer = await caller.post(api(orgId, "/inspections"), {
        body: {
          title,
          type: "SERVICE_AND_INSPECTION",
          due_date: wire(due),
          ...(done && { status: "DONE", performed_at: wire(addDays(today, -1)), result: "PASSED" }),
        },
      });
      expect(answer.status).toBe(201);
    };
    const titles = {
      overdue: named("Ladder check"),
      endOfPeriod: named("Fire extinguishers"),
      after: named("Sprinkler test"),
      done: named("Eye wash"),
      below: named("Crane check"),
      foreign: named("Boiler check"),
    };
    await inspection(holding, editor, titles.overdue, addDays(today, -40));
    await inspection(holding, editor, titles.endOfPeriod, endOfMonth);
    await inspection(holding, editor, titles.after, addDays(endOfMonth, 1));
    await inspection(holding, editor, titles.done, addDays(today, -3), true);
    await inspection(subsidiary, editor, titles.below, addDays(today, -10));
    await inspection(otherHolding, other, titles.foreign, addDays(today, -10));
    const agreement = named("Compressor service");
    const made = await editor.post(api(holding, "/agreements"), {
      body: { type: "SERVICE_AND_INSPECTION", title: agreement, starts_at: wire(addDays(today, -5)), frequency: "P1Y" },
    });
    expect(made.status).toBe(201);

    const rows = withText(await rowsOf("controlBookDue", holding, { from: month, to: month }), [
      ...Object.values(titles),
      agreement,
    ]);
    const type = t("controlBook.types.SERVICE_AND_INSPECTION");
    expect(rows).toEqual([
      [
        titles.overdue,
        type,
        addDays(today, -40),
        undefined,
        undefined,
        undefined,
        40,
        t("controlBook.dueStatuses.OVERDUE"),
      ],
      [agreement, type, addDays(today, -5), undefined, undefined, agreement, 5, t("controlBook.dueStatuses.OVERDUE")],
      [titles.endOfPeriod, type, endOfMonth, undefined, undefined, undefined, null, expect.any(String)],
    ]);
  });
});
