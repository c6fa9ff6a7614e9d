// The demo organizations' chemical registers: the catalogue's demo products (demo-chemicals.ts) as
// a Danish manufacturer keeps them, each with where it is used and stored, how much is kept and
// why; the common ones with a workplace instruction, the CMR and restricted ones with substitution
// decisions. The catalogue's safety data sheets have various ages, so the register shows current,
// stale and missing sheets.
import type { SeedClient } from "./client";

type Instruction = { use: string; protection: string; firstAid: string; spills: string; disposal: string };

type Entry = {
  product: string;
  purpose: string;
  amount: string;
  unit: "L" | "KG" | "PIECES" | "M3";
  use: string[];
  store: string[];
  instruction?: Instruction;
  decisions?: { outcome: "INVESTIGATE" | "KEEP" | "SUBSTITUTE" | "PHASE_OUT"; monthsAgo: number; note: string }[];
};

const SOLVENT: Instruction = {
  use: "Use only in the ventilated cleaning booth or under local exhaust. No naked flames, sparks or smoking within 5 m. Keep the container closed when not in use.",
  protection:
    "Nitrile gloves (EN 374), safety goggles (EN 166). Respirator with A2 filter when exhaust is not available.",
  firstAid:
    "Eyes: rinse with water for at least 15 minutes, remove contact lenses. Skin: wash with soap and water. Inhaled: fresh air and rest. Call 112 if breathing is difficult.",
  spills:
    "Remove ignition sources, ventilate, absorb with sand or absorbent pads. Fire: foam, CO2 or powder; no water jet.",
  disposal: "Used solvent and soaked rags in the red solvent waste drum (hazardous waste, EAK 14 06 03*).",
};

const CORROSIVE: Instruction = {
  use: "Dilute by adding the product to water, never water to the product. Use the pump, not open pouring. Only trained staff.",
  protection: "Acid-resistant gloves (butyl or neoprene), face shield over safety goggles, chemical apron, boots.",
  firstAid:
    "Eyes: rinse at the eye-wash station for at least 15 minutes and call 112. Skin: remove contaminated clothing, rinse with plenty of water. Swallowed: rinse mouth, do not induce vomiting.",
  spills:
    "Contain with the spill kit's acid binder, neutralise, collect in the labelled drum. Keep away from bases and metals.",
  disposal:
    "Residues and binder to hazardous waste (inorganic, EAK 06 01 06*); empty containers rinsed and returned to the supplier.",
};

const OIL: Instruction = {
  use: "Fill with the funnel over the drip tray. Avoid prolonged skin contact; no high-pressure spraying.",
  protection: "Nitrile gloves, safety glasses when filling under pressure.",
  firstAid: "Skin: wash with soap and water. Swallowed: do not induce vomiting, seek medical advice.",
  spills: "Absorb with oil binder, prevent entry into drains (the yard drain has an oil separator).",
  disposal: "Waste oil in the waste-oil tank (EAK 13 01 10*); oily binder and filters as hazardous waste.",
};

const GAS: Instruction = {
  use: "Cylinders chained upright in the trolley; flashback arrestors on both hoses. Hot-work permit required outside the welding bay.",
  protection: "Welding gloves, welding helmet, flame-retardant clothing.",
  firstAid: "Burns: cool with water for 20 minutes. Inhaled: fresh air, call 112 if unconscious.",
  spills:
    "Leak: close the valve if safe, ventilate, evacuate and call 112. Fire: cool cylinders with water from a safe distance.",
  disposal: "Empty cylinders returned to the gas supplier.",
};

