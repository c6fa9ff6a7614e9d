// The demo holding's waste handling: six handlers (the municipal collector, a cardboard and paper
// recycler, a metal scrap dealer, a hazardous waste receiver, a wood and pallet recycler and an oil
// collector), seventeen arrangements covering hazardous and non-hazardous types, R and D
// operations and every registration unit (one left without a conversion, so the account shows a
// quantity counted apart), and monthly registrations from January of last year to last month.
import type { ContainerKind, Frequency, WasteUnit } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";
import { storePdf } from "./demo-files";

type DemoArrangement = {
  name: string;
  code: string;
  treatment: string;
  unit: WasteUnit;
  container?: ContainerKind;
  size?: string;
  frequency?: Frequency;
  area?: "production" | "warehouse" | "office";
  density?: string;
  perPiece?: string;
  /** a typical month's quantity in the unit */
  monthly: number;
};

type DemoHandler = {
  name: string;
  approvalNumber: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  city: string;
  arrangements: DemoArrangement[];
};

const HANDLERS: DemoHandler[] = [
  {
    name: "Nordby Kommune, Affald og Genbrug",
    approvalNumber: "29189420",
    contactName: "Erhvervsaffald",
    contactEmail: "erhvervsaffald@nordby.example",
    contactPhone: "+45 70 20 30 40",
    city: "Nordby",
    arrangements: [
      {
        name: "Residual waste container",
        code: "20 03 01",
        treatment: "R1",
        unit: "CUBIC_METRE",
        container: "CONTAINER",
        size: "10 m³",
        frequency: "P7D",
        area: "production",
        density: "150",
        monthly: 38,
      },
      {
        name: "Canteen food waste",
        code: "20 01 08",
        treatment: "R3",
        unit: "LITRE",
        container: "BIN",
        size: "240 L",
        frequency: "P7D",
        area: "office",
        density: "500",
        monthly: 1900,
      },
      {
        name: "Insulation from the roof renovation",
        code: "17 06 04",
        treatment: "D1",
        unit: "TONNE",
        container: "ROLL_OFF",
        size: "20 m³",
        area: "warehouse",
        monthly: 0.4,
      },
    ],
  },
  {
    name: "Jysk Pap & Papir Genvinding A/S",
    approvalNumber: "DK-AF-2231",
    contactName: "Mette Kristensen",
    contactEmail: "mk@papgenvinding.example",
    contactPhone: "+45 86 12 44 90",
    city: "Aarhus",
    arrangements: [
      {
        name: "Cardboard baler, goods receipt",
        code: "15 01 01",
        treatment: "R3",
        unit: "KILOGRAM",
        container: "BALER",
        frequency: "P1M",
        area: "warehouse",
        monthly: 2600,
      },
      {
        name: "Office paper",
        code: "20 01 01",
        treatment: "R3",
        unit: "KILOGRAM",
        container: "BIN",
        size: "660 L",
        frequency: "P1M",
        area: "office",
        monthly: 180,
      },
      {
        name: "Plastic film and wrapping",
        code: "15 01 02",
        treatment: "R3",
        unit: "PIECE",
        container: "BAG",
        size: "Big bag",
        frequency: "P1M",
        area: "warehouse",
        perPiece: "85",
        monthly: 9,
      },
    ],
  },
  {
    name: "Nordjysk Jern & Metal ApS",
    approvalNumber: "DK-AF-1187",
    contactName: "Henrik Lund",
    contactEmail: "henrik@jernmetal.example",
    contactPhone: "+45 98 14 22 10",
    city: "Aalborg",
    arrangements: [
      {
        name: "Steel scrap from cutting",
        code: "17 04 05",
        treatment: "R4",
        unit: "TONNE",
        container: "ROLL_OFF",
        size: "30 m³",
        frequency: "P1M",
        area: "production",
        monthly: 6.5,
      },
      {
        name: "Copper cable offcuts",
        code: "17 04 11",
        treatment: "R4",
        unit: "KILOGRAM",
        container: "PALLET",
        area: "production",
        monthly: 140,
      },
    ],
  },
  {
    name: "Dansk Farligt Affald Modtagestation I/S",
    approvalNumber: "DK-FA-0042",
    contactName: "Kundeservice",
    contactEmail: "kunde@farligtaffald.example",
    contactPhone: "+45 63 11 70 00",
    city: "Nyborg",
    arrangements: [
      {
        name: "Fluorescent tubes",
        code: "20 01 21",
        treatment: "R4",
        unit: "PIECE",
        container: "OTHER",
        size: "Tube box",
        frequency: "P3M",
        area: "warehouse",
        perPiece: "0.2",
        monthly: 60,
      },
      {
        name: "Lead batteries from forklifts",
        code: "16 06 01",
        treatment: "R4",
        unit: "KILOGRAM",
        container: "PALLET",
        frequency: "P6M",
        area: "warehouse",
        monthly: 45,
      },
      {
        name: "Oily rags and absorbents",
        code: "15 02 02",
        treatment: "D10",
        unit: "KILOGRAM",
        container: "DRUM",
        size: "200 L",
        frequency: "P1M",
        area: "production",
        monthly: 70,
      },
      {
        name: "Paint and lacquer residues",
        code: "08 01 11",
        treatment: "D10",
        unit: "PIECE",
        container: "DRUM",
        size: "25 L can",
        frequency: "P3M",
        area: "production",
        monthly: 6,
      },
    ],
  },
  {
    name: "Midtjysk Træ & Palle Genbrug ApS",
    approvalNumber: "DK-AF-3305",
    contactName: "Ole Sørensen",
    contactEmail: "ole@traepalle.example",
    contactPhone: "+45 97 40 18 18",
    city: "Herning",
    arrangements: [
      {
        name: "Broken pallets",
        code: "15 01 03",
        treatment: "R3",
        unit: "PIECE",
        container: "PALLET",
        frequency: "P1M",
        area: "warehouse",
        perPiece: "22",
        monthly: 45,
      },
      {
        name: "Wood offcuts from the workshop",
        code: "17 02 01",
        treatment: "R1",
        unit: "TONNE",
        container: "CONTAINER",
        size: "20 m³",
        frequency: "P1M",
        area: "production",
        monthly: 1.2,
      },
    ],
  },
  {
    name: "Olie Indsamling Danmark A/S",
    approvalNumber: "DK-FA-0178",
    contactName: "Driftsafdelingen",
    contactEmail: "drift@olieindsamling.example",
    contactPhone: "+45 75 50 60 70",
    city: "Fredericia",
    arrangements: [
      {
        name: "Used engine and gear oil",
        code: "13 02 05",
        treatment: "R9",
        unit: "LITRE",
        container: "TANK",
        size: "1,000 L",
        frequency: "P3M",
        area: "production",
        density: "880",
        monthly: 210,
      },
      {
        name: "Oil separator sludge",
        code: "13 05 02",
        treatment: "D9",
        unit: "CUBIC_METRE",
        container: "TANK",
        frequency: "P1Y",
        area: "production",
        density: "1100",
        monthly: 0.5,
      },
    ],
  },
];

