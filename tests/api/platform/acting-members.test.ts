// Who may be responsible in an organization: its own members and the holding's members whose
// scopes reach it, each person once. A subsidiary without members of its own offered "No options".
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;
type Member = { id: string; email: string };

describe("members who may act in an organization", () => {
  let holding: string;
  let subsidiary: string;
  let department: string;
  let manager: Caller;
  let other: Caller;
  const members = async (organizationId: string, query = "") =>
    (await manager.get(`/api/v1/organizations/${organizationId}/members?size=100${query}`)).body.content as Member[];
  const membershipOf = async (organizationId: string, email: string) =>
    (await members(organizationId)).find((member) => member.email === email)!.id;
  const machine = (organizationId: string, responsibleId: string) =>
    manager.post(`/api/v1/organizations/${organizationId}/machines`, {
      body: { name: `Press ${responsibleId.slice(0, 8)}`, inception_date: "2020-01-01", responsible_id: responsibleId },
    });

  beforeAll(async () => {
    [holding, subsidiary, department] = await Promise.all([demo.holding(), demo.subsidiary(), demo.department()]);
    [manager, other] = await Promise.all([as("manager@demo.example"), as("other@demo.example")]);
  });

  it("are the holding's members in a subsidiary that has none of its own, and nobody of another tenant", async () => {
    expect(await members(subsidiary)).toEqual([]);
    const acting = (await members(subsidiary, "&acting=true")).map((member) => member.email);
    expect(acting).toEqual(
      expect.arrayContaining(["manager@demo.example", "editor@demo.example", "reader@demo.example"]),
    );
    expect(acting).not.toContain("other@demo.example");
    expect(new Set(acting).size).toBe(acting.length);
    const otherHolding = await demo.other();
    const foreign = await other.get(`/api/v1/organizations/${otherHolding}/members?acting=true&size=100`);
    expect(foreign.body.content.map((member: Member) => member.email)).not.toContain("manager@demo.example");
  });

  it("count a person with memberships on two levels once, by the nearer", async () => {
    const added = await manager.post(`/api/v1/organizations/${subsidiary}/members`, {
      body: { name: "Erik Editor", email: "editor@demo.example", scopes: ["EDIT"], role_ids: [] },
    });
    expect(added.status).toBe(201);
    const editors = (await members(subsidiary, "&acting=true")).filter(
      (member) => member.email === "editor@demo.example",
    );
    expect(editors.map((member) => member.id)).toEqual([added.body.id]);
  });

  it("may be responsible for a subsidiary's and a department's records", async () => {
    const reader = await membershipOf(holding, "reader@demo.example");
    for (const organizationId of [subsidiary, department]) {
      const created = await machine(organizationId, reader);
      expect(created.status).toBe(201);
      expect(created.body.responsible).toMatchObject({ id: reader, name: "Rikke Reader" });
    }
  });

  it("exclude another tenant's members and those whose scopes do not reach the organization", async () => {
    const otherHolding = await demo.other();
    const foreign = (await other.get(`/api/v1/organizations/${otherHolding}/members`)).body.content[0].id as string;
    const refused = await machine(subsidiary, foreign);
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ responsibleId: "Unknown in this organization" });

    const proceduresOnly = await manager.post(`/api/v1/organizations/${holding}/members`, {
      body: {
        name: "Paula Procedures",
        email: "procedures-only@acting.example",
        scopes: ["READ_PROCEDURES"],
        role_ids: [],
      },
    });
    expect(proceduresOnly.status).toBe(201);
    expect((await machine(subsidiary, proceduresOnly.body.id)).status).toBe(422);
    expect((await members(subsidiary, "&acting=true")).map((member) => member.email)).not.toContain(
      "procedures-only@acting.example",
    );
  });
});