const HOLDING: Entry[] = [
  {
    product: "Acetone technical",
    purpose: "Cleaning of moulds and tools",
    amount: "60",
    unit: "L",
    use: ["Production hall"],
    store: ["Chemical store"],
    instruction: SOLVENT,
  },
  {
    product: "Isopropanol 99 %",
    purpose: "Wiping of electronics and screens",
    amount: "20",
    unit: "L",
    use: ["Production hall"],
    store: ["Chemical store"],
    instruction: SOLVENT,
  },
  {
    product: "Ethanol 96 % denatured",
    purpose: "Surface disinfection",
    amount: "10",
    unit: "L",
    use: ["Office", "Production hall"],
    store: ["Chemical store"],
  },
  {
    product: "Sulfuric acid 96 %",
    purpose: "Battery maintenance of forklifts",
    amount: "25",
    unit: "L",
    use: ["Warehouse"],
    store: ["Chemical store"],
    instruction: CORROSIVE,
  },
  {
    product: "Sodium hypochlorite 12.5 %",
    purpose: "Disinfection of the canteen and washrooms",
    amount: "30",
    unit: "L",
    use: ["Office"],
    store: ["Chemical store"],
    instruction: CORROSIVE,
  },
  {
    product: "Caustic soda lye 27 %",
    purpose: "Parts washer bath",
    amount: "200",
    unit: "L",
    use: ["Production hall"],
    store: ["Chemical store"],
    instruction: CORROSIVE,
  },
  {
    product: "Phosphoric acid 75 %",
    purpose: "Rust removal before painting",
    amount: "25",
    unit: "L",
    use: ["Production hall"],
    store: ["Chemical store"],
    instruction: CORROSIVE,
  },
  {
    product: "Hydrogen peroxide 35 %",
    purpose: "Cooling water treatment",
    amount: "50",
    unit: "L",
    use: ["Production hall"],
    store: ["Chemical store"],
  },
  {
    product: "Nitric acid 65 %",
    purpose: "Passivation of stainless steel",
    amount: "10",
    unit: "L",
    use: ["Production hall"],
    store: ["Chemical store"],
    instruction: CORROSIVE,
  },
  {
    product: "Ammonia solution 25 %",
    purpose: "Cleaning of the paint line",
    amount: "10",
    unit: "L",
    use: ["Production hall"],
    store: ["Chemical store"],
  },
  {
    product: "Diesel fuel B7",
    purpose: "Fuel for the yard loader and emergency generator",
    amount: "3",
    unit: "M3",
    use: ["Warehouse"],
    store: ["Warehouse"],
    instruction: OIL,
  },
  {
    product: "Hydraulic oil HLP 46",
    purpose: "Presses and lifting tables",
    amount: "400",
    unit: "L",
    use: ["Production hall"],
    store: ["Warehouse"],
    instruction: OIL,
  },
  {
    product: "Cutting fluid concentrate",
    purpose: "CNC machining, diluted 5 %",
    amount: "200",
    unit: "L",
    use: ["Production hall"],
    store: ["Warehouse"],
    instruction: OIL,
  },
  {
    product: "Brake cleaner aerosol",
    purpose: "Degreasing of machine parts",
    amount: "48",
    unit: "PIECES",
    use: ["Production hall"],
    store: ["Chemical store"],
    instruction: SOLVENT,
  },
  {
    product: "Spray paint RAL 9005 black",
    purpose: "Touch-up of frames",
    amount: "24",
    unit: "PIECES",
    use: ["Production hall"],
    store: ["Chemical store"],
  },
  {
    product: "Epoxy resin 2K, component A",
    purpose: "Floor repairs and bonding",
    amount: "20",
    unit: "KG",
    use: ["Production hall"],
    store: ["Chemical store"],
    decisions: [{ outcome: "INVESTIGATE", monthsAgo: 2, note: "Ask the supplier for a bisphenol-free system." }],
  },
  {
    product: "Polyurethane foam (MDI)",
    purpose: "Sealing of pipe penetrations",
    amount: "12",
    unit: "PIECES",
    use: ["Production hall"],
    store: ["Chemical store"],
  },
  {
    product: "Acetylene (dissolved), welding gas",
    purpose: "Gas welding and brazing",
    amount: "4",
    unit: "PIECES",
    use: ["Production hall"],
    store: ["Warehouse"],
    instruction: GAS,
  },
  {
    product: "Propane for heating and cutting",
    purpose: "Cutting torches and roof work",
    amount: "6",
    unit: "PIECES",
    use: ["Production hall"],
    store: ["Warehouse"],
    instruction: GAS,
  },
  {
    product: "Solder wire Sn60Pb40",
    purpose: "Repair of control cabinets",
    amount: "2",
    unit: "KG",
    use: ["Production hall"],
    store: ["Chemical store"],
    decisions: [
      {
        outcome: "KEEP",
        monthsAgo: 8,
        note: "Repair of old equipment needs leaded solder; lead-free wire used for all new work.",
      },
    ],
  },
  {
    product: "Paint stripper (dichloromethane)",
    purpose: "Stripping of old paint from fixtures",
    amount: "5",
    unit: "L",
    use: ["Production hall"],
    store: ["Chemical store"],
    decisions: [
      { outcome: "INVESTIGATE", monthsAgo: 14, note: "Dichloromethane is restricted (REACH Annex XVII entry 59)." },
      { outcome: "SUBSTITUTE", monthsAgo: 3, note: "Replace with a benzyl-alcohol stripper once the stock is used." },
    ],
  },
  {
    product: "Degreaser (trichloroethylene)",
    purpose: "Vapour degreasing of machined parts",
    amount: "40",
    unit: "L",
    use: ["Production hall"],
    store: ["Chemical store"],
    decisions: [
      { outcome: "PHASE_OUT", monthsAgo: 5, note: "Carcinogen (Carc. 1B) and SVHC: aqueous parts washer ordered." },
    ],
  },
  {
    product: "Thinner (xylene)",
    purpose: "Thinning of primer",
    amount: "20",
    unit: "L",
    use: ["Production hall"],
    store: ["Chemical store"],
    instruction: SOLVENT,
  },
  {
    product: "Toluene",
    purpose: "Laboratory cleaning",
    amount: "5",
    unit: "L",
    use: ["Office"],
    store: ["Chemical store"],
    instruction: SOLVENT,
  },
  {
    product: "Methanol",
    purpose: "Windscreen washer for the fleet",
    amount: "25",
    unit: "L",
    use: ["Warehouse"],
    store: ["Chemical store"],
  },
  {
    product: "Glass cleaner with butoxyethanol",
    purpose: "Cleaning of windows and panels",
    amount: "10",
    unit: "L",
    use: ["Office"],
    store: ["Warehouse"],
  },
  {
    product: "Zinc spray (cold galvanising)",
    purpose: "Corrosion protection of welds",
    amount: "24",
    unit: "PIECES",
    use: ["Production hall"],
    store: ["Chemical store"],
  },
  {
    product: "Boric acid, technical",
    purpose: "Flux for brazing",
    amount: "5",
    unit: "KG",
    use: ["Production hall"],
    store: ["Chemical store"],
    decisions: [{ outcome: "INVESTIGATE", monthsAgo: 1, note: "Toxic for reproduction; check a boron-free flux." }],
  },
  {
    product: "Citrus degreaser (d-limonene)",
    purpose: "Hand degreasing of parts",
    amount: "25",
    unit: "L",
    use: ["Production hall"],
    store: ["Warehouse"],
  },
  {
    product: "Methyl methacrylate adhesive",
    purpose: "Bonding of plastic covers",
    amount: "6",
    unit: "KG",
    use: ["Production hall"],
    store: ["Chemical store"],
  },
];

