// The due list behind the dashboard's "show all" (GET /api/v1/organizations/{orgId}/due-items) and
// the dashboard's overdue groups: a missing thing is overdue and says so, the same subject in
// several organizations is one line naming them, the list pages and filters by module,
// organization and responsible person, and nobody sees another tenant's items or more than they
// may open.
import { randomUUID } from "node:crypto";
import { db } from "@/lib/platform/db";
import { mintOrgContext } from "@/lib/platform/auth/org-context";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays } from "@/lib/platform/recurrence/frequency";
import { dashboardData } from "@/lib/modules/dashboard/data";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;
type Line = {
  id: string;
  source: string;
  title: string;
  status: string;
  overdue: boolean;
  dueDate: string;
  href: string | null;
  organizations: { id: string; name: string }[];
  responsible: { id: string; name: string }[];
  itemCount: number;
};

const dueItems = (orgId: string, query = "") => `/api/v1/organizations/${orgId}/due-items?size=100&${query}`;
const today = calendarToday();
const tag = () => randomUUID().slice(0, 8);

let holding: string;
let subsidiary: string;
let department: string;
let otherHolding: string;
let manager: Caller;
let reader: Caller;
let other: Caller;
let limited: Caller;

async function membership(email: string, organizationId: string) {
  return db().membership.findFirstOrThrow({
    where: { organizationId, userEmail: email },
    select: { id: true, userId: true },
  });
}

/** A catalogue product without any safety data sheet, registered in each organization. */
async function registeredWithoutSheet(title: string, organizationIds: string[]) {
  const chemical = await db().chemical.create({
    data: { tradeName: title, physicalState: "LIQUID", signalWord: "NORMAL", dangerCode: "GREEN" },
  });
  const registrations = [];
  for (const organizationId of organizationIds) {
    registrations.push(
      await db().chemicalAssociation.create({
        data: { organizationId, chemicalId: chemical.id, countryAlpha2: "DK" },
        select: { id: true, organizationId: true, createdDate: true },
      }),
    );
  }
  return registrations;
}

async function meterDue(organizationId: string, name: string, due: Date) {
  return db().meter.create({
    data: {
      organizationId,
      name,
      meterType: "ELECTRICITY",
      unit: "kWh",
      readingMode: "REGISTER",
      nextReadingDate: due,
    },
  });
}

async function policyDue(organizationId: string, title: string, ownerId: string, due: Date) {
  return db().policy.create({
    data: { organizationId, title, content: "<p>Policy</p>", ownerId, nextReviewDate: due },
  });
}

async function list(caller: Caller, orgId: string, query = ""): Promise<{ totalElements: number; content: Line[] }> {
  const answer = await caller.get(dueItems(orgId, query));
  expect(answer.status).toBe(200);
  return answer.body;
}

const titled = (lines: Line[], title: string) => lines.filter((line) => line.title === title);

beforeAll(async () => {
  [holding, subsidiary, department, otherHolding] = await Promise.all([
    demo.holding(),
    demo.subsidiary(),
    demo.department(),
    demo.other(),
  ]);
  [manager, reader, other, limited] = await Promise.all([
    as("manager@demo.example"),
    as("reader@demo.example"),
    as("other@demo.example"),
    as("limited@demo.example"),
  ]);
});

describe("missing things", () => {
  it("are overdue and marked missing, registered today or not", async () => {
    const title = `Solvent without a sheet ${tag()}`;
    const [registration] = await registeredWithoutSheet(title, [holding]);
    const overdue = await list(manager, holding, "status=OVERDUE&source=safetyDataSheets");
    expect(titled(overdue.content, title)).toEqual([
      expect.objectContaining({
        status: "MISSING",
        overdue: true,
        // wanted since the day it was registered
        dueDate: registration.createdDate.toISOString().slice(0, 10),
        href: `/chemicals/my-chemicals/${registration.id}`,
        itemCount: 1,
      }),
    ]);
    // never among what merely falls due soon
    const soon = await list(manager, holding, "status=DUE_SOON&source=safetyDataSheets");
    expect(titled(soon.content, title)).toEqual([]);
    // overdue first: no line after the first one not overdue is overdue
    const all = (await list(manager, holding)).content;
    const firstNotOverdue = all.findIndex((line) => !line.overdue);
    if (firstNotOverdue >= 0) expect(all.slice(firstNotOverdue).every((line) => !line.overdue)).toBe(true);
  });
});

