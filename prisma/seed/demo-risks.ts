// The demo holding's risk assessment: the default 5×5 matrix, and three assessments (the production
// hall with the press and the forklift, the warehouse as the APV, the paint shop with two registered
// chemicals) with thirty hazards across the levels, many with additional controls at different
// levels of the hierarchy (each an action of the plan), one residual risk accepted.
import { addDays, addMonths } from "../../lib/platform/recurrence/frequency";
import { calendarToday } from "../../lib/platform/recurrence/due-status";
import { DEFAULT_MATRIX, levelOf } from "../../lib/modules/planning/risk-assessment/matrix";
import type { ControlLevel, HazardCategory } from "../../lib/generated/prisma/enums";
import { assessmentText } from "../../lib/modules/planning/risk-assessment/revision-text";
import type { SeedClient } from "./client";

type Control = { title: string; level: ControlLevel; status: "PLANNED" | "IN_PROGRESS" | "DONE"; due: number };
type Hazard = {
  code: string;
  title: string;
  who?: string;
  existing?: string;
  inherent: [number, number];
  residual?: [number, number];
  controls?: Control[];
  accept?: string;
};
type Assessment = {
  title: string;
  scope: string;
  area: string;
  machine?: string;
  chemical?: string;
  apv?: boolean;
  reviewedDaysAgo: number;
  hazards: Hazard[];
};