const SUBSIDIARY: Entry[] = [
  { product: "Acetone technical", purpose: "Cleaning of print heads", amount: "10", unit: "L", use: [], store: [] },
  { product: "Isopropanol 99 %", purpose: "Cleaning of sensors", amount: "5", unit: "L", use: [], store: [] },
  {
    product: "Hydraulic oil HLP 46",
    purpose: "Injection moulding machines",
    amount: "600",
    unit: "L",
    use: [],
    store: [],
    instruction: OIL,
  },
  {
    product: "Cutting fluid concentrate",
    purpose: "Lathes",
    amount: "100",
    unit: "L",
    use: [],
    store: [],
    instruction: OIL,
  },
  { product: "Diesel fuel B7", purpose: "Forklift fuel", amount: "1", unit: "M3", use: [], store: [] },
  {
    product: "Sodium hypochlorite 12.5 %",
    purpose: "Washroom disinfection",
    amount: "10",
    unit: "L",
    use: [],
    store: [],
  },
  { product: "Spray paint RAL 9005 black", purpose: "Marking", amount: "12", unit: "PIECES", use: [], store: [] },
  { product: "Brake cleaner aerosol", purpose: "Degreasing", amount: "24", unit: "PIECES", use: [], store: [] },
  {
    product: "Propane for heating and cutting",
    purpose: "Shrink wrapping of pallets",
    amount: "2",
    unit: "PIECES",
    use: [],
    store: [],
    instruction: GAS,
  },
];

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months, 1);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
};