describe("the same subject in several organizations", () => {
  it("is one line naming the organizations, counted once, on the list and the dashboard", async () => {
    const title = `Acetone for folding ${tag()}`;
    const [inHolding, inSubsidiary] = await registeredWithoutSheet(title, [holding, subsidiary]);
    const lines = titled((await list(manager, holding, "source=safetyDataSheets")).content, title);
    expect(lines).toHaveLength(1);
    expect(lines[0].itemCount).toBe(2);
    expect(lines[0].organizations.map((organization) => organization.name)).toEqual([
      "Nordic Demo Holding A/S",
      "Nordic Demo Production ApS",
    ]);
    // the link opens the active organization's own registration
    expect(lines[0].href).toBe(`/chemicals/my-chemicals/${inHolding.id}`);

    // from the subsidiary, only its own
    const below = titled((await list(manager, subsidiary, "source=safetyDataSheets")).content, title);
    expect(below).toHaveLength(1);
    expect(below[0].organizations.map((organization) => organization.id)).toEqual([subsidiary]);
    expect(below[0].href).toBe(`/chemicals/my-chemicals/${inSubsidiary.id}`);

    // the dashboard's overdue group counts the line once
    const user = await db().user.findFirstOrThrow({ where: { email: "manager@demo.example" } });
    const context = await mintOrgContext(
      {
        id: user.id,
        email: user.email,
        name: user.name,
        language: user.language,
        systemScopes: user.systemScopes,
        sessionId: randomUUID(),
      },
      holding,
    );
    const dashboard = await dashboardData(context!, "everyone");
    const sheets = dashboard.overdueGroups.find((group) => group.source === "safetyDataSheets")!;
    expect(sheets.lines.filter((line) => line.title === title)).toHaveLength(1);
    expect(sheets.count).toBe(sheets.lines.length);
    expect(dashboard.overdue.filter((line) => line.title === title)).toHaveLength(1);
  });
});

describe("the full due list", () => {
  it("pages through every line once, in order", async () => {
    const prefix = `Paged meter ${tag()}`;
    for (let day = 1; day <= 5; day++) await meterDue(department, `${prefix} ${day}`, addDays(today, -day));
    const query = `source=meterReadings&organization_id=${department}`;
    const whole = await list(manager, holding, query);
    expect(whole.totalElements).toBeGreaterThanOrEqual(5);
    const paged: Line[] = [];
    for (let page = 0; page * 2 < whole.totalElements; page++) {
      const answer = await manager.get(`/api/v1/organizations/${holding}/due-items?${query}&size=2&page=${page}`);
      expect(answer.status).toBe(200);
      expect(answer.body.totalElements).toBe(whole.totalElements);
      expect(answer.body.content.length).toBeLessThanOrEqual(2);
      paged.push(...answer.body.content);
    }
    expect(paged.map((line) => line.id)).toEqual(whole.content.map((line) => line.id));
    // the earliest first
    const mine = whole.content.filter((line) => line.title.startsWith(prefix)).map((line) => line.title);
    expect(mine).toEqual([5, 4, 3, 2, 1].map((day) => `${prefix} ${day}`));
  });

  it("filters by module, organization and responsible person", async () => {
    const label = tag();
    const editor = await membership("editor@demo.example", holding);
    const boss = await membership("manager@demo.example", holding);
    await policyDue(holding, `Editor's policy ${label}`, editor.id, addDays(today, -4));
    await policyDue(holding, `Manager's policy ${label}`, boss.id, addDays(today, 6));
    await meterDue(subsidiary, `Subsidiary meter ${label}`, addDays(today, -2));
    await meterDue(holding, `Holding meter ${label}`, addDays(today, -2));

    const policies = (await list(manager, holding, "source=policyReviews")).content;
    expect(policies.every((line) => line.source === "policyReviews")).toBe(true);
    expect(policies.map((line) => line.title)).toEqual(
      expect.arrayContaining([`Editor's policy ${label}`, `Manager's policy ${label}`]),
    );

    const editors = (await list(manager, holding, `responsible_user_id=${editor.userId}`)).content;
    expect(editors.map((line) => line.title)).toContain(`Editor's policy ${label}`);
    expect(editors.map((line) => line.title)).not.toContain(`Manager's policy ${label}`);
    for (const line of editors) expect(line.responsible.map((person) => person.id)).toContain(editor.userId);

    const inSubsidiary = (await list(manager, holding, `organization_id=${subsidiary}`)).content;
    expect(inSubsidiary.map((line) => line.title)).toContain(`Subsidiary meter ${label}`);
    expect(inSubsidiary.map((line) => line.title)).not.toContain(`Holding meter ${label}`);
    for (const line of inSubsidiary)
      expect(line.organizations.map((organization) => organization.id)).toEqual([subsidiary]);

    const dueSoon = (await list(manager, holding, "status=DUE_SOON&source=policyReviews")).content;
    expect(dueSoon.map((line) => line.title)).toContain(`Manager's policy ${label}`);
    expect(dueSoon.map((line) => line.title)).not.toContain(`Editor's policy ${label}`);

    const unknown = await manager.get(dueItems(holding, "source=everything"));
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.fields)).toEqual(["source"]);
  });

  it("answers every line as a CSV file in the person's language", async () => {
    const title = `Exported solvent ${tag()}`;
    await registeredWithoutSheet(title, [holding, subsidiary]);
    const answer = await manager.get(`/api/v1/organizations/${holding}/due-items?format=csv&source=safetyDataSheets`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/csv");
    const text = String(answer.body);
    expect(text).toContain("Due date");
    const row = text.split(/\r?\n/).find((line) => line.includes(title))!;
    expect(row).toContain("Missing");
    expect(row).toContain("Nordic Demo Holding A/S, Nordic Demo Production ApS");
  });
});

