// The demo holding's environmental aspects: twenty-one across the categories and life-cycle stages,
// six of them significant by the default criteria, linked to the demo meters, waste arrangements,
// registered chemicals, binding obligations and procedures, three with actions of the plan.
import { addDays } from "../../lib/platform/recurrence/frequency";
import { calendarToday } from "../../lib/platform/recurrence/due-status";
import { DEFAULT_CRITERIA, significanceOf } from "../../lib/modules/planning/aspects/significance";
import type {
  AspectActivityKind,
  AspectCategory,
  LifeCycleStage,
  OperatingCondition,
} from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";

type Aspect = {
  activity: string;
  kind?: AspectActivityKind;
  title: string;
  category: AspectCategory;
  impact: string;
  stage?: LifeCycleStage;
  condition?: OperatingCondition;
  area?: string;
  controls?: string;
  /** severity, frequency or quantity, legal requirements, concern of interested parties */
  ratings: [number, number, number, number];
  meters?: string[];
  arrangements?: string[];
  chemicals?: string[];
  obligations?: string[];
  procedures?: string[];
  actions?: { title: string; status: "PLANNED" | "IN_PROGRESS" | "DONE"; due: number }[];
};

const ASPECTS: Aspect[] = [
  {
    activity: "Press line and welding",
    title: "Electricity for the press line and welding",
    category: "ENERGY_USE",
    impact: "Use of energy; CO2 from electricity generation",
    area: "Production hall",
    controls: "Monthly meter readings; machines switched off outside shifts",
    ratings: [3, 5, 2, 1],
    meters: ["Main electricity meter, production hall"],
    obligations: ["Directive (EU) 2023/1791"],
    procedures: ["Monthly meter readings in Hall 1 and Hall 2"],
    actions: [
      { title: "Survey and repair compressed-air leaks", status: "IN_PROGRESS", due: 30 },
      { title: "Replace the hall lighting with LED", status: "PLANNED", due: 150 },
    ],
  },
  {
    activity: "Heating of the buildings",
    title: "District heating of the main building",
    category: "ENERGY_USE",
    impact: "Use of energy; CO2 from heat generation",
    area: "Office",
    ratings: [2, 4, 1, 1],
    meters: ["District heating, main building"],
  },
  {
    activity: "Process boiler",
    title: "Natural gas combustion in the process boiler",
    category: "AIR_EMISSION",
    impact: "CO2 and nitrogen oxides to air",
    area: "Production hall",
    controls: "Yearly burner service and flue-gas measurement",
    ratings: [4, 4, 3, 1],
    meters: ["Natural gas, process boiler"],
    obligations: ["Directive 2010/75/EU"],
  },
  {
    activity: "Service and delivery",
    title: "Diesel for the service vans",
    category: "AIR_EMISSION",
    impact: "CO2, nitrogen oxides and particles from combustion",
    stage: "TRANSPORT",
    ratings: [3, 3, 1, 1],
    meters: ["Service vans, diesel"],
  },
  {
    activity: "Washing and cooling",
    title: "Water use in washing and cooling",
    category: "WATER_USE",
    impact: "Use of groundwater resources",
    area: "Production hall",
    ratings: [2, 3, 1, 1],
    meters: ["Water main"],
  },
  {
    activity: "Washing and cooling",
    title: "Nitrogen in the process wastewater",
    category: "WATER_DISCHARGE",
    impact: "Eutrophication of the receiving water",
    area: "Production hall",
    controls: "Monthly sampling at the outlet; discharge permit limits",
    ratings: [4, 3, 3, 2],
    meters: ["Wastewater outlet, total nitrogen"],
    obligations: ["Directive 2010/75/EU"],
    actions: [{ title: "Install a buffer tank before the outlet", status: "PLANNED", due: -10 }],
  },
  {
    activity: "Goods receipt",
    title: "Cardboard packaging from suppliers",
    category: "WASTE",
    impact: "Use of resources; recycled as material",
    area: "Warehouse",
    ratings: [1, 4, 2, 1],
    arrangements: ["Cardboard baler, goods receipt"],
    obligations: ["Directive 2008/98/EC"],
    procedures: ["Waste sorting"],
  },
  {
    activity: "Goods receipt",
    title: "Plastic film and wrapping",
    category: "WASTE",
    impact: "Plastic waste; litter where it is not collected",
    area: "Warehouse",
    ratings: [2, 3, 2, 2],
    arrangements: ["Plastic film and wrapping"],
    procedures: ["Waste sorting"],
  },
  {
    activity: "Cutting and assembly",
    title: "Steel scrap from cutting",
    category: "WASTE",
    impact: "Use of resources; recycled as metal",
    area: "Production hall",
    ratings: [1, 4, 1, 1],
    arrangements: ["Steel scrap from cutting"],
  },
  {
    activity: "Canteen",
    kind: "SERVICE",
    title: "Food waste from the canteen",
    category: "WASTE",
    impact: "Use of resources; biogas where it is collected apart",
    area: "Office",
    ratings: [2, 2, 2, 1],
    arrangements: ["Canteen food waste"],
  },
  {
    activity: "All activities",
    title: "Residual waste to incineration",
    category: "WASTE",
    impact: "Resources lost; emissions from incineration",
    ratings: [2, 3, 2, 1],
    arrangements: ["Residual waste container"],
    procedures: ["Waste sorting"],
  },
  {
    activity: "Forklift maintenance",
    title: "Lead batteries from the forklifts",
    category: "WASTE",
    impact: "Hazardous waste: lead and acid",
    area: "Warehouse",
    ratings: [4, 1, 3, 1],
    arrangements: ["Lead batteries from forklifts"],
  },
  {
    activity: "Spray painting",
    title: "Paint and lacquer residues",
    category: "WASTE",
    impact: "Hazardous waste: solvents and resins",
    area: "Paint shop",
    ratings: [4, 2, 3, 1],
    arrangements: ["Paint and lacquer residues"],
    chemicals: ["Epoxy resin 2K, component A", "Spray paint RAL 9005 black"],
  },
  {
    activity: "Spray painting",
    title: "Solvent vapours (VOC) from spray painting",
    category: "AIR_EMISSION",
    impact: "Volatile organic compounds to air; ground-level ozone",
    area: "Paint shop",
    controls: "Spray booth with filter; lids on containers",
    ratings: [4, 3, 3, 2],
    chemicals: ["Epoxy resin 2K, component A", "Spray paint RAL 9005 black"],
    obligations: ["Regulation (EC) No 1907/2006"],
  },
  {
    activity: "Chemical store",
    title: "Spill of acid or lye in the chemical store",
    category: "SOIL",
    impact: "Contamination of soil and drains",
    condition: "EMERGENCY",
    area: "Chemical store",
    controls: "Bunded shelves; spill kit at the door",
    ratings: [5, 1, 3, 1],
    chemicals: ["Sulfuric acid 96 %", "Caustic soda lye 27 %"],
    obligations: ["Regulation (EC) No 1272/2008"],
    procedures: ["Handling a chemical spill"],
  },
  {
    activity: "Press line",
    title: "Hydraulic oil leaking from the press",
    category: "SOIL",
    impact: "Oil on the floor and in the drains",
    condition: "ABNORMAL",
    area: "Production hall",
    ratings: [3, 2, 2, 1],
    chemicals: ["Hydraulic oil HLP 46"],
    arrangements: ["Oily rags and absorbents"],
  },
  {
    activity: "Cooling of the server room and offices",
    title: "Refrigerant leaking from the cooling units",
    category: "AIR_EMISSION",
    impact: "Fluorinated greenhouse gases to air",
    condition: "ABNORMAL",
    area: "Office",
    ratings: [3, 1, 3, 1],
    obligations: ["Regulation (EU) 2024/573"],
  },
  {
    activity: "Press line",
    title: "Noise from the press line at the neighbours",
    category: "NOISE",
    impact: "Nuisance to the neighbours in the evening",
    area: "Production hall",
    ratings: [2, 3, 2, 2],
  },
  {
    activity: "Fire in the warehouse",
    title: "Fire-fighting water running off the yard",
    category: "WATER_DISCHARGE",
    impact: "Polluted run-off to the stream",
    condition: "EMERGENCY",
    area: "Warehouse",
    ratings: [4, 1, 2, 1],
  },
  {
    activity: "Steel frames",
    kind: "PRODUCT",
    title: "Steel as the frames' raw material",
    category: "RAW_MATERIAL_USE",
    impact: "Use of resources; CO2 from steel making",
    stage: "RAW_MATERIALS",
    ratings: [3, 4, 1, 1],
  },
  {
    activity: "Steel frames",
    kind: "PRODUCT",
    title: "Frames scrapped at the end of their life",
    category: "RAW_MATERIAL_USE",
    impact: "Recyclable steel; painted parts to waste",
    stage: "END_OF_LIFE",
    ratings: [2, 2, 1, 1],
  },
];

