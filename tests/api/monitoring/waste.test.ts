// Waste handling: handlers, arrangements and registrations through the API, the account in tonnes,
// bad input, changes and tenancy. Collections falling due are in waste-due.test.ts.
import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { setUp, typeId } from "./waste-setup";

describe("waste handling", () => {
  it("records a handler with arrangements and registrations, and the account adds them up in tonnes", async () => {
    const editor = await as("editor@demo.example");
    const holding = await demo.holding();
    const { at, handler, cardboard, mixed, tubes } = await setUp(editor, holding, "Account Recycling A/S");
    expect(cardboard).toMatchObject({
      treatment: { code: "R3", group: "RECYCLING" },
      wasteType: { code: "15 01 01", hazardous: false },
      convertible: true,
    });
    expect(mixed).toMatchObject({ densityKgPerM3: "150", convertible: true });
    expect(tubes).toMatchObject({ registrationUnit: "PIECE", kgPerPiece: null, convertible: false });

    const collection = await editor.post(`${at}/bulk-registrations`, {
      body: {
        performed_at: "2019-03-14",
        note: "Weighbill 8812",
        lines: [
          { arrangement_id: cardboard.id, quantity: "1250" },
          { arrangement_id: mixed.id, quantity: 12 },
          { arrangement_id: tubes.id, quantity: "40" },
        ],
      },
    });
    expect(collection.status).toBe(201);
    expect(collection.body.lines).toEqual([
      expect.objectContaining({
        arrangementName: "Cardboard baler",
        quantity: "1250",
        unit: "KILOGRAM",
        tonnes: "1.25",
      }),
      expect.objectContaining({ arrangementName: "Fluorescent tubes", quantity: "40", tonnes: null }),
      expect.objectContaining({ arrangementName: "Mixed waste container", quantity: "12", tonnes: "1.8" }),
    ]);
    // a year before, and a subsidiary's registration, which the holding's account adds up
    await editor.post(`${at}/bulk-registrations`, {
      body: { performed_at: "2018-06-01", lines: [{ arrangement_id: cardboard.id, quantity: "2000" }] },
    });
    const subsidiary = await setUp(editor, await demo.subsidiary(), "Subsidiary Scrap ApS");
    await editor.post(`${subsidiary.at}/bulk-registrations`, {
      body: { performed_at: "2019-11-30", lines: [{ arrangement_id: subsidiary.cardboard.id, quantity: "750" }] },
    });

    const account = await editor.get(`/api/v1/organizations/${holding}/waste-account?year=2019`);
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({
      year: 2019,
      tonnes: 3.8,
      previousTonnes: 2,
      change: 0.9,
      recyclingRate: 0.5263,
      previousRecyclingRate: 1,
    });
    expect(account.body.byTreatment).toEqual([
      { group: "RECYCLING", tonnes: 2, previousTonnes: 2 },
      { group: "OTHER_RECOVERY", tonnes: 1.8, previousTonnes: 0 },
      { group: "DISPOSAL", tonnes: 0, previousTonnes: 0 },
    ]);
    expect(account.body.byHazard).toEqual([
      { hazardous: true, tonnes: 0, previousTonnes: 0 },
      { hazardous: false, tonnes: 3.8, previousTonnes: 2 },
    ]);
    expect(account.body.byMonth[2]).toEqual({ month: 3, tonnes: 3.05, previousTonnes: 0 });
    expect(account.body.byMonth[10]).toEqual({ month: 11, tonnes: 0.75, previousTonnes: 0 });
    expect(account.body.byWasteType[0]).toMatchObject({ code: "15 01 01", tonnes: 2, previousTonnes: 2 });
    expect(account.body.byHandler.map((row: { name: string; tonnes: number }) => [row.name, row.tonnes])).toEqual([
      ["Account Recycling A/S", 3.05],
      ["Subsidiary Scrap ApS", 0.75],
    ]);
    // the tubes cannot be weighed: shown and counted apart, not added in
    expect(account.body.unconverted).toEqual([
      {
        arrangementId: tubes.id,
        arrangementName: "Fluorescent tubes",
        handlerId: handler.id,
        handlerName: "Account Recycling A/S",
        unit: "PIECE",
        quantity: "40",
        registrations: 1,
      },
    ]);
    // the subsidiary's own account has its registration only; a month narrows both years
    const own = await editor.get(`/api/v1/organizations/${await demo.subsidiary()}/waste-account?year=2019`);
    expect(own.body.tonnes).toBe(0.75);
    const march = await editor.get(`/api/v1/organizations/${holding}/waste-account?year=2019&month=3`);
    expect(march.body).toMatchObject({ month: 3, tonnes: 3.05, previousTonnes: 0, byMonth: [{ month: 3 }] });

    // the annual report's rows: per waste type, handler and operation; the unweighed quantity apart
    const report = await editor.get(`/api/v1/organizations/${holding}/waste-account?year=2019&format=csv`);
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toContain("text/csv");
    const lines = (report.body as string).split(/\r?\n/);
    expect(lines[0]).toContain("Waste code (EAK)");
    expect(lines.find((line) => line.startsWith("15 01 01") && line.includes("Account Recycling A/S"))).toContain("R3");
    expect(lines.find((line) => line.startsWith("20 01 21"))).toContain("40 pieces");
    const workbook = await editor.get(`/api/v1/organizations/${holding}/waste-account?year=2019&format=xlsx`);
    expect(workbook.headers.get("content-type")).toContain("spreadsheetml");

    // once the tubes get a weight per piece, the account weighs them (0.2 kg each)
    const weighed = await editor.patch(`${at}/arrangements/${tubes.id}`, { body: { kg_per_piece: "0.2" } });
    expect(weighed.status).toBe(200);
    expect(weighed.body).toMatchObject({ name: "Fluorescent tubes", kgPerPiece: "0.2", convertible: true });
    const after = await editor.get(`/api/v1/organizations/${holding}/waste-account?year=2019`);
    expect(after.body).toMatchObject({ tonnes: 3.808, unconverted: [] });
    expect(after.body.byHazard[0]).toEqual({ hazardous: true, tonnes: 0.008, previousTonnes: 0 });

    const read = await editor.get(at);
    expect(read.body).toMatchObject({
      stakeholder: { name: "Account Recycling A/S", catalogue: false },
      approvalNumber: "DK-AFF-1234",
      arrangementCount: 3,
    });
    expect(read.body.recentRegistrations.map((r: { performedAt: string }) => r.performedAt)).toEqual([
      "2019-03-14",
      "2018-06-01",
    ]);
    const list = await editor.get(`/api/v1/organizations/${holding}/waste-handler-associations?q=account`);
    expect(list.body.content.map((row: { stakeholder: { name: string } }) => row.stakeholder.name)).toEqual([
      "Account Recycling A/S",
    ]);
  }, 90_000); // some twenty requests, on a machine shared with builds

  it("refuses bad input with 422 naming the field and writes nothing", async () => {
    const editor = await as("editor@demo.example");
    const holding = await demo.holding();
    const { base, at, cardboard } = await setUp(editor, holding, "Careful Collector A/S");
    const other = await setUp(editor, holding, "Other Collector A/S");
    const before = await db().wasteArrangement.count();

    const densityOnMass = await editor.post(`${at}/arrangements`, {
      body: {
        name: "Scrap",
        waste_type_id: await typeId("17 04 05"),
        treatment_code: "R4",
        registration_unit: "TONNE",
        density_kg_per_m3: "800",
      },
    });
    expect(densityOnMass.status).toBe(422);
    expect(Object.keys(densityOnMass.body.error.fields)).toEqual(["densityKgPerM3"]);
    for (const [field, value] of [
      ["treatment_code", "R14"],
      ["waste_type_id", "00000000-0000-4000-8000-000000000000"],
      ["registration_unit", "BUCKETS"],
    ]) {
      const answer = await editor.post(`${at}/arrangements`, {
        body: {
          name: "X",
          waste_type_id: await typeId("17 04 05"),
          treatment_code: "R4",
          registration_unit: "TONNE",
          [field]: value,
        },
      });
      expect(answer.status).toBe(422);
    }
    expect(await db().wasteArrangement.count()).toBe(before);

    const registrations = await db().wasteBulkRegistration.count();
    for (const lines of [
      [{ arrangement_id: cardboard.id, quantity: "-5" }],
      [{ arrangement_id: cardboard.id, quantity: "1.2345" }],
      [{ arrangement_id: other.cardboard.id, quantity: "5" }],
      [
        { arrangement_id: cardboard.id, quantity: "5" },
        { arrangement_id: cardboard.id, quantity: "6" },
      ],
      [],
    ]) {
      const answer = await editor.post(`${at}/bulk-registrations`, { body: { performed_at: "2019-05-01", lines } });
      expect(answer.status).toBe(422);
    }
    const foreign = await editor.post(`${at}/bulk-registrations`, {
      body: { performed_at: "2019-05-01", lines: [{ arrangement_id: other.cardboard.id, quantity: "5" }] },
    });
    expect(foreign.body.error.fields).toEqual({ "lines.0.arrangementId": expect.any(String) });
    const period = await editor.post(`${at}/bulk-registrations`, {
      body: {
        performed_at: "2019-05-01",
        period_from: "2019-05-31",
        lines: [{ arrangement_id: cardboard.id, quantity: "5" }],
      },
    });
    expect(Object.keys(period.body.error.fields)).toEqual(["periodFrom"]);
    expect(await db().wasteBulkRegistration.count()).toBe(registrations);

    // the same stakeholder twice is a conflict
    const handler = await db().wasteHandlerAssociation.findUniqueOrThrow({ where: { id: at.split("/").at(-1) } });
    const twice = await editor.post(base, { body: { stakeholder_id: handler.stakeholderId } });
    expect(twice.status).toBe(409);
    // another organization's stakeholder is unknown here
    const stranger = await db().stakeholder.create({
      data: { organizationId: await demo.other(), name: "Stranger Waste", type: "SUPPLIER" },
    });
    const foreignStakeholder = await editor.post(base, { body: { stakeholder_id: stranger.id } });
    expect(foreignStakeholder.status).toBe(422);
    expect(Object.keys(foreignStakeholder.body.error.fields)).toEqual(["stakeholderId"]);
  });

  it("changes arrangements and registrations, refusing stale forms and a unit that quantities are in", async () => {
    const editor = await as("editor@demo.example");
    const { at, cardboard, mixed } = await setUp(editor, await demo.holding(), "Changing Collector A/S");
    const created = await editor.post(`${at}/bulk-registrations`, {
      body: { performed_at: "2019-01-31", lines: [{ arrangement_id: cardboard.id, quantity: "100" }] },
    });
    const unit = await editor.patch(`${at}/arrangements/${cardboard.id}`, { body: { registration_unit: "TONNE" } });
    expect(unit.status).toBe(422);
    expect(Object.keys(unit.body.error.fields)).toEqual(["registrationUnit"]);
    const mismatch = await editor.patch(`${at}/arrangements/${mixed.id}`, { body: { registration_unit: "PIECE" } });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.body.error.fields)).toEqual(["densityKgPerM3"]);
    const renamed = await editor.patch(`${at}/arrangements/${mixed.id}`, {
      body: { name: "Residual waste", last_modified_date: mixed.lastModifiedDate },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: "Residual waste",
      densityKgPerM3: "150",
      registrationUnit: "CUBIC_METRE",
    });
    const stale = await editor.patch(`${at}/arrangements/${mixed.id}`, {
      body: { name: "Stale", last_modified_date: mixed.lastModifiedDate },
    });
    expect(stale.status).toBe(409);

    const replaced = await editor.put(`${at}/bulk-registrations/${created.body.id}`, {
      body: {
        performed_at: "2019-01-31",
        period_from: "2019-01-01",
        note: "January statement",
        lines: [{ arrangement_id: mixed.id, quantity: "4" }],
        last_modified_date: created.body.lastModifiedDate,
      },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      periodFrom: "2019-01-01",
      note: "January statement",
      lines: [{ arrangementId: mixed.id, quantity: "4", tonnes: "0.6" }],
    });
    const staleRegistration = await editor.put(`${at}/bulk-registrations/${created.body.id}`, {
      body: { performed_at: "2019-01-31", lines: [], last_modified_date: created.body.lastModifiedDate },
    });
    expect(staleRegistration.status).toBe(422);
    const staleButValid = await editor.put(`${at}/bulk-registrations/${created.body.id}`, {
      body: {
        performed_at: "2019-02-28",
        lines: [{ arrangement_id: cardboard.id, quantity: "1" }],
        last_modified_date: created.body.lastModifiedDate,
      },
    });
    expect(staleButValid.status).toBe(409);
    expect((await editor.get(`${at}/bulk-registrations/${created.body.id}`)).body.performedAt).toBe("2019-01-31");

    // an archived arrangement takes no new quantities; its registered ones stay
    expect((await editor.delete(`${at}/arrangements/${cardboard.id}`)).status).toBe(204);
    const archived = await editor.post(`${at}/bulk-registrations`, {
      body: { performed_at: "2019-03-31", lines: [{ arrangement_id: cardboard.id, quantity: "1" }] },
    });
    expect(archived.status).toBe(422);
  });

  it("keeps another tenant's handlers and arrangements out of reach", async () => {
    const editor = await as("editor@demo.example");
    const otherManager = await as("other@demo.example");
    const mine = await setUp(editor, await demo.holding(), "Private Hauler A/S");
    const otherOrg = await demo.other();
    const theirs = await setUp(otherManager, otherOrg, "Their Hauler A/S");
    // their arrangement under my handler: unknown
    expect((await editor.get(`${mine.at}/arrangements/${theirs.cardboard.id}`)).status).toBe(404);
    // my arrangement under my other handler: unknown too (arrangements belong to their handler)
    const second = await setUp(editor, await demo.holding(), "Second Hauler A/S");
    expect((await editor.get(`${second.at}/arrangements/${mine.cardboard.id}`)).status).toBe(404);
    expect(
      (await editor.patch(`${second.at}/arrangements/${mine.cardboard.id}`, { body: { name: "Moved" } })).status,
    ).toBe(404);
    // their registrations never reach my account
    await otherManager.post(`${theirs.at}/bulk-registrations`, {
      body: { performed_at: "2018-02-02", lines: [{ arrangement_id: theirs.cardboard.id, quantity: "999000" }] },
    });
    const account = await editor.get(`/api/v1/organizations/${await demo.holding()}/waste-account?year=2018`);
    expect(account.body.byHandler.map((row: { name: string }) => row.name)).not.toContain("Their Hauler A/S");
    expect(account.body.tonnes).toBeLessThan(999);
  });
});
