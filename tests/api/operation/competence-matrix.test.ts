// The competence matrix and its training plan (issue 29): each cell's status against requirement and
// acquisition dates set by hand, the filters (status, area, role, competence, member), paging, the
// organization's subtree (a LIMITED one below left out), the workbook, another tenant (404), LIMITED
// (403) and a reader, who reads it and has nothing to write.
import ExcelJS from "exceljs";
import { db } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays, addMonths } from "@/lib/platform/recurrence/frequency";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;
type Cell = { status: string; dueDate: string | null; lastAcquisitionDate: string | null } | null;
type Matrix = {
  organizations: { id: string; name: string }[];
  competences: { id: string; name: string; organizationId: string }[];
  totalElements: number;
  rows: { id: string; name: string; organizationId: string; area: { name: string } | null; cells: Cell[] }[];
};
type PlanItem = { member: { name: string }; competence: { name: string }; status: string; month: string | null };

const wire = (date: Date) => date.toISOString().slice(0, 10);
const today = calendarToday();
const api = (orgId: string, path = "") => `/api/v1/organizations/${orgId}/competence-matrix${path}`;

let holding: string;
let subsidiary: string;
let manager: Caller;
let reader: Caller;
let area: string;
let role: string;
const competence: Record<string, string> = {};
const member: Record<string, string> = {};

/** The matrix as the reader gets it, with a member's cell found by the competence's name. */
async function matrix(orgId: string, query: string): Promise<Matrix & { cell: (who: string, what: string) => Cell }> {
  const answer = await reader.get(`${api(orgId)}?${query}`);
  expect(answer.status).toBe(200);
  const body = answer.body as Matrix;
  const cell = (who: string, what: string) => {
    const row = body.rows.find((entry) => entry.name === who)!;
    return row.cells[body.competences.findIndex((column) => column.name === what)];
  };
  return { ...body, cell };
}

const names = (list: { name: string }[]) => list.map((entry) => entry.name);

/** A member as the member form adds one, made active (an invitation not yet accepted is no row). */
async function addMember(orgId: string, name: string, body: Record<string, unknown>) {
  const created = await manager.post(`/api/v1/organizations/${orgId}/members`, {
    body: { name, email: `${name.toLowerCase().replace(/ /g, ".")}@matrix.example`, scopes: ["READ"], ...body },
  });
  expect(created.status).toBe(201);
  await db().membership.update({ where: { id: created.body.id }, data: { status: "ACTIVE" } });
  return created.body.id as string;
}

async function addCompetence(orgId: string, name: string, frequency = "P1Y") {
  const created = await manager.post(`/api/v1/organizations/${orgId}/competences`, { body: { name, frequency } });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => {});
  [holding, subsidiary] = await Promise.all([demo.holding(), demo.subsidiary()]);
  [manager, reader] = await Promise.all([as("manager@demo.example"), as("reader@demo.example")]);
  const created = await manager.post(`/api/v1/organizations/${holding}/areas`, { body: { name: "Matrix area" } });
  expect(created.status).toBe(201);
  area = created.body.id;
  for (const name of ["valid", "overdue", "due soon", "missing", "deadline passed"]) {
    competence[name] = await addCompetence(holding, `Matrix ${name}`);
  }
  competence.once = await addCompetence(holding, "Matrix once", "P0D");
  const acquired = (name: string, date: Date) => ({
    competence_id: competence[name],
    last_acquisition_date: wire(date),
  });
  member.anna = await addMember(holding, "Anna Matrix", {
    area_id: area,
    competence_requirements: [
      acquired("valid", addMonths(today, -1)),
      acquired("overdue", addMonths(today, -14)),
      acquired("due soon", addDays(addMonths(today, -12), 10)),
      { competence_id: competence.missing },
      { competence_id: competence["deadline passed"], acquisition_deadline: wire(addDays(today, -3)) },
    ],
  });
  member.bo = await addMember(holding, "Bo Matrix", {
    area_id: area,
    competence_requirements: [acquired("valid", addMonths(today, -2)), acquired("once", addMonths(today, -12))],
  });
  const roleCreated = await manager.post(`/api/v1/organizations/${holding}/roles`, {
    body: { name: "Matrix role", competence_ids: [], member_ids: [member.bo] },
  });
  expect(roleCreated.status).toBe(201);
  role = roleCreated.body.id;
  // the subsidiary's own competence and member; a LIMITED department below the holding with one too
  competence.subsidiary = await addCompetence(subsidiary, "Matrix subsidiary competence");
  member.cy = await addMember(subsidiary, "Cy Matrix", {
    competence_requirements: [{ competence_id: competence.subsidiary }],
  });
  const limited = await db().organization.create({
    data: { name: "Matrix limited department", type: "DEPARTMENT", parentId: holding, holdingId: holding },
    select: { id: true },
  });
  competence.limited = await addCompetence(limited.id, "Matrix limited competence");
  member.dee = await addMember(limited.id, "Dee Matrix", {
    competence_requirements: [{ competence_id: competence.limited }],
  });
  await db().organization.update({ where: { id: limited.id }, data: { featureAccess: "LIMITED" } });
}, 60_000);
afterAll(() => jest.restoreAllMocks());