describe("who sees what", () => {
  it("never shows another tenant's items, whatever organization is asked for", async () => {
    const title = `Foreign meter ${tag()}`;
    await meterDue(otherHolding, title, addDays(today, -1));
    // another holding's organization as the path, or as the filter: 404 and nothing else
    for (const [caller, path, filter] of [
      [other, holding, ""],
      [manager, otherHolding, ""],
      [manager, holding, `organization_id=${otherHolding}`],
      [other, otherHolding, `organization_id=${holding}`],
      [manager, holding, `organization_id=${randomUUID()}`],
    ] as const) {
      const answer = await caller.get(dueItems(path, filter));
      expect(answer.status).toBe(404);
      expect(answer.body.content).toBeUndefined();
    }
    const own = (await list(manager, holding)).content;
    expect(titled(own, title)).toEqual([]);
    expect((await list(other, otherHolding)).content.map((line) => line.title)).toContain(title);
    const file = await manager.get(`/api/v1/organizations/${holding}/due-items?format=csv`);
    expect(String(file.body)).not.toContain(title);
  });

  it("gives a reader the lines, linked only where they may open them", async () => {
    const label = tag();
    const editor = await membership("editor@demo.example", holding);
    await db().inspection.create({
      data: {
        organizationId: holding,
        type: "SERVICE_AND_INSPECTION",
        title: `Reader's inspection ${label}`,
        dueDate: addDays(today, -3),
        responsibleId: editor.id,
      },
    });
    await meterDue(holding, `Reader's meter ${label}`, addDays(today, -3));
    await meterDue(subsidiary, `Reader's subsidiary meter ${label}`, addDays(today, -3));
    await db().inspection.create({
      data: {
        organizationId: subsidiary,
        type: "SERVICE_AND_INSPECTION",
        title: `Reader's subsidiary inspection ${label}`,
        dueDate: addDays(today, -3),
      },
    });
    const lines = (await list(reader, holding)).content;
    const line = (title: string) => titled(lines, title)[0];
    // an inspection's screen needs EDIT: listed, not linked; a meter's a reader may open
    expect(line(`Reader's inspection ${label}`).href).toBeNull();
    expect(line(`Reader's meter ${label}`).href).toMatch(/^\/monitoring\/meters\/[0-9a-f-]{36}$/);
    // the screens read the active organization: an item below it opens with its organization active
    expect(line(`Reader's subsidiary meter ${label}`).href).toMatch(
      new RegExp(`^/monitoring/meters/[0-9a-f-]{36}\\?organization=${subsidiary}$`),
    );
    // nor below it, where the reader's access is the same
    expect(line(`Reader's subsidiary inspection ${label}`).href).toBeNull();
    // the manager opens the inspection
    const managers = (await list(manager, holding)).content;
    expect(titled(managers, `Reader's inspection ${label}`)[0].href).toMatch(
      /^\/monitoring\/control-book\/inspections\//,
    );
  });

  it("shows an organization's items only from the sources its own feature access sees", async () => {
    const title = `Limited subsidiary's solvent ${tag()}`;
    await registeredWithoutSheet(title, [holding, subsidiary]);
    await db().organization.update({ where: { id: subsidiary }, data: { featureAccess: "LIMITED" } });
    try {
      const lines = titled((await list(manager, holding, "source=safetyDataSheets")).content, title);
      expect(lines).toHaveLength(1);
      expect(lines[0].organizations.map((organization) => organization.id)).toEqual([holding]);
    } finally {
      await db().organization.update({ where: { id: subsidiary }, data: { featureAccess: "FULL" } });
    }
    // a LIMITED organization's own list has no chemicals and no control book
    const own = await db().organization.findFirstOrThrow({ where: { name: "Limited Demo ApS" }, select: { id: true } });
    const limitedLines = (await list(limited, own.id)).content;
    expect(limitedLines.some((line) => ["safetyDataSheets", "inspections"].includes(line.source))).toBe(false);
  });
});