/** A repeatable spread around the typical quantity, with a little seasonal swing. */
function quantityFor(arrangement: DemoArrangement, year: number, month: number, index: number) {
  const swing = 1 + 0.15 * Math.sin((month + index) * 1.3) + (year % 2 ? -0.06 : 0.04);
  const value = arrangement.monthly * swing;
  return arrangement.unit === "PIECE"
    ? String(Math.max(1, Math.round(value)))
    : value.toFixed(arrangement.monthly < 5 ? 3 : 0);
}

/** The months from January of last year up to last month, each as its last day. */
function months(today: Date) {
  const result: Date[] = [];
  for (let year = today.getUTCFullYear() - 1; year <= today.getUTCFullYear(); year++) {
    for (let month = 0; month < 12; month++) {
      const last = new Date(Date.UTC(year, month + 1, 0));
      if (last < new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))) result.push(last);
    }
  }
  return result;
}

export async function seedDemoWaste(db: SeedClient, organizationId: string) {
  const areas = new Map(
    (await db.area.findMany({ where: { organizationId }, select: { id: true, name: true } })).map((a) => [
      a.name,
      a.id,
    ]),
  );
  const areaId = (area: DemoArrangement["area"]) =>
    area
      ? (areas.get({ production: "Production hall", warehouse: "Warehouse", office: "Office" }[area]) ?? null)
      : null;
  const types = new Map(
    (await db.wasteType.findMany({ select: { id: true, code: true } })).map((type) => [type.code, type.id]),
  );
  const periods = months(new Date());
  for (const [handlerIndex, demo] of HANDLERS.entries()) {
    const stakeholder = await db.stakeholder.create({
      data: {
        organizationId,
        name: demo.name,
        type: "SUPPLIER",
        city: demo.city,
        countryAlpha2: "DK",
        email: demo.contactEmail,
      },
    });
    const contract = await storePdf(db, organizationId, `Waste agreement ${demo.name}.pdf`, periods[0], [
      `Waste agreement with ${demo.name}`,
      `Approval number ${demo.approvalNumber}`,
    ]);
    const handler = await db.wasteHandlerAssociation.create({
      data: {
        organizationId,
        stakeholderId: stakeholder.id,
        approvalNumber: demo.approvalNumber,
        contactName: demo.contactName,
        contactEmail: demo.contactEmail,
        contactPhone: demo.contactPhone,
        files: { connect: { id: contract.id } },
      },
    });
    const arrangements = [];
    for (const arrangement of demo.arrangements) {
      const wasteTypeId = types.get(arrangement.code);
      if (!wasteTypeId) throw new Error(`Unknown waste type ${arrangement.code}`);
      arrangements.push({
        demo: arrangement,
        row: await db.wasteArrangement.create({
          data: {
            organizationId,
            associationId: handler.id,
            name: arrangement.name,
            wasteTypeId,
            treatmentCode: arrangement.treatment,
            registrationUnit: arrangement.unit,
            containerKind: arrangement.container ?? null,
            containerSize: arrangement.size ?? null,
            collectionFrequency: arrangement.frequency ?? null,
            areaId: areaId(arrangement.area),
            densityKgPerM3: arrangement.density ?? null,
            kgPerPiece: arrangement.perPiece ?? null,
          },
        }),
      });
    }
    for (const performedAt of periods) {
      const registration = await db.wasteBulkRegistration.create({
        data: {
          organizationId,
          associationId: handler.id,
          performedAt,
          periodFrom: new Date(Date.UTC(performedAt.getUTCFullYear(), performedAt.getUTCMonth(), 1)),
          note: `Monthly statement ${performedAt.toISOString().slice(0, 7)}`,
        },
      });
      await db.wasteRegistrationLine.createMany({
        data: arrangements.map(({ demo: arrangement, row }, index) => ({
          organizationId,
          bulkRegistrationId: registration.id,
          arrangementId: row.id,
          performedAt,
          quantity: quantityFor(
            arrangement,
            performedAt.getUTCFullYear(),
            performedAt.getUTCMonth(),
            index + handlerIndex,
          ),
        })),
      });
    }
  }
}