describe("the cells", () => {
  it("say where each member stands with each competence, from the requirement's dates", async () => {
    const m = await matrix(holding, `area_id=${area}`);
    expect(names(m.rows)).toEqual(["Anna Matrix", "Bo Matrix"]);
    expect(m.totalElements).toBe(2);
    expect(m.rows[0].area?.name).toBe("Matrix area");
    expect(m.cell("Anna Matrix", "Matrix valid")).toEqual({
      status: "OK",
      dueDate: wire(addMonths(addMonths(today, -1), 12)),
      lastAcquisitionDate: wire(addMonths(today, -1)),
    });
    expect(m.cell("Anna Matrix", "Matrix overdue")?.status).toBe("OVERDUE");
    expect(m.cell("Anna Matrix", "Matrix due soon")?.status).toBe("DUE_SOON");
    expect(m.cell("Anna Matrix", "Matrix missing")).toEqual({
      status: "MISSING",
      dueDate: null,
      lastAcquisitionDate: null,
    });
    expect(m.cell("Anna Matrix", "Matrix deadline passed")).toEqual({
      status: "OVERDUE",
      dueDate: wire(addDays(today, -3)),
      lastAcquisitionDate: null,
    });
    expect(m.cell("Anna Matrix", "Matrix once")?.status).toBe("NOT_REQUIRED");
    // acquired once, valid for good
    expect(m.cell("Bo Matrix", "Matrix once")).toEqual({
      status: "OK",
      dueDate: null,
      lastAcquisitionDate: wire(addMonths(today, -12)),
    });
    expect(m.cell("Bo Matrix", "Matrix overdue")?.status).toBe("NOT_REQUIRED");
  });

  it("filter by status: the members with such a cell, the competences where one is", async () => {
    const overdue = await matrix(holding, `area_id=${area}&status=OVERDUE`);
    expect(names(overdue.rows)).toEqual(["Anna Matrix"]);
    expect(names(overdue.competences)).toEqual(["Matrix deadline passed", "Matrix overdue"]);
    const soon = await matrix(holding, `area_id=${area}&status=DUE_SOON`);
    expect([names(soon.rows), names(soon.competences)]).toEqual([["Anna Matrix"], ["Matrix due soon"]]);
    const missing = await matrix(holding, `area_id=${area}&status=MISSING`);
    expect([names(missing.rows), names(missing.competences)]).toEqual([["Anna Matrix"], ["Matrix missing"]]);
    const valid = await matrix(holding, `area_id=${area}&status=OK`);
    expect([names(valid.rows), names(valid.competences)]).toEqual([
      ["Anna Matrix", "Bo Matrix"],
      ["Matrix once", "Matrix valid"],
    ]);
    const notRequired = await matrix(holding, `area_id=${area}&status=NOT_REQUIRED`);
    expect(names(notRequired.rows)).toEqual(["Anna Matrix", "Bo Matrix"]);
    expect(names(notRequired.competences)).toEqual(expect.arrayContaining(["Matrix missing", "Matrix once"]));
    expect(names(notRequired.competences)).not.toContain("Matrix valid");
  });

  it("filter by role, competence and member, and page by members", async () => {
    expect(names((await matrix(holding, `role_id=${role}`)).rows)).toEqual(["Bo Matrix"]);
    const one = await matrix(holding, `area_id=${area}&competence_id=${competence.missing}`);
    expect(names(one.competences)).toEqual(["Matrix missing"]);
    expect(one.rows.map((row) => row.cells)).toEqual([
      [{ status: "MISSING", dueDate: null, lastAcquisitionDate: null }],
      [{ status: "NOT_REQUIRED", dueDate: null, lastAcquisitionDate: null }],
    ]);
    expect(names((await matrix(holding, `member_id=${member.bo}`)).rows)).toEqual(["Bo Matrix"]);
    const second = await matrix(holding, `area_id=${area}&size=1&page=1`);
    expect([second.totalElements, names(second.rows)]).toEqual([2, ["Bo Matrix"]]);
    expect((await reader.get(`${api(holding)}?status=LATE`)).status).toBe(400);
    expect((await reader.get(`${api(holding)}?area_id=nowhere`)).status).toBe(400);
  });
});