const ASSESSMENTS: Assessment[] = [
  {
    title: "Production hall: press line and forklift traffic",
    scope: "Pressing, welding and assembly on two shifts; forklifts deliver and collect pallets along the press line.",
    area: "Production hall",
    machine: "Eccentric press",
    reviewedDaysAgo: 300,
    hazards: [
      {
        code: "MECH_CRUSHING",
        title: "Hands caught in the press tool",
        who: "Press operators",
        existing: "Two-hand control, fixed guards at the sides",
        inherent: [3, 5],
        residual: [1, 5],
        controls: [
          { title: "Light curtain at the press front", level: "ENGINEERING", status: "DONE", due: -90 },
          { title: "Annual guard check in the inspection plan", level: "ADMINISTRATIVE", status: "DONE", due: -60 },
        ],
      },
      {
        code: "MECH_EJECTED_PARTS",
        title: "Parts ejected from the press",
        who: "Press operators, passers-by",
        existing: "Polycarbonate screen",
        inherent: [2, 4],
        residual: [1, 4],
      },
      {
        code: "TRAF_MIXED_TRAFFIC",
        title: "Forklift hits a pedestrian at the press line",
        who: "Everyone in the hall",
        existing: "Speed limit 6 km/h",
        inherent: [3, 5],
        residual: [2, 5],
        controls: [
          { title: "Painted walkway and mirror at gate 3", level: "ENGINEERING", status: "IN_PROGRESS", due: 30 },
          { title: "Blue spot lights on both forklifts", level: "ENGINEERING", status: "PLANNED", due: -10 },
        ],
        accept:
          "Walkways and lights reduce it further this quarter; traffic cannot be separated fully before the 2027 rebuild.",
      },
      {
        code: "NOISE_ABOVE_80_DBA",
        title: "Noise from the press and the grinders",
        who: "Press operators, grinders",
        existing: "Hearing protection available",
        inherent: [4, 3],
        residual: [3, 2],
        controls: [
          { title: "Noise screen around the grinding station", level: "ENGINEERING", status: "PLANNED", due: 45 },
          { title: "Hearing protection mandatory zone", level: "PROTECTIVE_EQUIPMENT", status: "DONE", due: -40 },
        ],
      },
      {
        code: "CHEM_WELDING_FUME",
        title: "Welding fume at the assembly benches",
        who: "Welders",
        existing: "Extraction arms",
        inherent: [4, 4],
        residual: [2, 3],
        controls: [
          { title: "Fume extraction torches for MIG welding", level: "ENGINEERING", status: "IN_PROGRESS", due: 60 },
          { title: "Powered air respirators for long welds", level: "PROTECTIVE_EQUIPMENT", status: "DONE", due: -120 },
        ],
      },
      {
        code: "ELEC_DAMAGED_EQUIPMENT",
        title: "Damaged cables on portable tools",
        who: "Operators, maintenance",
        existing: "Visual check before use",
        inherent: [2, 5],
        residual: [1, 5],
        controls: [
          { title: "Yearly inspection of portable tools", level: "ADMINISTRATIVE", status: "DONE", due: -150 },
        ],
      },
      {
        code: "ERGO_HEAVY_LIFTING",
        title: "Lifting blanks into the press by hand",
        who: "Press operators",
        inherent: [4, 3],
        residual: [2, 2],
        controls: [{ title: "Vacuum lifter at press 2", level: "ENGINEERING", status: "PLANNED", due: 90 }],
      },
      {
        code: "FALL_SLIPPING",
        title: "Slipping on oil around the presses",
        who: "Everyone in the hall",
        existing: "Drip trays",
        inherent: [3, 3],
        residual: [2, 2],
        controls: [
          { title: "Weekly cleaning round with the spill kit", level: "ADMINISTRATIVE", status: "DONE", due: -30 },
        ],
      },
      {
        code: "FIRE_HOT_WORK",
        title: "Welding sparks near cardboard packaging",
        who: "Welders, everyone in the hall",
        existing: "Fire extinguishers",
        inherent: [2, 4],
        residual: [1, 4],
        controls: [
          {
            title: "Hot-work permit for welding outside the booths",
            level: "ADMINISTRATIVE",
            status: "DONE",
            due: -200,
          },
        ],
      },
      {
        code: "VIB_HAND_ARM_ACTION",
        title: "Vibration from angle grinders",
        who: "Grinders",
        inherent: [3, 2],
        residual: [2, 2],
      },
    ],
  },
  {
    title: "Warehouse: workplace assessment (APV)",
    scope:
      "Goods receipt, storage in racks up to 8 m, picking and dispatch; one shift. The warehouse's statutory workplace assessment.",
    area: "Warehouse",
    apv: true,
    reviewedDaysAgo: 1000,
    hazards: [
      {
        code: "TRAF_MIXED_TRAFFIC",
        title: "Reach trucks in the aisles",
        who: "Warehouse staff",
        existing: "One-way aisles",
        inherent: [3, 5],
        residual: [2, 4],
        controls: [
          { title: "Aisle sensors that slow the reach trucks", level: "ENGINEERING", status: "PLANNED", due: 120 },
        ],
      },
      {
        code: "MECH_FALLING_OBJECTS",
        title: "Goods falling from high racks",
        who: "Warehouse staff",
        existing: "Rack inspection yearly",
        inherent: [2, 5],
        residual: [1, 5],
        controls: [{ title: "Mesh backs on the top levels", level: "ENGINEERING", status: "DONE", due: -180 }],
      },
      {
        code: "FALL_FROM_HEIGHT",
        title: "Climbing racks instead of using the platform",
        who: "Pickers",
        inherent: [2, 4],
        residual: [1, 4],
        controls: [
          {
            title: "Remove the step ladders; order-picker platform only",
            level: "ELIMINATION",
            status: "DONE",
            due: -100,
          },
        ],
      },
      {
        code: "ERGO_HEAVY_LIFTING",
        title: "Lifting 25 kg bags of granulate",
        who: "Pickers",
        existing: "Two-person lifts above 20 kg",
        inherent: [4, 3],
        residual: [2, 2],
        controls: [{ title: "Lifting aid for the granulate bags", level: "ENGINEERING", status: "PLANNED", due: 30 }],
      },
      {
        code: "ERGO_REPETITIVE_WORK",
        title: "Repetitive work at the packing station",
        who: "Packers",
        inherent: [4, 2],
        residual: [3, 2],
        controls: [
          { title: "Height-adjustable packing tables", level: "ENGINEERING", status: "IN_PROGRESS", due: -3 },
          { title: "Job rotation every two hours", level: "ADMINISTRATIVE", status: "DONE", due: -60 },
        ],
      },
      {
        code: "THERM_COLD_WORK",
        title: "Draught and cold at the goods entrance in winter",
        who: "Goods receipt",
        inherent: [4, 2],
        residual: [3, 1],
      },
      {
        code: "PSYCH_WORKLOAD_TIME_PRESSURE",
        title: "Peaks of workload before holidays",
        who: "Warehouse staff",
        inherent: [3, 3],
        residual: [2, 3],
        controls: [
          {
            title: "Temporary staff booked for the Christmas weeks",
            level: "ADMINISTRATIVE",
            status: "PLANNED",
            due: 10,
          },
        ],
      },
      {
        code: "FIRE_ESCAPE_PREPAREDNESS",
        title: "Pallets blocking the emergency exit by gate 2",
        who: "Everyone in the warehouse",
        inherent: [3, 4],
        residual: [1, 4],
        controls: [
          { title: "Yellow no-storage box painted at the exit", level: "ENGINEERING", status: "DONE", due: -20 },
        ],
      },
      {
        code: "CHEM_VEHICLE_EXHAUST",
        title: "Exhaust from the diesel truck at the dock",
        who: "Goods receipt",
        inherent: [3, 3],
        residual: [2, 2],
        controls: [{ title: "Engines off at the dock", level: "ADMINISTRATIVE", status: "DONE", due: -70 }],
      },
      {
        code: "PSYCH_WORK_RELATED_VIOLENCE",
        title: "Drivers' threats at the dispatch desk",
        who: "Dispatch clerks",
        inherent: [2, 3],
      },
    ],
  },
  {
    title: "Paint shop: spray painting and two-component coatings",
    scope:
      "Touch-up spray painting and two-component epoxy coating of welded frames, in the spray booth and at the mixing table.",
    area: "Paint shop",
    chemical: "Spray paint RAL 9005 black",
    reviewedDaysAgo: 200,
    hazards: [
      {
        code: "CHEM_SOLVENTS_PAINT",
        title: "Solvent vapours and paint mist when spraying",
        who: "Painters",
        existing: "Spray booth with extraction",
        inherent: [4, 4],
        residual: [2, 3],
        controls: [
          {
            title: "Water-based paint instead of solvent-based",
            level: "SUBSTITUTION",
            status: "IN_PROGRESS",
            due: 60,
          },
          { title: "Local exhaust at the mixing table", level: "ENGINEERING", status: "PLANNED", due: 90 },
        ],
      },
      {
        code: "CHEM_EPOXY_ISOCYANATES",
        title: "Skin contact with epoxy component A",
        who: "Painters",
        existing: "Nitrile gloves",
        inherent: [3, 4],
        residual: [2, 3],
        controls: [
          { title: "Epoxy course for everyone who mixes coatings", level: "ADMINISTRATIVE", status: "DONE", due: -45 },
        ],
      },
      {
        code: "CHEM_CMR",
        title: "A CMR substance in the old primer",
        who: "Painters",
        inherent: [3, 5],
        residual: [1, 5],
        controls: [
          {
            title: "Phase out the primer with the CMR substance",
            level: "ELIMINATION",
            status: "IN_PROGRESS",
            due: 120,
          },
        ],
      },
      {
        code: "FIRE_FLAMMABLE_LIQUIDS",
        title: "Flammable paint and thinner in the booth",
        who: "Painters, maintenance",
        existing: "Ventilated cabinet",
        inherent: [2, 5],
        residual: [1, 5],
        controls: [{ title: "Only one day's thinner at the booth", level: "ADMINISTRATIVE", status: "DONE", due: -30 }],
      },
      {
        code: "FIRE_EXPLOSIVE_ATMOSPHERE",
        title: "Explosive atmosphere in the spray booth",
        who: "Painters",
        existing: "ATEX-rated fan",
        inherent: [2, 5],
        residual: [1, 5],
      },
      {
        code: "ERGO_AWKWARD_POSTURES",
        title: "Painting the undersides of frames",
        who: "Painters",
        inherent: [4, 2],
        residual: [2, 2],
        controls: [{ title: "Rotating frame holder", level: "ENGINEERING", status: "PLANNED", due: 200 }],
      },
      {
        code: "CHEM_SKIN_CONTACT",
        title: "Cleaning spray guns with thinner by hand",
        who: "Painters",
        inherent: [4, 3],
        residual: [2, 2],
        controls: [{ title: "Closed gun washer", level: "ENGINEERING", status: "DONE", due: -15 }],
      },
      { code: "NOISE_ABOVE_80_DBA", title: "Compressed-air noise in the booth", who: "Painters", inherent: [2, 2] },
      { code: "FALL_SLIPPING", title: "Paint on the booth floor", who: "Painters", inherent: [3, 2], residual: [2, 2] },
      {
        code: "PSYCH_LONE_WORK",
        title: "Working alone in the paint shop late",
        who: "Painters",
        inherent: [2, 4],
        residual: [1, 4],
        controls: [{ title: "Lone-worker alarm", level: "ENGINEERING", status: "PLANNED", due: -25 }],
      },
    ],
  },
];

