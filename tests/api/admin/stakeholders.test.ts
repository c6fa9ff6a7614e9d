import { as } from "../../support/api";
import { demo } from "../../support/demo";

const base = "/api/v1/stakeholders";

const miljostyrelsen = {
  name: "Miljøstyrelsen",
  type: "AUTHORITY",
  email: "mst@mst.dk",
  phone: "+45 72 54 40 00",
  website: "https://mst.dk",
  address: "Tolderlundsvej 5",
  zip_code: "5000",
  city: "Odense C",
  country_alpha2: "dk",
};

describe("the stakeholder catalogue", () => {
  it("lets a system maintainer add and change entries, and every signed-in user read them", async () => {
    const admin = await as("admin@demo.example");
    const reader = await as("reader@demo.example");
    const created = await admin.post(base, { body: miljostyrelsen });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Miljøstyrelsen",
      type: "AUTHORITY",
      email: "mst@mst.dk",
      website: "https://mst.dk",
      zipCode: "5000",
      countryAlpha2: "DK",
      catalogue: true,
    });
    expect(created.body).not.toHaveProperty("organizationId");

    expect((await reader.get(`${base}/${created.body.id}`)).body).toEqual(created.body);

    const updated = await admin.put(`${base}/${created.body.id}`, {
      body: { ...miljostyrelsen, phone: "", city: "Odense", last_modified_date: created.body.lastModifiedDate },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id: created.body.id, phone: null, city: "Odense", catalogue: true });
  });

  it("lists with text, type and country filters, sorting and paging", async () => {
    const admin = await as("admin@demo.example");
    const editor = await as("editor@demo.example");
    for (const body of [
      { name: "Listing Arbejdstilsynet", type: "AUTHORITY", country_alpha2: "DK" },
      { name: "Listing Aarhus Kommune", type: "AUTHORITY", country_alpha2: "DK" },
      { name: "Listing Stena Recycling", type: "SUPPLIER", country_alpha2: "SE" },
    ]) {
      expect((await admin.post(base, { body })).status).toBe(201);
    }
    const names = (answer: { body: { content: { name: string }[] } }) => answer.body.content.map((entry) => entry.name);

    const all = await editor.get(`${base}?q=listing`);
    expect(all.status).toBe(200);
    expect(all.body.totalElements).toBe(3);
    expect(names(all)).toEqual(["Listing Aarhus Kommune", "Listing Arbejdstilsynet", "Listing Stena Recycling"]);
    expect(names(await editor.get(`${base}?q=listing&type=AUTHORITY&sort=name,desc`))).toEqual([
      "Listing Arbejdstilsynet",
      "Listing Aarhus Kommune",
    ]);
    expect(names(await editor.get(`${base}?q=listing&country_alpha2=se`))).toEqual(["Listing Stena Recycling"]);
    expect(names(await editor.get(`${base}?q=listing&sort=type,desc`))[0]).toBe("Listing Stena Recycling");
    expect((await editor.get(`${base}?q=listing&type=&country_alpha2=`)).body.totalElements).toBe(3);

    const page = await editor.get(`${base}?q=listing&page=1&size=2`);
    expect(page.body.totalElements).toBe(3);
    expect(names(page)).toEqual(["Listing Stena Recycling"]);

    expect((await editor.get(`${base}?sort=email,asc`)).status).toBe(400);
    expect((await editor.get(`${base}?type=FRIEND`)).status).toBe(400);
  });

  it("validates entries with field errors", async () => {
    const admin = await as("admin@demo.example");
    const answer = await admin.post(base, {
      body: { name: " ", type: "FRIEND", email: "not-mail", website: "javascript:alert(1)", country_alpha2: "XX" },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(["countryAlpha2", "email", "name", "type", "website"]);

    const { body: entry } = await admin.post(base, { body: { name: "Validated", type: "OTHER" } });
    const update = await admin.put(`${base}/${entry.id}`, { body: { name: "", type: "OTHER", phone: "call me" } });
    expect(update.status).toBe(422);
    expect(Object.keys(update.body.error.fields).sort()).toEqual(["name", "phone"]);
  });

  it("refuses a stale update with 409", async () => {
    const admin = await as("admin@demo.example");
    const { body: entry } = await admin.post(base, { body: { name: "Beredskabsstyrelsen", type: "AUTHORITY" } });
    const first = await admin.put(`${base}/${entry.id}`, {
      body: { name: "Beredskabsstyrelsen Midt", type: "AUTHORITY", last_modified_date: entry.lastModifiedDate },
    });
    expect(first.status).toBe(200);
    const stale = await admin.put(`${base}/${entry.id}`, {
      body: { name: "Older view", type: "AUTHORITY", last_modified_date: entry.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("stale_update");
    expect((await admin.get(`${base}/${entry.id}`)).body.name).toBe("Beredskabsstyrelsen Midt");
  });

  it("never lists an organization's own stakeholder", async () => {
    const admin = await as("admin@demo.example");
    const other = await as("other@demo.example");
    const { body: association } = await other.post(
      `/api/v1/organizations/${await demo.other()}/stakeholder-associations`,
      {
        body: { stakeholder: { name: "Other's Neighbours", type: "NEIGHBOUR" }, relevance: "LOW" },
      },
    );
    expect(association.stakeholder.catalogue).toBe(false);
    expect((await admin.get(`${base}?q=other's`)).body.totalElements).toBe(0);
  });
});