describe("the organizations covered", () => {
  it("are the organization and those below it; a member's cells of another organization's competences are empty", async () => {
    const whole = await matrix(holding, `member_id=${member.cy}`);
    expect(names(whole.rows)).toEqual(["Cy Matrix"]);
    expect(whole.rows[0].organizationId).toBe(subsidiary);
    expect(whole.cell("Cy Matrix", "Matrix subsidiary competence")?.status).toBe("MISSING");
    expect(whole.cell("Cy Matrix", "Matrix valid")).toBeNull();
    expect(whole.organizations[0].id).toBe(holding);
    expect(whole.organizations.map((organization) => organization.id)).toContain(subsidiary);
    // the subsidiary's own matrix sees nothing of the holding
    const own = await matrix(subsidiary, `member_id=${member.anna}`);
    expect(own.rows).toEqual([]);
    expect(names(own.competences)).not.toContain("Matrix valid");
  });

  it("leave out an organization below with LIMITED feature access, where the matrix is not open", async () => {
    const whole = await matrix(holding, `member_id=${member.dee}`);
    expect(whole.rows).toEqual([]);
    expect(names(whole.organizations)).not.toContain("Matrix limited department");
    expect(names(whole.competences)).not.toContain("Matrix limited competence");
  });
});

describe("the training plan", () => {
  it("lists the expiries and deadlines of the coming twelve months by month, after what is outstanding", async () => {
    const answer = await reader.get(`${api(holding, "/training-plan")}?area_id=${area}`);
    expect(answer.status).toBe(200);
    const plan = answer.body as {
      months: { month: string; count: number }[];
      outstandingCount: number;
      items: PlanItem[];
    };
    expect(plan.months).toHaveLength(12);
    expect(plan.months[0].month).toBe(wire(today).slice(0, 7));
    const line = (item: PlanItem) => [item.member.name, item.competence.name, item.status, item.month];
    const month = (date: Date) => wire(date).slice(0, 7);
    expect(plan.items.map(line)).toEqual(
      expect.arrayContaining([
        ["Anna Matrix", "Matrix overdue", "OVERDUE", null],
        ["Anna Matrix", "Matrix deadline passed", "OVERDUE", null],
        ["Anna Matrix", "Matrix missing", "MISSING", null],
        ["Anna Matrix", "Matrix due soon", "DUE_SOON", month(addDays(today, 10))],
        ["Anna Matrix", "Matrix valid", "OK", month(addMonths(addMonths(today, -1), 12))],
        ["Bo Matrix", "Matrix valid", "OK", month(addMonths(addMonths(today, -2), 12))],
      ]),
    );
    // acquired once, it never expires
    expect(plan.items).toHaveLength(6);
    expect(plan.outstandingCount).toBe(3);
    expect(plan.months.reduce((sum, entry) => sum + entry.count, 0)).toBe(3);
    // one month's items, the counts still whole
    const outstanding = await reader.get(`${api(holding, "/training-plan")}?area_id=${area}&month=outstanding`);
    expect(outstanding.body.items.map((item: PlanItem) => item.month)).toEqual([null, null, null]);
    expect(outstanding.body.outstandingCount).toBe(3);
    const soon = month(addDays(today, 10));
    const inMonth = await reader.get(`${api(holding, "/training-plan")}?area_id=${area}&month=${soon}`);
    expect(inMonth.body.items.every((item: PlanItem) => item.month === soon)).toBe(true);
    expect(inMonth.body.items.map(line)).toContainEqual(["Anna Matrix", "Matrix due soon", "DUE_SOON", soon]);
    expect((await reader.get(`${api(holding, "/training-plan")}?month=2026-13`)).status).toBe(400);
  });
});

describe("the workbook", () => {
  it("holds the whole matrix in the filter: a row per member, a column per competence, the statuses in words", async () => {
    const sheet = await reader.get(`${api(holding)}?format=xlsx&area_id=${area}&status=OVERDUE`, { bytes: true });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("content-type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(sheet.body as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0].eachRow((row) =>
      rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? ""))),
    );
    expect(rows[0]).toEqual(["Member", "Organization", "Work area", "Matrix deadline passed", "Matrix overdue"]);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 3)).toEqual(["Anna Matrix", "Nordic Demo Holding A/S", "Matrix area"]);
    expect(rows[1][3]).toMatch(/^Overdue, /);
  });
});

describe("who sees it", () => {
  it("answers another tenant as if the organization did not exist", async () => {
    const other = await as("other@demo.example");
    expect((await other.get(api(holding))).status).toBe(404);
    expect((await other.get(api(holding, "/training-plan"))).status).toBe(404);
  });

  it("is not part of LIMITED access", async () => {
    const limited = await as("limited@demo.example");
    const answer = await limited.get(api(await demo.limited()));
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("feature_not_available");
    expect((await limited.get(api(await demo.limited(), "/training-plan"))).status).toBe(403);
  });

  it("lets a reader read it, with nothing to write", async () => {
    expect((await reader.get(api(holding))).status).toBe(200);
    for (const method of ["post", "put", "delete"] as const) {
      expect((await reader[method](api(holding), { body: {} })).status).toBe(405);
      expect((await reader[method](api(holding, "/training-plan"), { body: {} })).status).toBe(405);
    }
  });
});