export async function seedDemoRisks(db: SeedClient, holdingId: string, manager: { id: string; name: string }) {
  const today = calendarToday();
  const matrix = await db.riskMatrix.create({
    data: { organizationId: holdingId, version: 1, ...DEFAULT_MATRIX, authorId: manager.id, authorName: manager.name },
  });
  const [types, machines, chemicals, memberships] = await Promise.all([
    db.hazardType.findMany({ select: { id: true, code: true, category: true } }),
    db.machine.findMany({ where: { organizationId: holdingId }, select: { id: true, name: true } }),
    db.chemicalAssociation.findMany({ where: { organizationId: holdingId }, select: { id: true, name: true } }),
    db.membership.findMany({ where: { organizationId: holdingId }, select: { id: true, userId: true } }),
  ]);
  const owner = memberships.find((membership) => membership.userId === manager.id)!;
  const paintShop =
    (await db.area.findFirst({ where: { organizationId: holdingId, name: "Paint shop" } })) ??
    (await db.area.create({
      data: { organizationId: holdingId, name: "Paint shop", description: "Spray booth and mixing table" },
    }));
  let hazards = 0;
  for (const demo of ASSESSMENTS) {
    const area =
      demo.area === "Paint shop"
        ? paintShop
        : await db.area.findFirst({ where: { organizationId: holdingId, name: demo.area } });
    const reviewed = addDays(today, -demo.reviewedDaysAgo);
    const months = demo.apv ? 36 : 12;
    const assessment = await db.riskAssessment.create({
      data: {
        organizationId: holdingId,
        title: demo.title,
        scope: demo.scope,
        areaId: area?.id ?? null,
        machineId: machines.find((machine) => machine.name === demo.machine)?.id ?? null,
        chemicalAssociationId: chemicals.find((chemical) => chemical.name === demo.chemical)?.id ?? null,
        ownerId: owner.id,
        isApv: demo.apv ?? false,
        reviewMonths: months,
        lastReviewedDate: reviewed,
        nextReviewDate: addMonths(reviewed, months),
        createdDate: addDays(reviewed, -30),
      },
    });
    for (const [position, hazard] of demo.hazards.entries()) {
      const type = types.find((row) => row.code === hazard.code);
      if (!type) throw new Error(`Demo hazard ${hazard.code} is not in the catalogue`);
      const [residualLikelihood, residualSeverity] = hazard.residual ?? [null, null];
      const created = await db.riskHazard.create({
        data: {
          organizationId: holdingId,
          assessmentId: assessment.id,
          hazardTypeId: type.id,
          category: type.category as HazardCategory,
          title: hazard.title,
          whoExposed: hazard.who ?? null,
          existingControls: hazard.existing ?? null,
          matrixId: matrix.id,
          inherentLikelihood: hazard.inherent[0],
          inherentSeverity: hazard.inherent[1],
          inherentLevel: levelOf(DEFAULT_MATRIX, ...hazard.inherent),
          residualLikelihood,
          residualSeverity,
          residualLevel: hazard.residual ? levelOf(DEFAULT_MATRIX, ...hazard.residual) : null,
          position,
        },
      });
      hazards++;
      for (const [index, control] of (hazard.controls ?? []).entries()) {
        await db.action.create({
          data: {
            organizationId: holdingId,
            source: "HAZARD",
            hazardId: created.id,
            controlLevel: control.level,
            kind: "PREVENTIVE",
            title: control.title,
            status: control.status,
            dueDate: addDays(today, control.due),
            doneDate: control.status === "DONE" ? addDays(today, control.due - 2) : null,
            responsibleId: owner.id,
            areaId: area?.id ?? null,
            position: index,
          },
        });
      }
      if (hazard.accept && hazard.residual) {
        await db.riskAcceptance.create({
          data: {
            organizationId: holdingId,
            hazardId: created.id,
            matrixId: matrix.id,
            likelihood: hazard.residual[0],
            severity: hazard.residual[1],
            level: levelOf(DEFAULT_MATRIX, ...hazard.residual),
            reason: hazard.accept,
            acceptedById: manager.id,
            acceptedByName: manager.name,
            acceptedDate: addDays(today, -14),
          },
        });
      }
    }
    await seedRevisions(db, assessment, manager, reviewed);
  }
  return hazards;
}

