// The arrangements' monthly sums that the waste account reads are kept by database triggers: after
// any insert, update or delete of registration lines, through the API or in plain SQL, and when an
// organization's rows go by cascade, they equal the sums computed again from the lines.
import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

type Sum = { organizationId: string; month: string; arrangementId: string; quantity: string; lines: number };

const kept = () =>
  db().$queryRaw<Sum[]>`
    SELECT "organizationId"::text, "month"::text, "arrangementId"::text, "quantity"::text, "lines"
    FROM "WasteMonthlyQuantity" ORDER BY 1, 2, 3`;

const recomputed = () =>
  db().$queryRaw<Sum[]>`
    SELECT "organizationId"::text, date_trunc('month', "performedAt")::date::text AS "month",
           "arrangementId"::text, sum("quantity")::numeric(24, 3)::text AS "quantity", count(*)::int AS "lines"
    FROM "WasteRegistrationLine" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;

const expectKeptEqualsLines = async () => expect(await kept()).toEqual(await recomputed());

const typeId = async (code: string) => (await db().wasteType.findUniqueOrThrow({ where: { code } })).id;

describe("the waste account's monthly sums", () => {
  it("follow registrations made, changed and removed through the API", async () => {
    const editor = await as("editor@demo.example");
    const base = `/api/v1/organizations/${await demo.holding()}/waste-handler-associations`;
    const handler = await editor.post(base, { body: { stakeholder: { name: "Monthly Sums A/S", type: "SUPPLIER" } } });
    const at = `${base}/${handler.body.id}`;
    const arrange = async (name: string, code: string) =>
      (
        await editor.post(`${at}/arrangements`, {
          body: { name, waste_type_id: await typeId(code), treatment_code: "R3", registration_unit: "KILOGRAM" },
        })
      ).body.id as string;
    const paper = await arrange("Paper", "20 01 01");
    const cardboard = await arrange("Cardboard", "15 01 01");

    const first = await editor.post(`${at}/bulk-registrations`, {
      body: {
        performed_at: "2020-01-31",
        lines: [
          { arrangement_id: paper, quantity: "100.5" },
          { arrangement_id: cardboard, quantity: "40" },
        ],
      },
    });
    expect(first.status).toBe(201);
    await editor.post(`${at}/bulk-registrations`, {
      body: { performed_at: "2020-01-02", lines: [{ arrangement_id: paper, quantity: "0.25" }] },
    });
    const january = await db().wasteMonthlyQuantity.findFirstOrThrow({ where: { arrangementId: paper } });
    expect({ quantity: january.quantity.toString(), lines: january.lines }).toEqual({ quantity: "100.75", lines: 2 });
    await expectKeptEqualsLines();

    // moved into February with the cardboard line dropped: January keeps the other collection only
    const moved = await editor.put(`${at}/bulk-registrations/${first.body.id}`, {
      body: {
        performed_at: "2020-02-01",
        last_modified_date: first.body.lastModifiedDate,
        lines: [{ arrangement_id: paper, quantity: "7" }],
      },
    });
    expect(moved.status).toBe(200);
    const months = await db().wasteMonthlyQuantity.findMany({
      where: { arrangementId: { in: [paper, cardboard] } },
      orderBy: { month: "asc" },
    });
    expect(
      months.map((row) => [row.arrangementId, row.month.toISOString().slice(0, 10), row.quantity.toString()]),
    ).toEqual([
      [paper, "2020-01-01", "0.25"],
      [paper, "2020-02-01", "7"],
    ]);
    await expectKeptEqualsLines();
  });

  it("follow many lines written in one statement, and go with an organization's cascade", async () => {
    // forty collections over two years on two arrangements, inserted in one statement
    const holding = await demo.holding();
    const arrangements = await db().wasteArrangement.findMany({ where: { organizationId: holding }, take: 2 });
    expect(arrangements).toHaveLength(2);
    const registrations = await db().wasteBulkRegistration.createManyAndReturn({
      data: Array.from({ length: 20 }, (_, index) => ({
        organizationId: holding,
        associationId: arrangements[0].associationId,
        performedAt: new Date(Date.UTC(2021, index, 10 + (index % 15))),
      })),
    });
    await db().wasteRegistrationLine.createMany({
      data: registrations.flatMap((registration, index) =>
        arrangements.map((arrangement) => ({
          organizationId: holding,
          bulkRegistrationId: registration.id,
          arrangementId: arrangement.id,
          performedAt: registration.performedAt,
          quantity: `${index * 3 + 0.125}`,
        })),
      ),
    });
    await expectKeptEqualsLines();

    // one statement moving lines across months and years, and one moving them to another arrangement
    await db().$executeRaw`
      UPDATE "WasteRegistrationLine" SET "performedAt" = "performedAt" - interval '40 days', "quantity" = "quantity" + 1
      WHERE "id" IN (SELECT "id" FROM "WasteRegistrationLine" ORDER BY "id" LIMIT 50)`;
    await expectKeptEqualsLines();
    const [line] = await db().$queryRaw<{ arrangementId: string; organizationId: string }[]>`
      SELECT "arrangementId"::text, "organizationId"::text FROM "WasteRegistrationLine" ORDER BY "id" LIMIT 1`;
    const other = await db().wasteArrangement.findFirstOrThrow({
      where: { organizationId: line.organizationId, id: { not: line.arrangementId } },
    });
    await db().$executeRaw`
      UPDATE "WasteRegistrationLine" SET "arrangementId" = ${other.id}::uuid
      WHERE "arrangementId" = ${line.arrangementId}::uuid
        AND NOT EXISTS (SELECT 1 FROM "WasteRegistrationLine" o
                        WHERE o."bulkRegistrationId" = "WasteRegistrationLine"."bulkRegistrationId"
                          AND o."arrangementId" = ${other.id}::uuid)`;
    await expectKeptEqualsLines();
    await db().$executeRaw`DELETE FROM "WasteRegistrationLine" WHERE "id" IN (
      SELECT "id" FROM "WasteRegistrationLine" ORDER BY "quantity" DESC LIMIT 25)`;
    await expectKeptEqualsLines();

    // an organization deleted outright takes its lines and sums with it
    const organization = await db().organization.create({ data: { name: "Short-lived ApS", type: "HOLDING" } });
    const stakeholder = await db().stakeholder.create({
      data: { organizationId: organization.id, name: "Short-lived Collector", type: "SUPPLIER" },
    });
    const handler = await db().wasteHandlerAssociation.create({
      data: { organizationId: organization.id, stakeholderId: stakeholder.id, stakeholderName: stakeholder.name },
    });
    const arrangement = await db().wasteArrangement.create({
      data: {
        organizationId: organization.id,
        associationId: handler.id,
        name: "Bin",
        wasteTypeId: await typeId("20 03 01"),
        treatmentCode: "D1",
        registrationUnit: "TONNE",
      },
    });
    const registration = await db().wasteBulkRegistration.create({
      data: { organizationId: organization.id, associationId: handler.id, performedAt: new Date("2021-05-05") },
    });
    await db().wasteRegistrationLine.create({
      data: {
        organizationId: organization.id,
        bulkRegistrationId: registration.id,
        arrangementId: arrangement.id,
        performedAt: registration.performedAt,
        quantity: "2.5",
      },
    });
    expect(await db().wasteMonthlyQuantity.count({ where: { organizationId: organization.id } })).toBe(1);
    await db().organization.delete({ where: { id: organization.id } });
    expect(await db().wasteMonthlyQuantity.count({ where: { organizationId: organization.id } })).toBe(0);
    await expectKeptEqualsLines();
  });
});