async function register(db: SeedClient, organizationId: string, entries: Entry[]) {
  if (await db.chemicalAssociation.findFirst({ where: { organizationId }, select: { id: true } })) return 0;
  const organization = await db.organization.findUniqueOrThrow({
    where: { id: organizationId },
    select: { countryAlpha2: true },
  });
  const areas = new Map(
    (await db.area.findMany({ where: { organizationId }, select: { id: true, name: true } })).map((area) => [
      area.name,
      area.id,
    ]),
  );
  // the holding's chemicals coordinator (the demo editor) keeps the register; reminders go to them
  const coordinator = await db.membership.findFirst({
    where: { organizationId, userEmail: "editor@demo.example" },
    select: { id: true },
  });
  const ids = (names: string[]) => names.flatMap((name) => (areas.has(name) ? [{ id: areas.get(name)! }] : []));
  let added = 0;
  for (const entry of entries) {
    const product = await db.chemical.findFirst({
      where: { tradeName: entry.product },
      select: { id: true, supplies: { select: { supplierId: true }, take: 1 } },
    });
    if (!product) continue;
    await db.chemicalAssociation.create({
      data: {
        organizationId,
        chemicalId: product.id,
        supplierId: product.supplies[0]?.supplierId ?? null,
        countryAlpha2: organization.countryAlpha2 ?? "DK",
        responsibleId: coordinator?.id ?? null,
        purpose: entry.purpose,
        amount: entry.amount,
        amountUnit: entry.unit,
        instructionUse: entry.instruction?.use,
        instructionProtection: entry.instruction?.protection,
        instructionFirstAid: entry.instruction?.firstAid,
        instructionSpills: entry.instruction?.spills,
        instructionDisposal: entry.instruction?.disposal,
        useAreas: { connect: ids(entry.use) },
        storageAreas: { connect: ids(entry.store) },
        substitutionDecisions: {
          create: (entry.decisions ?? []).map((decision) => ({
            organization: { connect: { id: organizationId } },
            outcome: decision.outcome,
            decidedOn: monthsAgo(decision.monthsAgo),
            note: decision.note,
          })),
        },
      },
    });
    added++;
  }
  return added;
}

/** The holding's register (with a chemical store beside its work areas) and the production company's. */
export async function seedDemoRegister(db: SeedClient, holdingId: string, subsidiaryId: string) {
  await db.area.upsert({
    where: { organizationId_name: { organizationId: holdingId, name: "Chemical store" } },
    update: {},
    create: {
      organizationId: holdingId,
      name: "Chemical store",
      description: "Ventilated store with spill trays, separate cabinets for acids, bases and flammables",
    },
  });
  return (await register(db, holdingId, HOLDING)) + (await register(db, subsidiaryId, SUBSIDIARY));
}
