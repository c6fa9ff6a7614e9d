import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";

export type Caller = Awaited<ReturnType<typeof as>>;

// A small organization worked out by hand. All instants are local midnights (Europe/Copenhagen), and no
// period crosses a change of summer time, so a day is 24 hours and the shares below are whole days.
//
// Electricity meter (holding), kWh; catalogue location-based factor: 2024 100 g/kWh, 2025 200 g/kWh;
// catalogue market-based factor: 2025 500 g/kWh; the organization's own market-based factor (a
// supplier's declaration): 15 February – 31 December 2025, 50 g/kWh.
//   R1: 1 Dec 2024 – 1 Feb 2025, 620 kWh over 62 days = 10 kWh a day: 310 kWh in Dec 2024, 310 in Jan 2025.
//   R2: 1 Feb – 1 Mar 2025, 280 kWh over 28 days = 10 kWh a day.
//   2025 location-based: (310 + 280) kWh × 0.2 kg = 118 kg (January 62, February 56).
//   2025 market-based: January 310 × 0.5 = 155 kg (the own factor starts later);
//     February 1–14: 140 kWh × 0.5 = 70 kg (catalogue), 15–28: 140 kWh × 0.05 = 7 kg (own wins): 77 kg;
//     total 232 kg.
// Gas meter (a department below the holding), m³; catalogue factor 1 January – 30 June 2025, 2 kg/m³,
//   and from 1 August 2025 on, 3 kg/m³ (July falls between two values).
//   R: 1 Jun – 1 Aug 2025, 610 m³ over 61 days: June 300 m³ × 2 = 600 kg; July 310 m³ has no factor (missing).
// Pellet boiler (holding), stored in kg, factors per tonne from 2025: 50 kg/t (scope 1, CH4 + N2O) and
//   1600 kg/t biogenic CO2. R: January 2025, 2000 kg = 2 t: scope 1 100 kg, biogenic 3200 kg.
// Heat meter (holding) with no factor: 1000 kWh in March 2025, reported as without a factor.
// Scope 1 = 600 + 100 = 700 kg; scope 2 location-based = 118 kg; market-based = 232 kg; biogenic 3200 kg.

// local midnight: CET in winter, CEST from April to October (the dates below avoid the change-over days)
const local = (date: string) => {
  const month = Number(date.slice(5, 7));
  return new Date(`${date}T00:00:00${month >= 4 && month <= 10 ? "+02:00" : "+01:00"}`);
};
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The hand-computed organization above, in an organization of its own (so that no other test's
 * meters count), with an editor and a reader of it and a manager of another tenant. Each test file
 * that uses it builds its own, named apart.
 */