export async function seedDemoAspects(db: SeedClient, holdingId: string, manager: { id: string; name: string }) {
  const today = calendarToday();
  const criteria = await db.significanceCriteria.create({
    data: {
      organizationId: holdingId,
      version: 1,
      ...DEFAULT_CRITERIA,
      authorId: manager.id,
      authorName: manager.name,
    },
  });
  const own = { organizationId: holdingId };
  const [areas, meters, arrangements, chemicals, obligations, procedures, owner] = await Promise.all([
    db.area.findMany({ where: own, select: { id: true, name: true } }),
    db.meter.findMany({ where: own, select: { id: true, name: true } }),
    db.wasteArrangement.findMany({ where: own, select: { id: true, name: true } }),
    db.chemicalAssociation.findMany({ where: own, select: { id: true, name: true } }),
    db.bindingObligation.findMany({
      where: own,
      select: { id: true, legislation: { select: { officialNumber: true } } },
    }),
    db.procedure.findMany({ where: own, select: { id: true, title: true } }),
    db.membership.findFirstOrThrow({ where: { ...own, userId: manager.id }, select: { id: true } }),
  ]);
  // a demo name that matches nothing is a mistake in this file, not something to skip
  const ids = (names: string[] | undefined, rows: { id: string }[], nameOf: (row: never) => string, kind: string) =>
    (names ?? []).map((name) => {
      const row = rows.find((candidate) => nameOf(candidate as never) === name);
      if (!row) throw new Error(`Demo aspect: no ${kind} "${name}"`);
      return { id: row.id };
    });
  let significant = 0;
  for (const demo of ASPECTS) {
    const [severity, quantity, legal, stakeholders] = demo.ratings;
    const ratings = { severity, quantity, legal, stakeholders };
    const scored = significanceOf(DEFAULT_CRITERIA, ratings);
    if (scored.significant) significant++;
    const areaId = demo.area ? ids([demo.area], areas, (row: { name: string }) => row.name, "area")[0]!.id : null;
    const aspect = await db.environmentalAspect.create({
      data: {
        organizationId: holdingId,
        activity: demo.activity,
        activityKind: demo.kind ?? "ACTIVITY",
        title: demo.title,
        category: demo.category,
        impact: demo.impact,
        lifeCycleStage: demo.stage ?? "PRODUCTION",
        condition: demo.condition ?? "NORMAL",
        areaId,
        ownerId: owner.id,
        controls: demo.controls ?? null,
        criteriaId: criteria.id,
        ratings,
        ...scored,
        meters: { connect: ids(demo.meters, meters, (row: { name: string }) => row.name, "meter") },
        arrangements: {
          connect: ids(demo.arrangements, arrangements, (row: { name: string }) => row.name, "waste arrangement"),
        },
        chemicals: { connect: ids(demo.chemicals, chemicals, (row: { name: string }) => row.name, "chemical") },
        obligations: {
          connect: ids(
            demo.obligations,
            obligations,
            (row: { legislation: { officialNumber: string } }) => row.legislation.officialNumber,
            "obligation",
          ),
        },
        procedures: {
          connect: ids(demo.procedures, procedures, (row: { title: string }) => row.title, "procedure"),
        },
      },
    });
    for (const [position, action] of (demo.actions ?? []).entries()) {
      await db.action.create({
        data: {
          organizationId: holdingId,
          source: "ASPECT",
          aspectId: aspect.id,
          kind: "PREVENTIVE",
          title: action.title,
          status: action.status,
          dueDate: addDays(today, action.due),
          responsibleId: owner.id,
          areaId,
          position,
        },
      });
    }
  }
  return { aspects: ASPECTS.length, significant };
}
