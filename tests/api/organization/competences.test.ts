import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays, addMonths } from "@/lib/platform/recurrence/frequency";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PDF } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;
type Assignment = { member: { id: string }; manual: boolean; status: string; nextDueDate: string | null };

const competences = (orgId: string) => `/api/v1/organizations/${orgId}/competences`;
const members = (orgId: string) => `/api/v1/organizations/${orgId}/members`;
const roles = (orgId: string) => `/api/v1/organizations/${orgId}/roles`;
const files = (orgId: string) => `/api/v1/organizations/${orgId}/files`;

const wireDate = (date: Date) => date.toISOString().slice(0, 10);
const today = calendarToday();

describe("competences", () => {
  let holding: string;
  let manager: Caller;
  let editor: Caller;
  let reader: Caller;
  let counter = 0;

  const addMember = async (name: string) => {
    const answer = await manager.post(members(holding), {
      body: { name, email: `competence-member-${++counter}@competences.example`, scopes: ["READ"] },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const addCompetence = async (body: Record<string, unknown>) => {
    const answer = await editor.post(competences(holding), { body: { frequency: "P1Y", ...body } });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const assignmentOf = (competence: { memberAssignments: Assignment[] }, memberId: string) =>
    competence.memberAssignments.find((assignment) => assignment.member.id === memberId);

  beforeAll(async () => {
    // invitations of the new members go to the server log
    jest.spyOn(console, "log").mockImplementation(() => {});
    holding = await demo.holding();
    [manager, editor, reader] = await Promise.all([
      as("manager@demo.example"),
      as("editor@demo.example"),
      as("reader@demo.example"),
    ]);
  });
  afterAll(() => jest.restoreAllMocks());

  it("creates a competence with files and member assignments, and reads it back", async () => {
    const file = (await editor.post(files(holding), { raw: multipart(PDF, "Course plan.pdf") })).body;
    const member = await addMember("Frida First");
    const created = await editor.post(competences(holding), {
      body: {
        name: "  Defibrillator use ",
        description: "AED training with a certified instructor",
        frequency: "P2Y",
        file_ids: [file.id],
        member_assignments: [
          { member_id: member.id, acquisition_deadline: "2026-09-01", last_acquisition_date: "2024-11-30" },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Defibrillator use",
      description: "AED training with a certified instructor",
      frequency: "P2Y",
      roles: [],
      files: [{ id: file.id, name: "Course plan.pdf", contentType: "application/pdf" }],
      memberAssignments: [
        {
          member: { id: member.id, name: "Frida First", email: member.email },
          acquisitionDeadline: "2026-09-01",
          lastAcquisitionDate: "2024-11-30",
          nextDueDate: "2026-11-30",
          manual: true,
        },
      ],
    });
    expect((await editor.get(`${competences(holding)}/${created.body.id}`)).body).toEqual(created.body);
    const onMember = (await manager.get(`${members(holding)}/${member.id}`)).body.competenceRequirements;
    expect(onMember).toMatchObject([{ competence: { id: created.body.id }, nextDueDate: "2026-11-30", manual: true }]);
  });

  it("moves every next due date when the frequency changes", async () => {
    const [a, b] = [await addMember("Gert Frequency"), await addMember("Hanne Frequency")];
    const competence = await addCompetence({
      name: "Respirator fit test",
      member_assignments: [{ member_id: a.id, last_acquisition_date: "2025-01-31" }, { member_id: b.id }],
    });
    expect(assignmentOf(competence, a.id)!.nextDueDate).toBe("2026-01-31");
    const role = (await manager.post(roles(holding), { body: { name: "Sprayer", competence_ids: [competence.id] } }))
      .body;
    const c = await addMember("Ivan Frequency");
    const current = (await manager.get(`${members(holding)}/${c.id}`)).body;
    await manager.put(`${members(holding)}/${c.id}`, {
      body: {
        name: current.name,
        scopes: ["READ"],
        role_ids: [role.id],
        competence_requirements: [{ competence_id: competence.id, last_acquisition_date: "2025-08-31" }],
        last_modified_date: current.lastModifiedDate,
      },
    });
    const fresh = (await editor.get(`${competences(holding)}/${competence.id}`)).body;
    const updated = await editor.put(`${competences(holding)}/${competence.id}`, {
      body: {
        name: fresh.name,
        frequency: "P6M",
        member_assignments: [{ member_id: a.id, last_acquisition_date: "2025-01-31" }, { member_id: b.id }],
        last_modified_date: fresh.lastModifiedDate,
      },
    });
    expect(updated.status).toBe(200);
    expect(assignmentOf(updated.body, a.id)!.nextDueDate).toBe("2025-07-31");
    expect(assignmentOf(updated.body, b.id)!.nextDueDate).toBeNull();
    // the role's requirement was not listed and moved too
    expect(assignmentOf(updated.body, c.id)).toMatchObject({ manual: false, nextDueDate: "2026-02-28" });
  });

  it("keeps role requirements when assignments are replaced, and updates their dates when listed", async () => {
    const competence = await addCompetence({ name: "Emergency stop drill" });
    const [viaRole, manual, extra] = [
      await addMember("Jens Role"),
      await addMember("Karen Manual"),
      await addMember("Lone Extra"),
    ];
    await manager.post(roles(holding), {
      body: { name: "Machine operator", competence_ids: [competence.id], member_ids: [viaRole.id] },
    });
    const before = (await editor.get(`${competences(holding)}/${competence.id}`)).body;
    expect(before.roles).toEqual([{ id: expect.any(String), name: "Machine operator" }]);
    const withManual = await editor.put(`${competences(holding)}/${competence.id}`, {
      body: {
        name: before.name,
        frequency: "P1Y",
        member_assignments: [{ member_id: manual.id }, { member_id: extra.id }],
        last_modified_date: before.lastModifiedDate,
      },
    });
    expect(withManual.status).toBe(200);
    expect(withManual.body.memberAssignments.map((a: Assignment) => [a.member.id, a.manual])).toEqual(
      expect.arrayContaining([
        [viaRole.id, false],
        [manual.id, true],
        [extra.id, true],
      ]),
    );

    const replaced = await editor.put(`${competences(holding)}/${competence.id}`, {
      body: {
        name: before.name,
        frequency: "P1Y",
        member_assignments: [{ member_id: viaRole.id, last_acquisition_date: "2026-01-10" }, { member_id: manual.id }],
        last_modified_date: withManual.body.lastModifiedDate,
      },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.memberAssignments).toHaveLength(2);
    expect(assignmentOf(replaced.body, viaRole.id)).toMatchObject({ manual: false, nextDueDate: "2027-01-10" });
    expect(assignmentOf(replaced.body, manual.id)).toMatchObject({ manual: true });
    expect(assignmentOf(replaced.body, extra.id)).toBeUndefined();

    const emptied = await editor.put(`${competences(holding)}/${competence.id}`, {
      body: { name: before.name, frequency: "P1Y", last_modified_date: replaced.body.lastModifiedDate },
    });
    expect(emptied.body.memberAssignments.map((a: Assignment) => a.member.id)).toEqual([viaRole.id]);
    expect(assignmentOf(emptied.body, viaRole.id)).toMatchObject({ lastAcquisitionDate: "2026-01-10" });
  });

  it("lists with counts, filters and sorting", async () => {
    const member = await addMember("Mads Counted");
    const overdue = await addCompetence({
      name: "Asbestos awareness (listed)",
      frequency: "P1Y",
      member_assignments: [{ member_id: member.id, last_acquisition_date: wireDate(addMonths(today, -14)) }],
    });
    const soon = await addCompetence({
      name: "Benzene exposure (listed)",
      frequency: "P3Y",
      member_assignments: [
        { member_id: member.id, acquisition_deadline: wireDate(addDays(today, 10)) },
        { member_id: (await addMember("Nina Counted")).id, last_acquisition_date: wireDate(today) },
      ],
    });
    const once = await addCompetence({ name: "Company introduction (listed)", frequency: "P0D" });

    const list = await reader.get(`${competences(holding)}?q=LISTED&sort=name,asc`);
    expect(list.status).toBe(200);
    expect(list.body.totalElements).toBe(3);
    expect(list.body.content).toEqual([
      expect.objectContaining({ id: overdue.id, assignedCount: 1, overdueCount: 1, dueSoonCount: 0 }),
      expect.objectContaining({ id: soon.id, assignedCount: 2, overdueCount: 0, dueSoonCount: 1 }),
      expect.objectContaining({ id: once.id, assignedCount: 0, overdueCount: 0, dueSoonCount: 0, roles: [] }),
    ]);
    const byFrequency = await reader.get(`${competences(holding)}?q=listed&sort=frequency,desc`);
    expect(byFrequency.body.content.map((c: { id: string }) => c.id)).toEqual([soon.id, overdue.id, once.id]);
    const filtered = await reader.get(`${competences(holding)}?frequency=P3Y&q=listed&sort=lastModifiedDate,desc`);
    expect(filtered.body.content.map((c: { id: string }) => c.id)).toEqual([soon.id]);
    expect((await reader.get(`${competences(holding)}?q=listed&frequency=`)).body.totalElements).toBe(3);
    expect((await reader.get(`${competences(holding)}?frequency=P4Y`)).status).toBe(400);
    expect((await reader.get(`${competences(holding)}?sort=assignedCount,desc`)).status).toBe(400);
  });

  it("refuses a duplicate name (409) and a stale update (409)", async () => {
    const competence = await addCompetence({ name: "Noise measurement" });
    const duplicate = await editor.post(competences(holding), {
      body: { name: "Noise measurement", frequency: "P2Y" },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe("duplicate");

    const updated = await editor.put(`${competences(holding)}/${competence.id}`, {
      body: { name: "Noise measurement (class 1)", frequency: "P1Y", last_modified_date: competence.lastModifiedDate },
    });
    expect(updated.status).toBe(200);
    const stale = await editor.put(`${competences(holding)}/${competence.id}`, {
      body: { name: "Older view", frequency: "P1Y", last_modified_date: competence.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("stale_update");
    expect((await editor.get(`${competences(holding)}/${competence.id}`)).body.name).toBe(
      "Noise measurement (class 1)",
    );
  });

  it("validates the body with field errors (422), also for ids of another tenant", async () => {
    const invalid = await editor.post(competences(holding), {
      body: { name: "", frequency: "P4Y", member_assignments: [{ member_id: "x", acquisition_deadline: "tomorrow" }] },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual([
      "frequency",
      "memberAssignments.0.acquisitionDeadline",
      "memberAssignments.0.memberId",
      "name",
    ]);

    const otherHolding = await demo.other();
    const other = await as("other@demo.example");
    const foreignFile = (await other.post(files(otherHolding), { raw: multipart(PDF, "theirs.pdf") })).body;
    const foreignMember = (await other.get(members(otherHolding))).body.content[0];
    const own = await addMember("Ole Own");
    const foreign = await editor.post(competences(holding), {
      body: {
        name: "Borrowed",
        frequency: "P1Y",
        file_ids: [foreignFile.id],
        member_assignments: [{ member_id: own.id }, { member_id: foreignMember.id }],
      },
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.error.fields).sort()).toEqual(["fileIds", "memberAssignments.1.memberId"]);

    const twice = await editor.post(competences(holding), {
      body: { name: "Twice", frequency: "P1Y", member_assignments: [{ member_id: own.id }, { member_id: own.id }] },
    });
    expect(Object.keys(twice.body.error.fields)).toEqual(["memberAssignments.1.memberId"]);
    expect((await reader.get(`${competences(holding)}?q=borrowed`)).body.totalElements).toBe(0);
  });
});