export function handComputedWorld(name: string) {
  const world = {
    editor: undefined as unknown as Caller,
    reader: undefined as unknown as Caller,
    other: undefined as unknown as Caller,
    holding: "",
    department: "",
    otherHolding: "",
    meters: {} as Record<string, string>,
    factors: {} as Record<string, string>,
    factor,
    meter,
    reading,
    link: (caller: Caller, orgId: string, meterKey: string, factorKeys: string[]) =>
      caller.put(`/api/v1/organizations/${orgId}/carbon/meters/${world.meters[meterKey]}/emission-factors`, {
        body: { emission_factor_ids: factorKeys.map((key) => world.factors[key] ?? key) },
      }),
  };
  const { meters, factors } = world;
  async function factor(
    key: string,
    organizationId: string | null,
    fields: {
      utilityType: "ELECTRICITY" | "GAS" | "MASS";
      ghgCategory: "SCOPE2_ELECTRICITY" | "SCOPE1_STATIONARY" | "BIOGENIC";
      basis: "LOCATION_BASED" | "MARKET_BASED" | "PHYSICAL_UNIT";
    },
    values: {
      meterUnit: string;
      emissionUnit: "GRAMS" | "KILOGRAMS";
      startDate: string;
      endDate: string | null;
      value: string;
    }[],
  ) {
    const row = await db().emissionFactor.create({
      data: {
        organizationId,
        ...fields,
        name: `Hand-computed ${key}`,
        source: `Source of ${key}`,
        values: {
          create: values.map((value) => ({
            ...value,
            organizationId,
            startDate: day(value.startDate),
            endDate: value.endDate ? day(value.endDate) : null,
          })),
        },
      },
    });
    factors[key] = row.id;
  }

  async function meter(
    key: string,
    organizationId: string,
    meterType: "ELECTRICITY" | "GAS" | "MASS" | "HEAT",
    unit: string,
  ) {
    const row = await db().meter.create({
      data: { organizationId, name: `Hand-computed ${key}`, meterType, unit, readingMode: "PERIOD_AMOUNT" },
    });
    meters[key] = row.id;
  }

  async function reading(key: string, from: string, to: string, quantity: string) {
    const meter = await db().meter.findUniqueOrThrow({ where: { id: meters[key] } });
    await db().meterReading.create({
      data: {
        organizationId: meter.organizationId,
        meterId: meter.id,
        periodStart: local(from),
        performedAt: local(to),
        value: quantity,
        unit: meter.unit,
        normalizedValue: quantity,
        quantity,
      },
    });
  }

  beforeAll(async () => {
    world.otherHolding = await demo.other();
    [world.editor, world.reader, world.other] = await Promise.all([
      as("editor@demo.example"),
      as("reader@demo.example"),
      as("other@demo.example"),
    ]);
    // an organization of its own, so that no other test's meters count
    const root = await db().organization.create({ data: { name: `${name} Holding A/S`, type: "HOLDING" } });
    const holding = (world.holding = root.id);
    world.department = (
      await db().organization.create({
        data: { name: `${name} Boiler House`, type: "DEPARTMENT", parentId: holding, holdingId: holding },
      })
    ).id;
    for (const email of ["editor@demo.example", "reader@demo.example"]) {
      const user = await db().user.findUniqueOrThrow({ where: { email } });
      await db().membership.create({
        data: {
          userId: user.id,
          organizationId: holding,
          scopes: email.startsWith("editor") ? ["EDIT"] : ["READ"],
          userName: user.name,
          userEmail: email,
        },
      });
    }

    await factor(
      "location",
      null,
      { utilityType: "ELECTRICITY", ghgCategory: "SCOPE2_ELECTRICITY", basis: "LOCATION_BASED" },
      [
        { meterUnit: "KWH", emissionUnit: "GRAMS", startDate: "2024-01-01", endDate: "2024-12-31", value: "100" },
        { meterUnit: "KWH", emissionUnit: "GRAMS", startDate: "2025-01-01", endDate: "2025-12-31", value: "200" },
      ],
    );
    await factor(
      "market",
      null,
      { utilityType: "ELECTRICITY", ghgCategory: "SCOPE2_ELECTRICITY", basis: "MARKET_BASED" },
      [{ meterUnit: "KWH", emissionUnit: "GRAMS", startDate: "2025-01-01", endDate: "2025-12-31", value: "500" }],
    );
    // the organization's own: per MWh, to prove the unit is converted (50 g/kWh = 50 kg/MWh)
    await factor(
      "supplier",
      holding,
      { utilityType: "ELECTRICITY", ghgCategory: "SCOPE2_ELECTRICITY", basis: "MARKET_BASED" },
      [{ meterUnit: "MWH", emissionUnit: "KILOGRAMS", startDate: "2025-02-15", endDate: "2025-12-31", value: "50" }],
    );
    await factor("gas", null, { utilityType: "GAS", ghgCategory: "SCOPE1_STATIONARY", basis: "PHYSICAL_UNIT" }, [
      { meterUnit: "M3", emissionUnit: "KILOGRAMS", startDate: "2025-01-01", endDate: "2025-06-30", value: "2" },
      { meterUnit: "M3", emissionUnit: "KILOGRAMS", startDate: "2025-08-01", endDate: null, value: "3" },
    ]);
    await factor("pellets", null, { utilityType: "MASS", ghgCategory: "SCOPE1_STATIONARY", basis: "PHYSICAL_UNIT" }, [
      { meterUnit: "T", emissionUnit: "KILOGRAMS", startDate: "2025-01-01", endDate: null, value: "50" },
    ]);
    await factor("biogenic", null, { utilityType: "MASS", ghgCategory: "BIOGENIC", basis: "PHYSICAL_UNIT" }, [
      { meterUnit: "T", emissionUnit: "KILOGRAMS", startDate: "2025-01-01", endDate: null, value: "1600" },
    ]);

    await meter("electricity", holding, "ELECTRICITY", "KWH");
    await meter("gas", world.department, "GAS", "M3");
    await meter("pellets", holding, "MASS", "T");
    await meter("heat", holding, "HEAT", "KWH");
    await reading("electricity", "2024-12-01", "2025-02-01", "620");
    await reading("electricity", "2025-02-01", "2025-03-01", "280");
    await reading("gas", "2025-06-01", "2025-08-01", "610");
    await reading("pellets", "2025-01-01", "2025-02-01", "2000"); // stored in kg, the mass group's unit
    await reading("heat", "2025-03-01", "2025-04-01", "1000");
  });
  return world;
}
