import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Caller = Awaited<ReturnType<typeof as>>;

const url = (orgId: string, kind: string) => `/api/v1/organizations/${orgId}/${kind}`;

// A form must tell a taken value (the field is marked) apart from a stale update (reload), and
// never show zod's own wording.
describe("conflict and validation messages", () => {
  let holding: string;
  let manager: Caller;

  beforeAll(async () => {
    jest.spyOn(console, "log").mockImplementation(() => {});
    holding = await demo.holding();
    manager = await as("manager@demo.example");
  });
  afterAll(() => jest.restoreAllMocks());

  it("answers a second membership of the same address as a duplicate naming the e-mail field", async () => {
    const body = { name: "Dora Duplicate", email: "dora@duplicates.example", scopes: ["READ"] };
    expect((await manager.post(url(holding, "members"), { body })).status).toBe(201);
    const again = await manager.post(url(holding, "members"), { body });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("duplicate");
    expect(Object.keys(again.body.error.fields)).toEqual(["email"]);
  });

  it("answers a taken name as a duplicate naming the name field, and a stale update without fields", async () => {
    const first = await manager.post(url(holding, "roles"), { body: { name: "Crane operator" } });
    expect(first.status).toBe(201);
    const taken = await manager.post(url(holding, "roles"), { body: { name: "Crane operator" } });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: "duplicate", fields: { name: expect.any(String) } });
    expect(Object.keys(taken.body.error.fields)).toEqual(["name"]);

    const competence = await manager.post(url(holding, "competences"), {
      body: { name: "Crane licence", frequency: "P1Y" },
    });
    const clash = await manager.post(url(holding, "competences"), {
      body: { name: "Crane licence", frequency: "P2Y" },
    });
    expect(clash.body.error).toMatchObject({ code: "duplicate", fields: { name: expect.any(String) } });

    const path = `${url(holding, "competences")}/${competence.body.id}`;
    const seen = competence.body.lastModifiedDate;
    expect(
      (await manager.put(path, { body: { name: "Crane licence A", frequency: "P1Y", last_modified_date: seen } }))
        .status,
    ).toBe(200);
    const stale = await manager.put(path, {
      body: { name: "Crane licence B", frequency: "P1Y", last_modified_date: seen },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("stale_update");
    expect(stale.body.error.fields).toBeUndefined();
  });

  it("names what is wrong with a field in plain words, never in zod's", async () => {
    const invalid = await manager.post(url(holding, "members"), { body: { name: "", email: "nobody", scopes: [] } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields).toEqual({
      name: "Fill in this field.",
      email: "Enter a valid e-mail address, such as name@example.com.",
      scopes: "Choose at least one.",
    });
  });

  it("names them in the signed-in person's language: a Danish manager reads Danish under each field", async () => {
    const danish = await as("limited@demo.example");
    const invalid = await danish.post(url(await demo.limited(), "members"), {
      body: { name: "", email: "nobody", scopes: [] },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields).toEqual({
      name: "Udfyld dette felt.",
      email: "Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.",
      scopes: "Vælg mindst én.",
    });
    // a query's refusal too
    const query = await danish.get(`${url(await demo.limited(), "members")}?size=nine`);
    expect(query.status).toBe(400);
    expect(Object.values(query.body.error.fields).join(" ")).not.toMatch(/Enter|expected/);
    // and the English manager's stays English
    const english = await manager.post(url(holding, "members"), {
      body: { name: "", email: "x@y.dk", scopes: ["READ"] },
    });
    expect(english.body.error.fields).toEqual({ name: "Fill in this field." });
  });

  it("gives the module's own refusals in the person's language too", async () => {
    const danish = await as("limited@demo.example");
    const org = await demo.limited();
    const members = (await danish.get(`${url(org, "members")}?q=limited%40demo`)).body.content;
    const self = members[0];
    const renamed = await danish.put(`${url(org, "members")}/${self.id}`, {
      body: { name: "Lars Omdøbt", scopes: self.scopes, lastModifiedDate: self.lastModifiedDate },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.error.fields).toEqual({ name: "Kun personen selv kan ændre sit navn, på sin profil" });
    // a conflict the screens can meet: removing oneself, adding a stakeholder the organization has
    const removal = await danish.delete(`${url(org, "members")}/${self.id}`);
    expect(removal.status).toBe(409);
    expect(removal.body.error.message).toBe("Du kan ikke fjerne dig selv fra organisationen");
    const stakeholder = { name: `Naboforeningen ${Date.now()}`, type: "NEIGHBOUR" };
    const first = await danish.post(url(org, "stakeholder-associations"), { body: { stakeholder, relevance: "LOW" } });
    expect(first.status).toBe(201);
    const again = await danish.post(url(org, "stakeholder-associations"), {
      body: { stakeholderId: first.body.stakeholder.id, relevance: "LOW" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Organisationen har allerede denne interessent");
  });
});
