import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;
type Requirement = { competence: { id: string; name: string }; manual: boolean; fromRoles: { id: string }[] };

const roles = (orgId: string) => `/api/v1/organizations/${orgId}/roles`;
const members = (orgId: string) => `/api/v1/organizations/${orgId}/members`;
const competences = (orgId: string) => `/api/v1/organizations/${orgId}/competences`;

const names = (requirements: Requirement[]) => requirements.map((r) => r.competence.name).sort();

describe("roles", () => {
  let holding: string;
  let manager: Caller;
  let editor: Caller;
  let reader: Caller;
  let counter = 0;

  const addCompetence = async (name: string, frequency = "P1Y") => {
    const answer = await editor.post(competences(holding), { body: { name, frequency } });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const addMember = async (name: string, body: Record<string, unknown> = {}) => {
    const answer = await manager.post(members(holding), {
      body: { name, email: `role-member-${++counter}@roles.example`, scopes: ["READ"], ...body },
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const addRole = async (name: string, body: Record<string, unknown> = {}) => {
    const answer = await manager.post(roles(holding), { body: { name, ...body } });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const requirementsOf = async (memberId: string): Promise<Requirement[]> =>
    (await manager.get(`${members(holding)}/${memberId}`)).body.competenceRequirements;

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

  it("creates a role whose members get its competences as requirements", async () => {
    const truck = await addCompetence("Truck licence", "P5Y");
    const lifting = await addCompetence("Manual lifting", "P3Y");
    const member = await addMember("Rasmus Role");
    const created = await manager.post(roles(holding), {
      body: {
        name: "Yard operator",
        description: "Moves goods in the yard",
        competence_ids: [truck.id, lifting.id, truck.id],
        member_ids: [member.id],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Yard operator",
      description: "Moves goods in the yard",
      competences: [
        { id: lifting.id, name: "Manual lifting", frequency: "P3Y" },
        { id: truck.id, name: "Truck licence", frequency: "P5Y" },
      ],
      assignedMembers: [
        {
          member: { id: member.id, name: "Rasmus Role", email: member.email },
          competenceRequirements: [
            { competence: { id: lifting.id }, status: "MISSING", manual: false, fromRoles: [{ id: created.body.id }] },
            { competence: { id: truck.id }, status: "MISSING", manual: false, fromRoles: [{ id: created.body.id }] },
          ],
        },
      ],
    });
    expect(names(await requirementsOf(member.id))).toEqual(["Manual lifting", "Truck licence"]);
    expect((await manager.get(`${roles(holding)}/${created.body.id}`)).body).toEqual(created.body);
  });

  it("takes away on removal only what came solely from that role", async () => {
    const solely = await addCompetence("Pallet wrapping");
    const manual = await addCompetence("Ladder safety");
    const shared = await addCompetence("Hearing protection");
    const member = await addMember("Mona Manual", {
      competence_requirements: [{ competence_id: manual.id, acquisition_deadline: "2030-01-31" }],
    });
    const second = await addRole("Noise zone worker", { competence_ids: [shared.id], member_ids: [member.id] });
    const role = await addRole("Packer", { competence_ids: [solely.id, manual.id, shared.id] });

    // assigning through the role
    const assigned = await manager.put(`${roles(holding)}/${role.id}`, {
      body: {
        name: "Packer",
        competence_ids: [solely.id, manual.id, shared.id],
        member_ids: [member.id],
        last_modified_date: role.lastModifiedDate,
      },
    });
    expect(assigned.status).toBe(200);
    const withRole = await requirementsOf(member.id);
    expect(names(withRole)).toEqual(["Hearing protection", "Ladder safety", "Pallet wrapping"]);
    const ladder = withRole.find((r) => r.competence.id === manual.id)!;
    // the manual requirement keeps its kind and its dates
    expect(ladder).toMatchObject({ manual: true, acquisitionDeadline: "2030-01-31", fromRoles: [{ id: role.id }] });
    expect(
      withRole
        .find((r) => r.competence.id === shared.id)!
        .fromRoles.map((r) => r.id)
        .sort(),
    ).toEqual([role.id, second.id].sort());

    // removing through the role
    const removed = await manager.put(`${roles(holding)}/${role.id}`, {
      body: {
        name: "Packer",
        competence_ids: [solely.id, manual.id, shared.id],
        member_ids: [],
        last_modified_date: assigned.body.lastModifiedDate,
      },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.assignedMembers).toEqual([]);
    const after = await requirementsOf(member.id);
    expect(names(after)).toEqual(["Hearing protection", "Ladder safety"]);
    expect(after.find((r) => r.competence.id === manual.id)).toMatchObject({ manual: true, fromRoles: [] });
    expect(after.find((r) => r.competence.id === shared.id)).toMatchObject({
      manual: false,
      fromRoles: [{ id: second.id }],
    });

    // the same through the member's own form
    const current = (await manager.get(`${members(holding)}/${member.id}`)).body;
    const viaMember = await manager.put(`${members(holding)}/${member.id}`, {
      body: {
        name: current.name,
        scopes: current.scopes,
        role_ids: [role.id, second.id],
        competence_requirements: [{ competence_id: manual.id, acquisition_deadline: "2030-01-31" }],
        last_modified_date: current.lastModifiedDate,
      },
    });
    expect(viaMember.status).toBe(200);
    expect(names(viaMember.body.competenceRequirements)).toEqual([
      "Hearing protection",
      "Ladder safety",
      "Pallet wrapping",
    ]);
    const roundTrip = viaMember.body.competenceRequirements.map(
      (r: Requirement & { acquisitionDeadline: string | null }) => ({
        competence_id: r.competence.id,
        acquisition_deadline: r.acquisitionDeadline,
        manual: r.manual,
      }),
    );
    // the form sends back every row it shows; the role's rows go with the role
    const dropped = await manager.put(`${members(holding)}/${member.id}`, {
      body: {
        name: current.name,
        scopes: current.scopes,
        role_ids: [second.id],
        competence_requirements: roundTrip,
        last_modified_date: viaMember.body.lastModifiedDate,
      },
    });
    expect(dropped.status).toBe(200);
    expect(names(dropped.body.competenceRequirements)).toEqual(["Hearing protection", "Ladder safety"]);
  });

  it("adds and takes away requirements of every member when the role's competences change", async () => {
    const first = await addCompetence("Dust mask fit test");
    const added = await addCompetence("Noise awareness");
    const [a, b] = [await addMember("Alma Change"), await addMember("Bo Change")];
    const role = await addRole("Grinder", { competence_ids: [first.id], member_ids: [a.id, b.id] });
    const changed = await manager.put(`${roles(holding)}/${role.id}`, {
      body: {
        name: "Grinder",
        competence_ids: [added.id],
        member_ids: [a.id, b.id],
        last_modified_date: role.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    for (const member of [a, b]) expect(names(await requirementsOf(member.id))).toEqual(["Noise awareness"]);
    expect(
      changed.body.assignedMembers.map((m: { competenceRequirements: Requirement[] }) =>
        names(m.competenceRequirements),
      ),
    ).toEqual([["Noise awareness"], ["Noise awareness"]]);
  });

  it("marks members changed through a role, so that their older forms answer 409", async () => {
    const competence = await addCompetence("Scaffold inspection");
    const member = await addMember("Stig Stale");
    await addRole("Scaffolder", { competence_ids: [competence.id], member_ids: [member.id] });
    const stale = await manager.put(`${members(holding)}/${member.id}`, {
      body: { name: "Stig Stale", scopes: ["READ"], role_ids: [], last_modified_date: member.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect(names(await requirementsOf(member.id))).toEqual(["Scaffold inspection"]);
  });

  it("lists with counts, text filter and sorting", async () => {
    const competence = await addCompetence("Listing competence");
    const member = await addMember("Lis List");
    const zulu = await addRole("Zulu listed", { competence_ids: [competence.id], member_ids: [member.id] });
    const alpha = await addRole("Alpha listed", { description: "for the list" });
    const list = await reader.get(`${roles(holding)}?q=LISTED&sort=name,desc`);
    expect(list.status).toBe(200);
    expect(list.body.totalElements).toBe(2);
    expect(list.body.content).toEqual([
      expect.objectContaining({ id: zulu.id, name: "Zulu listed", memberCount: 1, competenceCount: 1 }),
      expect.objectContaining({ id: alpha.id, description: "for the list", memberCount: 0, competenceCount: 0 }),
    ]);
    const byChange = await reader.get(`${roles(holding)}?q=listed&sort=lastModifiedDate,asc&size=1&page=1`);
    expect(byChange.body.content.map((r: { id: string }) => r.id)).toEqual([alpha.id]);
    expect((await reader.get(`${roles(holding)}?q=`)).status).toBe(200);
    expect((await reader.get(`${roles(holding)}?sort=memberCount,asc`)).status).toBe(400);
  });

  it("refuses a stale update (409) and a duplicate name (409)", async () => {
    const role = await addRole("Welder");
    const updated = await manager.put(`${roles(holding)}/${role.id}`, {
      body: { name: "Welder (MIG)", last_modified_date: role.lastModifiedDate },
    });
    expect(updated.status).toBe(200);
    const stale = await manager.put(`${roles(holding)}/${role.id}`, {
      body: { name: "Welder (TIG)", last_modified_date: role.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("stale_update");
    const duplicate = await manager.post(roles(holding), { body: { name: "Welder (MIG)" } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe("duplicate");
  });

  it("validates the body with field errors (422), also for ids of another tenant", async () => {
    const invalid = await manager.post(roles(holding), {
      body: { name: "", competence_ids: ["x"], member_ids: "all" },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(["competenceIds.0", "memberIds", "name"]);

    const otherHolding = await demo.other();
    const other = await as("other@demo.example");
    const foreignCompetence = (
      await other.post(competences(otherHolding), { body: { name: "Theirs", frequency: "P1Y" } })
    ).body;
    const foreignMember = (await other.get(members(otherHolding))).body.content[0];
    const foreign = await manager.post(roles(holding), {
      body: { name: "Borrowing", competence_ids: [foreignCompetence.id], member_ids: [foreignMember.id] },
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.error.fields).sort()).toEqual(["competenceIds", "memberIds"]);
    expect((await reader.get(`${roles(holding)}?q=borrowing`)).body.totalElements).toBe(0);
  });
});
