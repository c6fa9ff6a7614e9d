import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays, addMonths } from "@/lib/platform/recurrence/frequency";
import { db } from "@/lib/platform/db";
import { as, call, signIn } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;

const members = (orgId: string) => `/api/v1/organizations/${orgId}/members`;
const competences = (orgId: string) => `/api/v1/organizations/${orgId}/competences`;
const roles = (orgId: string) => `/api/v1/organizations/${orgId}/roles`;
const MADE_UP = "00000000-0000-4000-8000-000000000000";

const wireDate = (date: Date) => date.toISOString().slice(0, 10);
const today = calendarToday();

describe("members", () => {
  let holding: string;
  let manager: Caller;
  let editor: Caller;
  let reader: Caller;
  let counter = 0;
  const email = () => `member-${++counter}@members.example`;

  const addMember = async (body: Record<string, unknown> = {}) => {
    const answer = await manager.post(members(holding), {
      body: { name: `Test Person ${counter + 1}`, email: email(), scopes: ["READ"], ...body },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const addCompetence = async (name: string, frequency = "P1Y") =>
    (await editor.post(competences(holding), { body: { name, frequency } })).body;

  // invitations go to the server log when no SMTP server is configured
  let mailLog: jest.SpyInstance;
  const mailed = () => mailLog.mock.calls.map((args) => args.join(" "));
  beforeAll(async () => {
    mailLog = jest.spyOn(console, "log").mockImplementation(() => {});
    holding = await demo.holding();
    [manager, editor, reader] = await Promise.all([
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("reader@demo.example"),
    ]);
  });

  afterAll(() => mailLog.mockRestore());
  beforeEach(() => mailLog.mockClear());

  it("invites a new address: the account is made without a password and the mailed link sets one", async () => {
    const answer = await manager.post(members(holding), {
      body: { name: "Ida Invited", email: "  Ida.Invited@Members.example ", job_title: "Welder", scopes: ["EDIT"] },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      userId: null,
      status: "invited",
      name: "Ida Invited",
      email: "ida.invited@members.example",
      jobTitle: "Welder",
      scopes: ["EDIT"],
      area: null,
      roles: [],
      competenceRequirements: [],
    });
    const user = await db().user.findUniqueOrThrow({ where: { email: "ida.invited@members.example" } });
    expect(user.passwordHash).toBeNull();
    expect(user.name).toBe("Ida Invited");

    const mail = mailed().find((text) => text.includes("/reset-password?token="));
    expect(mail).toContain("You are invited to EHS Compass");
    expect(mail).toContain("ida.invited@members.example");
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail!)![1]);
    const set = await call("POST", "/api/v1/user/password", { body: { token, password: "Welding-sparks-2026" } });
    expect(set.status).toBe(204);
    await expect(signIn("ida.invited@members.example", "Welding-sparks-2026")).resolves.toMatch(/^ehs\.session-token=/);
    // choosing the password through the invitation accepted it
    const member = await manager.get(`${members(holding)}/${answer.body.id}`);
    expect(member.body).toMatchObject({ status: "active", userId: user.id, name: "Ida Invited" });
  });

  it("invites an existing account without a password link, and refuses a second membership with 409", async () => {
    const subsidiary = await demo.subsidiary();
    const added = await manager.post(members(subsidiary), {
      body: { name: "Someone Else", email: "READER@demo.example", scopes: ["READ"] },
    });
    expect(added.status).toBe(201);
    // the organization sees what it typed, not the account (whose name stays its own)
    expect(added.body).toMatchObject({
      userId: null,
      status: "invited",
      name: "Someone Else",
      email: "reader@demo.example",
      scopes: ["READ"],
    });
    expect((await db().user.findUniqueOrThrow({ where: { email: "reader@demo.example" } })).name).toBe("Rikke Reader");
    expect(mailed().some((text) => text.includes("/reset-password?token="))).toBe(false);

    const again = await manager.post(members(subsidiary), {
      body: { name: "Rikke Reader", email: "reader@demo.example", scopes: ["EDIT"] },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("duplicate");
  });

  it("reads one member with area, roles and requirements", async () => {
    const area = (await manager.post(`/api/v1/organizations/${holding}/areas`, { body: { name: "Paint shop" } })).body;
    const competence = await addCompetence("Spray painting");
    const role = (await manager.post(roles(holding), { body: { name: "Painter", competence_ids: [competence.id] } }))
      .body;
    const member = await addMember({
      area_id: area.id,
      role_ids: [role.id],
      competence_requirements: [{ competence_id: competence.id, last_acquisition_date: "2026-01-15" }],
    });
    const answer = await manager.get(`${members(holding)}/${member.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: member.id,
      area: { id: area.id, name: "Paint shop" },
      roles: [{ id: role.id, name: "Painter" }],
      competenceRequirements: [
        {
          competence: { id: competence.id, name: "Spray painting", frequency: "P1Y" },
          lastAcquisitionDate: "2026-01-15",
          nextDueDate: "2027-01-15",
          acquisitionDeadline: null,
          manual: false,
          fromRoles: [{ id: role.id, name: "Painter" }],
        },
      ],
    });
    expect(answer.body.createdDate).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("shows the due status of each requirement and counts them on the list", async () => {
    const yearly = await addCompetence("Crane inspection");
    const once = await addCompetence("Induction", "P0D");
    const monthly = await addCompetence("Gas detector bump test", "P1M");
    const weekly = await addCompetence("Toolbox talk", "P7D");
    const member = await addMember({
      name: "Dora Due",
      competence_requirements: [
        { competence_id: yearly.id, last_acquisition_date: wireDate(addMonths(today, -13)) },
        { competence_id: once.id, last_acquisition_date: "2019-05-01" },
        { competence_id: monthly.id, last_acquisition_date: wireDate(addDays(today, -20)) },
        { competence_id: weekly.id, acquisition_deadline: wireDate(addDays(today, 60)) },
      ],
    });
    const status = Object.fromEntries(
      member.competenceRequirements.map((r: { competence: { name: string }; status: string }) => [
        r.competence.name,
        r.status,
      ]),
    );
    expect(status).toEqual({
      "Crane inspection": "OVERDUE",
      Induction: "OK",
      "Gas detector bump test": "DUE_SOON",
      "Toolbox talk": "MISSING",
    });
    const induction = member.competenceRequirements.find(
      (r: { competence: { id: string } }) => r.competence.id === once.id,
    );
    expect(induction.nextDueDate).toBeNull();

    const list = await reader.get(`${members(holding)}?q=dora`);
    expect(list.body.totalElements).toBe(1);
    expect(list.body.content[0]).toMatchObject({ id: member.id, overdueCount: 1, dueSoonCount: 1 });
  });

  it("lists with text, area and role filters, sorting and paging", async () => {
    const area = (await manager.post(`/api/v1/organizations/${holding}/areas`, { body: { name: "Dock" } })).body;
    const role = (await manager.post(roles(holding), { body: { name: "Docker" } })).body;
    const anna = await addMember({
      name: "Anna Filter",
      job_title: "Forklift driver",
      area_id: area.id,
      role_ids: [role.id],
    });
    const bent = await addMember({ name: "Bent Filter", area_id: area.id });
    const carl = await addMember({ name: "Carl Filter", job_title: "Welder" });

    const byText = await reader.get(`${members(holding)}?q=FILTER&sort=name,desc`);
    expect(byText.body.content.map((m: { id: string }) => m.id)).toEqual([carl.id, bent.id, anna.id]);
    expect((await reader.get(`${members(holding)}?q=${encodeURIComponent(carl.email)}`)).body.content).toHaveLength(1);
    const byArea = await reader.get(`${members(holding)}?area_id=${area.id}&sort=name,asc`);
    expect(byArea.body.content.map((m: { id: string }) => m.id)).toEqual([anna.id, bent.id]);
    const byRole = await reader.get(`${members(holding)}?role_id=${role.id}`);
    expect(byRole.body.content.map((m: { id: string }) => m.id)).toEqual([anna.id]);
    const byTitle = await reader.get(`${members(holding)}?q=filter&sort=jobTitle,asc&size=2`);
    expect(byTitle.body.totalElements).toBe(3);
    expect(byTitle.body.content.map((m: { id: string }) => m.id)).toEqual([anna.id, carl.id]);
    const empty = await reader.get(`${members(holding)}?q=filter&area_id=&role_id=`);
    expect(empty.body.totalElements).toBe(3);

    const all = await reader.get(`${members(holding)}?sort=email,asc&size=100`);
    const emails = all.body.content.map((m: { email: string }) => m.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails).toEqual(expect.arrayContaining(["manager@demo.example", "reader@demo.example"]));

    const badSort = await reader.get(`${members(holding)}?sort=passwordHash,asc`);
    expect(badSort.status).toBe(400);
    expect(badSort.body.error.code).toBe("invalid_sort");
    expect((await reader.get(`${members(holding)}?area_id=nope`)).status).toBe(400);
  });

  it("updates a member, and refuses a stale update with 409", async () => {
    const competence = await addCompetence("Lockout tagout", "P2Y");
    const member = await addMember({ name: "Uma Update" });
    const updated = await manager.put(`${members(holding)}/${member.id}`, {
      body: {
        name: "Uma Updated",
        job_title: "Electrician",
        scopes: ["READ", "EDIT_PROCEDURES"],
        area_id: null,
        role_ids: [],
        competence_requirements: [{ competence_id: competence.id, last_acquisition_date: "2025-04-01" }],
        last_modified_date: member.lastModifiedDate,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: "Uma Updated",
      email: member.email,
      jobTitle: "Electrician",
      scopes: ["READ", "EDIT_PROCEDURES"],
      competenceRequirements: [{ competence: { id: competence.id }, nextDueDate: "2027-04-01", manual: true }],
    });

    const stale = await manager.put(`${members(holding)}/${member.id}`, {
      body: { name: "Older view", scopes: ["READ"], last_modified_date: member.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("stale_update");
    expect((await manager.get(`${members(holding)}/${member.id}`)).body.name).toBe("Uma Updated");

    // leaving a manual requirement out removes it
    const cleared = await manager.put(`${members(holding)}/${member.id}`, {
      body: { name: "Uma Updated", scopes: ["READ"], last_modified_date: updated.body.lastModifiedDate },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.competenceRequirements).toEqual([]);
    expect(cleared.body.jobTitle).toBeNull();
  });

  it("renames an invitation, never a person who has accepted: their name is theirs", async () => {
    const invited = await addMember({ name: "Sam Shared" });
    const relabelled = await manager.put(`${members(holding)}/${invited.id}`, {
      body: { name: "Samuel Shared", scopes: ["READ"], last_modified_date: invited.lastModifiedDate },
    });
    expect(relabelled.status).toBe(200);
    expect(relabelled.body).toMatchObject({ name: "Samuel Shared", status: "invited" });

    const active = (await reader.get(`${members(holding)}?q=editor@demo.example`)).body.content[0];
    const renamed = await manager.put(`${members(holding)}/${active.id}`, {
      body: { name: "Renamed By Others", scopes: active.scopes, last_modified_date: active.lastModifiedDate },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.error.fields).toHaveProperty("name");
    expect((await db().user.findUniqueOrThrow({ where: { email: "editor@demo.example" } })).name).toBe(active.name);
    const unchanged = await manager.put(`${members(holding)}/${active.id}`, {
      body: {
        name: active.name,
        job_title: "Auditor",
        scopes: active.scopes,
        area_id: active.area?.id ?? null,
        role_ids: active.roles.map((role: { id: string }) => role.id),
        competence_requirements: active.competenceRequirements
          .filter((r: { manual: boolean }) => r.manual)
          .map(
            (r: {
              competence: { id: string };
              lastAcquisitionDate: string | null;
              acquisitionDeadline: string | null;
            }) => ({
              competence_id: r.competence.id,
              last_acquisition_date: r.lastAcquisitionDate,
              acquisition_deadline: r.acquisitionDeadline,
            }),
          ),
        last_modified_date: active.lastModifiedDate,
      },
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ status: "active", jobTitle: "Auditor" });
  });

  it("validates the body with field errors (422)", async () => {
    const answer = await manager.post(members(holding), {
      body: {
        name: " ",
        email: "not-an-address",
        scopes: [],
        competence_requirements: [{ competence_id: "x", last_acquisition_date: "2026-02-30" }],
      },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual([
      "competenceRequirements.0.competenceId",
      "competenceRequirements.0.lastAcquisitionDate",
      "email",
      "name",
      "scopes",
    ]);
    const badScope = await manager.post(members(holding), {
      body: { name: "A", email: email(), scopes: ["OWNER"] },
    });
    expect(Object.keys(badScope.body.error.fields)).toEqual(["scopes.0"]);

    const competence = await addCompetence("Confined space entry");
    const twice = await manager.post(members(holding), {
      body: {
        name: "A",
        email: email(),
        scopes: ["READ"],
        competence_requirements: [{ competence_id: competence.id }, { competence_id: competence.id }],
      },
    });
    expect(twice.status).toBe(422);
    expect(Object.keys(twice.body.error.fields)).toEqual(["competenceRequirements.1.competenceId"]);
  });

  it("refuses areas, roles and competences of another tenant or unknown ones (422 naming the field)", async () => {
    const otherHolding = await demo.other();
    const other = await as("other@demo.example");
    const foreignArea = (await other.post(`/api/v1/organizations/${otherHolding}/areas`, { body: { name: "Theirs" } }))
      .body;
    const foreignRole = (await other.post(roles(otherHolding), { body: { name: "Their role" } })).body;
    const own = await addCompetence("Own competence");
    const before = await db().user.count();
    const answer = await manager.post(members(holding), {
      body: {
        name: "Nobody",
        email: email(),
        scopes: ["READ"],
        area_id: foreignArea.id,
        role_ids: [foreignRole.id],
        competence_requirements: [{ competence_id: own.id }, { competence_id: MADE_UP }],
      },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual([
      "areaId",
      "competenceRequirements.1.competenceId",
      "roleIds",
    ]);
    expect(await db().user.count()).toBe(before);

    const member = await addMember();
    const update = await manager.put(`${members(holding)}/${member.id}`, {
      body: { name: "X", scopes: ["READ"], role_ids: [MADE_UP] },
    });
    expect(update.status).toBe(422);
    expect(update.body.error.fields).toHaveProperty("roleIds");
  });
});
