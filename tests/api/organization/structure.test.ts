import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PNG } from "../../support/uploads";

const orgUrl = (id: string) => `/api/v1/organizations/${id}`;

describe("GET /api/v1/organizations", () => {
  it("answers the holding with its subsidiaries nested", async () => {
    const reader = await as("reader@demo.example");
    const answer = await reader.get("/api/v1/organizations");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: "Nordic Demo Holding A/S",
      type: "holding",
      naceCode: "25.62",
      featureAccess: "FULL",
    });
    expect(answer.body.subsidiaries.map((s: { name: string }) => s.name)).toEqual(["Nordic Demo Production ApS"]);
  });
});

describe("GET and PUT /api/v1/organizations/{id}", () => {
  it("updates name, NACE code, address and logo; the answer carries the logo file", async () => {
    const manager = await as("manager@demo.example");
    const holding = await demo.holding();
    const before = (await manager.get(orgUrl(holding))).body;
    const { body: logo } = await manager.post(`${orgUrl(holding)}/files`, { raw: multipart(PNG, "logo.png") });
    const answer = await manager.put(orgUrl(holding), {
      body: {
        name: "Nordic Demo Holding A/S",
        nace_code: "25.11",
        address: "Industrivej 14",
        zip_code: "8000",
        city: "Aarhus C",
        country_alpha2: "DK",
        logo_file_id: logo.id,
        last_modified_date: before.lastModifiedDate,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      naceCode: "25.11",
      address: "Industrivej 14",
      logo: { id: logo.id, contentType: "image/png" },
    });
  });

  it("refuses an unknown NACE code and a bad country with 422 and changes nothing", async () => {
    const manager = await as("manager@demo.example");
    const holding = await demo.holding();
    const answer = await manager.put(orgUrl(holding), {
      body: { name: "X", nace_code: "99.99", country_alpha2: "Denmark" },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields)).toContain("countryAlpha2");
    const unknownNace = await manager.put(orgUrl(holding), { body: { name: "X", nace_code: "99.99" } });
    expect(unknownNace.status).toBe(422);
    expect(unknownNace.body.error.fields).toHaveProperty("naceCode");
    expect((await db().organization.findUniqueOrThrow({ where: { id: holding } })).name).toBe(
      "Nordic Demo Holding A/S",
    );
  });

  it("lets only a system manager change the feature access, and lift LIMITED again", async () => {
    const manager = await as("manager@demo.example");
    const admin = await as("admin@demo.example");
    const holding = await demo.holding();
    expect(
      (await manager.put(orgUrl(holding), { body: { name: "Nordic Demo Holding A/S", feature_access: "LIMITED" } }))
        .status,
    ).toBe(403);
    expect(
      (await admin.put(orgUrl(holding), { body: { name: "Nordic Demo Holding A/S", feature_access: "LIMITED" } })).body
        .featureAccess,
    ).toBe("LIMITED");
    expect((await db().organization.findUniqueOrThrow({ where: { id: await demo.subsidiary() } })).featureAccess).toBe(
      "LIMITED",
    );
    // organization structure is not part of LIMITED access, except for system managers changing it
    const closed = await manager.put(orgUrl(holding), { body: { name: "Nordic Demo Holding A/S" } });
    expect(closed.status).toBe(403);
    expect(closed.body.error.code).toBe("feature_not_available");
    expect((await admin.post(`${orgUrl(holding)}/departments`, { body: { name: "Not now" } })).status).toBe(403);
    const lifted = await admin.put(orgUrl(holding), {
      body: { name: "Nordic Demo Holding A/S", feature_access: "FULL" },
    });
    expect(lifted.status).toBe(200);
    expect(lifted.body.featureAccess).toBe("FULL");
  });

  it("changes the feature access of the organization and its own descendants only", async () => {
    const admin = await as("admin@demo.example");
    const [holding, subsidiary, department, other, limited] = await Promise.all([
      demo.holding(),
      demo.subsidiary(),
      demo.department(),
      demo.other(),
      demo.limited(),
    ]);
    const below = await admin.post(`${orgUrl(subsidiary)}/subsidiaries`, { body: { name: "Nordic Demo Packing ApS" } });
    expect(below.status).toBe(201);
    const access = async (id: string) =>
      (await db().organization.findUniqueOrThrow({ where: { id }, select: { featureAccess: true } })).featureAccess;
    const before = { holding: await access(holding), other: await access(other), limited: await access(limited) };

    const answer = await admin.put(orgUrl(subsidiary), {
      body: { name: "Nordic Demo Production ApS", feature_access: "LIMITED" },
    });
    expect(answer.status).toBe(200);
    expect(await access(subsidiary)).toBe("LIMITED");
    expect(await access(below.body.id)).toBe("LIMITED");
    // the sibling department, the holding and the other tenants keep theirs
    expect(await access(department)).toBe("FULL");
    expect({ holding: await access(holding), other: await access(other), limited: await access(limited) }).toEqual(
      before,
    );

    const lifted = await admin.put(orgUrl(subsidiary), {
      body: { name: "Nordic Demo Production ApS", feature_access: "FULL" },
    });
    expect(lifted.status).toBe(200);
    expect(await access(below.body.id)).toBe("FULL");
    expect(await access(limited)).toBe("LIMITED");
  });

  it("refuses a stale update with 409", async () => {
    const manager = await as("manager@demo.example");
    const subsidiary = await demo.subsidiary();
    const { body } = await manager.get(orgUrl(subsidiary));
    expect(
      (
        await manager.put(orgUrl(subsidiary), {
          body: { name: "First change", last_modified_date: body.lastModifiedDate },
        })
      ).status,
    ).toBe(200);
    const stale = await manager.put(orgUrl(subsidiary), {
      body: { name: "Second change", last_modified_date: body.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
    expect((await manager.get(orgUrl(subsidiary))).body.name).toBe("First change");
    await manager.put(orgUrl(subsidiary), { body: { name: "Nordic Demo Production ApS" } });
  });
});

describe("subsidiaries, departments and areas", () => {
  it("creates a subsidiary under the holding that inherits the feature access", async () => {
    const manager = await as("manager@demo.example");
    const holding = await demo.holding();
    const answer = await manager.post(`${orgUrl(holding)}/subsidiaries`, {
      body: { name: "Nordic Demo Logistics ApS", nace_code: "52.10", city: "Vejle", country_alpha2: "DK" },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      type: "subsidiary",
      parentId: holding,
      featureAccess: "FULL",
      naceCode: "52.10",
    });
    const tree = await manager.get("/api/v1/organizations");
    expect(tree.body.subsidiaries.map((s: { name: string }) => s.name)).toContain("Nordic Demo Logistics ApS");
    expect((await manager.post(`${orgUrl(holding)}/subsidiaries`, { body: {} })).status).toBe(422);
  });

  it("creates, lists and updates departments of an organization", async () => {
    const manager = await as("manager@demo.example");
    const subsidiary = await demo.subsidiary();
    const created = await manager.post(`${orgUrl(subsidiary)}/departments`, {
      body: { name: "Quality", city: "Vejle" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: "department", parentId: subsidiary, name: "Quality" });
    const list = await manager.get(`${orgUrl(subsidiary)}/departments`);
    expect(list.body.map((d: { name: string }) => d.name)).toEqual(["Quality"]);

    const url = `${orgUrl(subsidiary)}/departments/${created.body.id}`;
    const updated = await manager.put(url, {
      body: { name: "Quality and environment", last_modified_date: created.body.lastModifiedDate },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.name).toBe("Quality and environment");
    expect(
      (await manager.put(url, { body: { name: "Old view", last_modified_date: created.body.lastModifiedDate } }))
        .status,
    ).toBe(409);
    expect((await manager.put(url, { body: { name: "" } })).status).toBe(422);
    // a department is only reachable under its own parent
    expect(
      (await manager.put(`${orgUrl(await demo.holding())}/departments/${created.body.id}`, { body: { name: "x" } }))
        .status,
    ).toBe(404);
  });

  it("manages work areas", async () => {
    const manager = await as("manager@demo.example");
    const holding = await demo.holding();
    const created = await manager.post(`${orgUrl(holding)}/areas`, {
      body: { name: "Paint shop", description: "Booths 1–3" },
    });
    expect(created.status).toBe(201);
    const list = await manager.get(`${orgUrl(holding)}/areas`);
    expect(list.body.map((a: { name: string }) => a.name)).toContain("Paint shop");
    const url = `${orgUrl(holding)}/areas/${created.body.id}`;
    expect(
      (await manager.put(url, { body: { name: "Paint shop 2", last_modified_date: created.body.lastModifiedDate } }))
        .status,
    ).toBe(200);
    expect(
      (await manager.put(url, { body: { name: "x", last_modified_date: created.body.lastModifiedDate } })).status,
    ).toBe(409);
    expect((await manager.post(`${orgUrl(holding)}/areas`, { body: { name: "Paint shop 2" } })).status).toBe(409);
  });
});

describe("GET /api/v1/nace-codes", () => {
  it("finds codes by text and by code prefix, in both languages", async () => {
    const reader = await as("reader@demo.example");
    const byText = await reader.get("/api/v1/nace-codes?q=machining");
    expect(byText.body.map((c: { code: string }) => c.code)).toEqual(["25.6", "25.62"]);
    expect(byText.body[1]).toMatchObject({
      level: "class",
      parentCode: "25.6",
      nameEn: "Machining",
      nameDa: "Maskinforarbejdning",
    });
    const danish = await reader.get("/api/v1/nace-codes?q=vejgodstransport");
    expect(danish.body.map((c: { code: string }) => c.code)).toContain("49.41");
    const sections = await reader.get("/api/v1/nace-codes");
    expect(sections.body).toHaveLength(21);
  });
});