/**
 * The assessment's two revisions: as first assessed (every additional control still planned), and
 * as it stands at its last review, so its history can be compared.
 */
async function seedRevisions(
  db: SeedClient,
  assessment: { id: string; title: string; scope: string | null; createdDate: Date },
  manager: { id: string; name: string },
  reviewed: Date,
) {
  const hazards = await db.riskHazard.findMany({
    where: { assessmentId: assessment.id },
    orderBy: { position: "asc" },
    include: {
      matrix: { select: { version: true } },
      controls: { orderBy: { position: "asc" }, select: { title: true, controlLevel: true, status: true } },
    },
  });
  const planned = hazards.map((hazard) => ({
    ...hazard,
    controls: hazard.controls.map((control) => ({ ...control, status: "PLANNED" })),
  }));
  const author = { authorId: manager.id, authorName: manager.name, title: assessment.title };
  await db.riskAssessmentRevision.createMany({
    data: [
      {
        ...author,
        assessmentId: assessment.id,
        version: 1,
        content: assessmentText({ scope: assessment.scope, hazards: planned }),
        createdDate: assessment.createdDate,
      },
      {
        ...author,
        assessmentId: assessment.id,
        version: 2,
        content: assessmentText({ scope: assessment.scope, hazards }),
        changeNote: "Reviewed: the progress of the additional controls brought up to date.",
        createdDate: reviewed,
      },
    ],
  });
}
