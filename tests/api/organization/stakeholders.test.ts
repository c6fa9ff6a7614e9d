import { db } from "@/lib/platform/db";
import { seedDemoStakeholdersAndScope } from "@/prisma/seed/demo-stakeholders-scope";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PDF } from "../../support/uploads";

const base = (orgId: string) => `/api/v1/organizations/${orgId}/stakeholder-associations`;
const MADE_UP = "00000000-0000-4000-8000-000000000000";

type Caller = Awaited<ReturnType<typeof as>>;

describe("stakeholder associations", () => {
  let holding: string;
  let subsidiary: string;
  let otherHolding: string;
  let editor: Caller;
  let other: Caller;
  /** Catalogue entries by name. */
  const catalogue: Record<string, string> = {};

  beforeAll(async () => {
    [holding, subsidiary, otherHolding] = await Promise.all([demo.holding(), demo.subsidiary(), demo.other()]);
    [editor, other] = await Promise.all([as("editor@demo.example"), as("other@demo.example")]);
    const admin = await as("admin@demo.example");
    for (const [name, type] of [
      ["Miljøstyrelsen", "AUTHORITY"],
      ["Arbejdstilsynet", "AUTHORITY"],
      ["Aarhus Kommune", "AUTHORITY"],
      ["Stena Recycling A/S", "SUPPLIER"],
      ["Vestas Wind Systems A/S", "CUSTOMER"],
    ]) {
      catalogue[name] = (await admin.post("/api/v1/stakeholders", { body: { name, type } })).body.id;
    }
  });

  it("associates a catalogue entry with needs, relevance and files", async () => {
    const { body: file } = await editor.post(`/api/v1/organizations/${holding}/files`, {
      raw: multipart(PDF, "Miljøgodkendelse.pdf"),
    });
    const created = await editor.post(base(holding), {
      body: {
        stakeholder_id: catalogue["Miljøstyrelsen"],
        needs_and_expectations: "Overholdelse af miljøgodkendelsen",
        relevance: "HIGH",
        file_ids: [file.id],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      stakeholder: { id: catalogue["Miljøstyrelsen"], name: "Miljøstyrelsen", type: "AUTHORITY", catalogue: true },
      needsAndExpectations: "Overholdelse af miljøgodkendelsen",
      relevance: "HIGH",
      files: [expect.objectContaining({ id: file.id, name: "Miljøgodkendelse.pdf" })],
    });
    expect((await editor.get(`${base(holding)}/${created.body.id}`)).body).toEqual(created.body);
  });

  it("creates the organization's own stakeholder with the association, in one step", async () => {
    const created = await editor.post(base(holding), {
      body: {
        stakeholder: {
          name: "Grundejerforeningen Industrivej",
          type: "NEIGHBOUR",
          email: "bestyrelsen@industrivej.example",
          city: "Aarhus",
        },
        needs_and_expectations: "Ingen støj efter kl. 18",
        relevance: "MEDIUM",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.stakeholder).toMatchObject({
      name: "Grundejerforeningen Industrivej",
      type: "NEIGHBOUR",
      catalogue: false,
    });
    expect(created.body.files).toEqual([]);
    // own stakeholders stay out of the shared catalogue
    expect((await editor.get("/api/v1/stakeholders?q=grundejer")).body.totalElements).toBe(0);
  });

  it("refuses a second association with the same stakeholder (409)", async () => {
    const body = { stakeholder_id: catalogue["Arbejdstilsynet"], relevance: "HIGH" };
    expect((await editor.post(base(subsidiary), { body })).status).toBe(201);
    const duplicate = await editor.post(base(subsidiary), { body });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error.code).toBe("duplicate");
    // another organization of the holding keeps its own list
    expect((await editor.post(base(holding), { body })).status).toBe(201);

    const own = await editor.post(base(subsidiary), {
      body: { stakeholder: { name: "Medarbejderne i Vejle", type: "EMPLOYEE" }, relevance: "HIGH" },
    });
    const again = await editor.post(base(subsidiary), {
      body: { stakeholder_id: own.body.stakeholder.id, relevance: "LOW" },
    });
    expect(again.status).toBe(409);
  });

  it("lists with text, relevance and type filters, sorting and paging", async () => {
    const department = await demo.department();
    for (const [name, relevance] of [
      ["Aarhus Kommune", "LOW"],
      ["Stena Recycling A/S", "MEDIUM"],
      ["Vestas Wind Systems A/S", "HIGH"],
    ]) {
      expect(
        (await editor.post(base(department), { body: { stakeholder_id: catalogue[name], relevance } })).status,
      ).toBe(201);
    }
    const names = (answer: { body: { content: { stakeholder: { name: string } }[] } }) =>
      answer.body.content.map((association) => association.stakeholder.name);

    const all = await editor.get(base(department));
    expect(all.status).toBe(200);
    expect(all.body.totalElements).toBe(3);
    expect(names(all)).toEqual(["Aarhus Kommune", "Stena Recycling A/S", "Vestas Wind Systems A/S"]);
    expect(names(await editor.get(`${base(department)}?q=a/s&sort=name,desc`))).toEqual([
      "Vestas Wind Systems A/S",
      "Stena Recycling A/S",
    ]);
    expect(names(await editor.get(`${base(department)}?relevance=LOW`))).toEqual(["Aarhus Kommune"]);
    expect(names(await editor.get(`${base(department)}?type=SUPPLIER`))).toEqual(["Stena Recycling A/S"]);
    expect(names(await editor.get(`${base(department)}?sort=relevance,asc`))).toEqual([
      "Vestas Wind Systems A/S",
      "Stena Recycling A/S",
      "Aarhus Kommune",
    ]);
    const changed = (await editor.get(`${base(department)}?sort=lastModifiedDate,desc`)).body.content.map(
      (association: { lastModifiedDate: string }) => association.lastModifiedDate,
    );
    expect(changed).toEqual([...changed].sort().reverse());
    expect((await editor.get(`${base(department)}?q=&relevance=&type=`)).body.totalElements).toBe(3);
    const page = await editor.get(`${base(department)}?page=1&size=2`);
    expect(page.body).toMatchObject({
      totalElements: 3,
      content: [{ stakeholder: { name: "Vestas Wind Systems A/S" } }],
    });
    expect((await editor.get(`${base(department)}?sort=email,asc`)).status).toBe(400);
    expect((await editor.get(`${base(department)}?relevance=CRITICAL`)).status).toBe(400);
  });

  it("updates the assessment and the organization's own stakeholder, and refuses a stale update (409)", async () => {
    const { body: created } = await editor.post(base(holding), {
      body: { stakeholder: { name: "Ejerne", type: "OWNER" }, relevance: "LOW", needs_and_expectations: "Afkast" },
    });
    const { body: file } = await editor.post(`/api/v1/organizations/${holding}/files`, {
      raw: multipart(PDF, "Ejeraftale.pdf"),
    });
    const updated = await editor.put(`${base(holding)}/${created.id}`, {
      body: {
        stakeholder: { name: "Ejerkredsen", type: "OWNER", website: "https://ejer.example" },
        needs_and_expectations: "Stabilt afkast og god omtale",
        relevance: "HIGH",
        file_ids: [file.id],
        last_modified_date: created.lastModifiedDate,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.id,
      stakeholder: {
        id: created.stakeholder.id,
        name: "Ejerkredsen",
        website: "https://ejer.example",
        catalogue: false,
      },
      needsAndExpectations: "Stabilt afkast og god omtale",
      relevance: "HIGH",
      files: [expect.objectContaining({ id: file.id })],
    });

    const stale = await editor.put(`${base(holding)}/${created.id}`, {
      body: { relevance: "LOW", last_modified_date: created.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("stale_update");
    expect((await editor.get(`${base(holding)}/${created.id}`)).body.relevance).toBe("HIGH");

    const cleared = await editor.put(`${base(holding)}/${created.id}`, {
      body: {
        relevance: "HIGH",
        needs_and_expectations: "",
        file_ids: [],
        last_modified_date: updated.body.lastModifiedDate,
      },
    });
    expect(cleared.body).toMatchObject({ needsAndExpectations: null, files: [], stakeholder: { name: "Ejerkredsen" } });
  });

  it("refuses to change a catalogue entry through an association (422)", async () => {
    const { body: created } = await editor.post(base(holding), {
      body: { stakeholder_id: catalogue["Aarhus Kommune"], relevance: "MEDIUM" },
    });
    const answer = await editor.put(`${base(holding)}/${created.id}`, {
      body: { stakeholder: { name: "Renamed", type: "OTHER" }, relevance: "HIGH" },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields)).toEqual(["stakeholder"]);
    expect((await editor.get(`/api/v1/stakeholders/${catalogue["Aarhus Kommune"]}`)).body.name).toBe("Aarhus Kommune");
    expect((await editor.get(`${base(holding)}/${created.id}`)).body.relevance).toBe("MEDIUM");
  });

  it("validates bodies with field errors", async () => {
    const neither = await editor.post(base(holding), { body: { relevance: "HIGH" } });
    expect(neither.status).toBe(422);
    expect(Object.keys(neither.body.error.fields).sort()).toEqual(["stakeholder", "stakeholderId"]);

    const both = await editor.post(base(holding), {
      body: {
        stakeholder_id: catalogue["Miljøstyrelsen"],
        stakeholder: { name: "X", type: "OTHER" },
        relevance: "HIGH",
      },
    });
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.error.fields).sort()).toEqual(["stakeholder", "stakeholderId"]);

    const fields = await editor.post(base(holding), {
      body: { stakeholder: { name: "", type: "FRIEND" }, relevance: "CRITICAL", file_ids: ["x"] },
    });
    expect(fields.status).toBe(422);
    expect(Object.keys(fields.body.error.fields).sort()).toEqual([
      "fileIds.0",
      "relevance",
      "stakeholder.name",
      "stakeholder.type",
    ]);

    const { body: created } = await editor.post(base(holding), {
      body: { stakeholder: { name: "Valid", type: "OTHER" }, relevance: "LOW" },
    });
    const update = await editor.put(`${base(holding)}/${created.id}`, {
      body: { relevance: "SOME", needs_and_expectations: "x".repeat(10_001) },
    });
    expect(update.status).toBe(422);
    expect(Object.keys(update.body.error.fields).sort()).toEqual(["needsAndExpectations", "relevance"]);
  });

  it("never attaches another tenant's stakeholders and files (422)", async () => {
    const { body: foreign } = await other.post(base(otherHolding), {
      body: { stakeholder: { name: "Other's supplier", type: "SUPPLIER" }, relevance: "HIGH" },
    });
    expect(foreign.stakeholder.catalogue).toBe(false);
    const { body: foreignFile } = await other.post(`/api/v1/organizations/${otherHolding}/files`, {
      raw: multipart(PDF, "x.pdf"),
    });

    for (const stakeholderId of [foreign.stakeholder.id, MADE_UP]) {
      const attached = await editor.post(base(holding), { body: { stakeholder_id: stakeholderId, relevance: "LOW" } });
      expect(attached.status).toBe(422);
      expect(Object.keys(attached.body.error.fields)).toEqual(["stakeholderId"]);
    }
    // a subsidiary's own stakeholder is not the holding's either
    const { body: subsidiaryOwn } = await editor.post(base(subsidiary), {
      body: { stakeholder: { name: "Vejle naboer", type: "NEIGHBOUR" }, relevance: "LOW" },
    });
    expect(
      (await editor.post(base(holding), { body: { stakeholder_id: subsidiaryOwn.stakeholder.id, relevance: "LOW" } }))
        .status,
    ).toBe(422);

    const withFile = await editor.post(base(holding), {
      body: { stakeholder: { name: "Files", type: "OTHER" }, relevance: "LOW", file_ids: [foreignFile.id] },
    });
    expect(withFile.status).toBe(422);
    expect(Object.keys(withFile.body.error.fields)).toEqual(["fileIds"]);
    expect((await editor.get(`${base(holding)}?q=files`)).body.totalElements).toBe(0);
  });
});

describe("the demo stakeholders and scope", () => {
  it("seeds a catalogue, six associations and a scope with two versions, once", async () => {
    const limited = await demo.limited();
    const authors = await db().user.findMany({
      where: { email: { in: ["manager@demo.example", "editor@demo.example"] } },
      select: { id: true, name: true },
      orderBy: { email: "desc" },
    });
    expect(await seedDemoStakeholdersAndScope(db(), limited, authors)).toMatchObject({ associations: 6, revisions: 2 });
    expect(await seedDemoStakeholdersAndScope(db(), limited, authors)).toBeNull();

    const owner = await as("limited@demo.example");
    const associations = await owner.get(`${base(limited)}?size=100`);
    expect(associations.body.totalElements).toBe(6);
    expect(
      associations.body.content.filter(
        (association: { stakeholder: { catalogue: boolean } }) => !association.stakeholder.catalogue,
      ),
    ).toHaveLength(1);
    expect((await owner.get("/api/v1/stakeholders?size=100")).body.totalElements).toBeGreaterThanOrEqual(8);

    const scope = await owner.get(`/api/v1/organizations/${limited}/scope`);
    expect(scope.body).toMatchObject({ version: 2, isoStandards: ["ISO_14001", "ISO_45001"] });
    const revisions = await owner.get(`/api/v1/organizations/${limited}/scope/revisions`);
    expect(
      revisions.body.content.map((revision: { version: number; authorName: string }) => [
        revision.version,
        revision.authorName,
      ]),
    ).toEqual([
      [2, "Erik Editor"],
      [1, "Mette Manager"],
    ]);
  });
});
