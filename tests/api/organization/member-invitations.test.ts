// Adding a member is an invitation: nothing about an existing account reaches the inviting
// organization, and nobody becomes a member of an organization without accepting.
import { createUserToken } from "@/lib/platform/auth/mutations";
import { db } from "@/lib/platform/db";
import { as, call, signIn } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;

const members = (orgId: string) => `/api/v1/organizations/${orgId}/members`;
const INVITATIONS = "/api/v1/user/invitations";

// several real sign-ins per test (scrypt)
jest.setTimeout(30_000);

describe("member invitations", () => {
  let holding: string;
  let otherHolding: string;
  let manager: Caller;
  let otherManager: Caller;

  beforeAll(async () => {
    // invitation links go to the server log when no SMTP server is configured
    jest.spyOn(console, "log").mockImplementation(() => {});
    [holding, otherHolding] = await Promise.all([demo.holding(), demo.other()]);
    [manager, otherManager] = await Promise.all([as("manager@demo.example"), as("other@demo.example")]);
  });
  afterAll(() => jest.restoreAllMocks());

  const invite = (caller: Caller, orgId: string, email: string, name = "Typed Name") =>
    caller.post(members(orgId), { body: { name, email, scopes: ["READ"] } });
  const account = (email: string) => db().user.findUniqueOrThrow({ where: { email } });
  /** Everything but the values that differ by nature (ids, times, the address and name typed). */
  const shape = (body: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(body).filter(([key]) => !["id", "email", "createdDate", "lastModifiedDate"].includes(key)),
    );

  it("answers alike for an account of another tenant and a new address, revealing nothing of the account", async () => {
    const person = await account("other@demo.example");
    const existing = await invite(manager, holding, "other@demo.example");
    const fresh = await invite(manager, holding, "brand-new@invitations.example");
    expect(existing.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(shape(existing.body)).toEqual(shape(fresh.body));
    expect(existing.body).toMatchObject({ userId: null, status: "invited", name: "Typed Name" });
    const everything = JSON.stringify([
      existing.body,
      (await manager.get(`${members(holding)}/${existing.body.id}`)).body,
    ]);
    expect(everything).not.toContain(person.id);
    expect(everything).not.toContain(person.name);
    // the list does not show, sort or find the account's own name either
    const list = await manager.get(`${members(holding)}?q=${encodeURIComponent(person.name)}`);
    expect(list.body.content).toEqual([]);
    const byAddress = await manager.get(`${members(holding)}?q=other@demo.example`);
    expect(
      byAddress.body.content.map((row: { name: string; userId: string | null }) => [row.name, row.userId]),
    ).toEqual([["Typed Name", null]]);
    // nor does the account change: people own their name
    expect((await account("other@demo.example")).name).toBe(person.name);
  });

  it("does not enrol an existing account: it reaches nothing until it accepts", async () => {
    (console.log as jest.Mock).mockClear();
    const invited = await invite(otherManager, otherHolding, "reader@demo.example", "Squatted Name");
    expect(invited.status).toBe(201);
    // the person is told to answer on the profile; no link to choose a password
    const mail = (console.log as jest.Mock).mock.calls.map((args) => args.join(" ")).join("\n");
    expect(mail).toContain("[mail] to reader@demo.example");
    expect(mail).toContain("Other Holding A/S invites you to become a member");
    expect(mail).toMatch(/\/profile\b/);
    expect(mail).not.toContain("/reset-password");
    const reader = await as("reader@demo.example");
    expect((await reader.get(members(otherHolding))).status).toBe(404);
    const organizations = (await reader.get("/api/v1/organizations")).body;
    expect(organizations.name).toBe("Nordic Demo Holding A/S");

    const open = await reader.get(INVITATIONS);
    expect(open.status).toBe(200);
    expect(open.body).toEqual([
      {
        id: invited.body.id,
        organization: { id: otherHolding, name: "Other Holding A/S" },
        invitedDate: expect.any(String),
      },
    ]);
    // the inviting tenant cannot accept on the person's behalf, nor can anyone else
    for (const caller of [otherManager, manager]) {
      expect((await caller.post(`${INVITATIONS}/${invited.body.id}/acceptance`)).status).toBe(404);
      expect((await caller.delete(`${INVITATIONS}/${invited.body.id}`)).status).toBe(404);
    }
    expect((await db().membership.findUniqueOrThrow({ where: { id: invited.body.id } })).status).toBe("INVITED");

    const accepted = await reader.post(`${INVITATIONS}/${invited.body.id}/acceptance`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ organization: { id: otherHolding, name: "Other Holding A/S" } });
    expect((await reader.get(members(otherHolding))).status).toBe(200);
    // now a member: the organization sees the person's own name, never the one it typed
    const member = (await otherManager.get(`${members(otherHolding)}/${invited.body.id}`)).body;
    expect(member).toMatchObject({
      status: "active",
      name: "Rikke Reader",
      userId: (await account("reader@demo.example")).id,
    });
    expect((await reader.get(INVITATIONS)).body).toEqual([]);
    expect((await reader.post(`${INVITATIONS}/${invited.body.id}/acceptance`)).status).toBe(404);
  });

  it("lets the person decline: the invitation is gone and the organization may invite again", async () => {
    const invited = await invite(otherManager, otherHolding, "editor@demo.example");
    const editor = await as("editor@demo.example");
    const declined = await editor.delete(`${INVITATIONS}/${invited.body.id}`);
    expect(declined.status).toBe(204);
    expect(await db().membership.findUnique({ where: { id: invited.body.id } })).toBeNull();
    expect((await editor.get(members(otherHolding))).status).toBe(404);
    expect((await editor.get(INVITATIONS)).body).toEqual([]);
    expect((await invite(otherManager, otherHolding, "editor@demo.example")).status).toBe(201);
  });

  it("shows invited members to other resources by the typed name only", async () => {
    const invited = await invite(manager, holding, "limited@demo.example", "Label Only");
    const competence = await manager.post(`/api/v1/organizations/${holding}/competences`, {
      body: { name: "Invitation check", frequency: "P1Y", member_assignments: [{ member_id: invited.body.id }] },
    });
    expect(competence.status).toBe(201);
    const read = await manager.get(`/api/v1/organizations/${holding}/competences/${competence.body.id}`);
    const text = JSON.stringify(read.body);
    expect(text).toContain("Label Only");
    expect(text).not.toContain((await account("limited@demo.example")).name);
  });

  it("accepts the invitation whose link chose the first password, and leaves another organization's waiting", async () => {
    const invited = await invite(manager, holding, "first-time@invitations.example", "First Timer");
    const elsewhere = await invite(otherManager, otherHolding, "first-time@invitations.example", "F. Timer");
    const user = await account("first-time@invitations.example");
    expect(user.name).toBe("First Timer");
    const token = await createUserToken(user.id, "INVITATION", 60_000, invited.body.id);
    expect(
      (await call("POST", "/api/v1/user/password", { body: { token, password: "Fresh-start-2026" } })).status,
    ).toBe(204);
    const cookie = await signIn("first-time@invitations.example", "Fresh-start-2026");
    expect((await db().membership.findUniqueOrThrow({ where: { id: invited.body.id } })).status).toBe("ACTIVE");
    expect((await db().membership.findUniqueOrThrow({ where: { id: elsewhere.body.id } })).status).toBe("INVITED");
    // the other one is answered on the profile, like any invitation of an account that can sign in
    const open = await call("GET", INVITATIONS, { cookie });
    expect(open.body.map((row: { id: string }) => row.id)).toEqual([elsewhere.body.id]);
  });

  it("keeps the invitations of an account that had a password, whatever link sets a new one", async () => {
    const invited = await invite(otherManager, otherHolding, "manager@demo.example");
    const user = await account("manager@demo.example");
    const token = await createUserToken(user.id, "INVITATION", 60_000);
    await call("POST", "/api/v1/user/password", { body: { token, password: "Another-start-2026" } });
    expect((await db().membership.findUniqueOrThrow({ where: { id: invited.body.id } })).status).toBe("INVITED");
  });
});
