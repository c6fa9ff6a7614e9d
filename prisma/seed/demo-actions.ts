// The demo holding's action plan beyond its events' actions (demo-events.ts): actions entered in the
// plan itself and the follow-up of inspections with remarks, in every status and priority, some
// overdue, some done with their effectiveness checked (one found not effective and reopened).
// Dates are counted from today, so the demo always has overdue work.
import { addDays } from "../../lib/platform/recurrence/frequency";
import { calendarToday } from "../../lib/platform/recurrence/due-status";
import type { SeedClient } from "./client";

type Status = "PLANNED" | "IN_PROGRESS" | "DONE" | "CANCELLED";
type Who = "manager" | "editor" | "emma" | "henrik" | "lukas";

type Demo = {
  title: string;
  description?: string;
  kind?: "CORRECTIVE" | "PREVENTIVE" | "IMPROVEMENT";
  priority?: "LOW" | "MEDIUM" | "HIGH";
  status: Status;
  /** days from today: negative is in the past */
  due: number;
  done?: number;
  who: Who;
  area?: "Production hall" | "Warehouse" | "Office";
  note?: string;
  cancelled?: string;
  /** effectiveness: when it is to be checked (days from today), and the checks made */
  check?: number;
  checks?: { result: "EFFECTIVE" | "NOT_EFFECTIVE"; note: string; daysAgo: number }[];
};

const PLAN: Demo[] = [
  {
    title: "Replace the fluorescent tubes in the warehouse with LED",
    kind: "IMPROVEMENT",
    priority: "MEDIUM",
    status: "DONE",
    due: -200,
    done: -210,
    who: "henrik",
    area: "Warehouse",
    note: "212 tubes replaced; 38 % less electricity for lighting.",
    check: -20,
    checks: [{ result: "EFFECTIVE", note: "Lighting meter down 36 % month on month.", daysAgo: 20 }],
  },
  {
    title: "Timer on the compressed-air compressor outside shifts",
    kind: "IMPROVEMENT",
    priority: "HIGH",
    status: "IN_PROGRESS",
    due: 25,
    who: "henrik",
    area: "Production hall",
  },
  {
    title: "Find and repair compressed-air leaks (ultrasound round)",
    kind: "IMPROVEMENT",
    priority: "HIGH",
    status: "DONE",
    due: -120,
    done: -125,
    who: "henrik",
    area: "Production hall",
    note: "31 leaks tagged, 27 repaired.",
    check: -30,
    checks: [
      {
        result: "NOT_EFFECTIVE",
        note: "Night-time base load back at 80 % of before: new leaks at the couplings.",
        daysAgo: 30,
      },
    ],
  },
  {
    title: "Second ultrasound round on the couplings of line 2",
    kind: "CORRECTIVE",
    priority: "HIGH",
    status: "PLANNED",
    due: -5,
    who: "henrik",
    area: "Production hall",
  },
  {
    title: "Heat recovery from the compressor to the hall's ventilation",
    kind: "IMPROVEMENT",
    priority: "MEDIUM",
    status: "PLANNED",
    due: 160,
    who: "emma",
    area: "Production hall",
    description: "Quote from the ventilation supplier expected in January.",
  },
  {
    title: "Sort cardboard and plastic film at the packing line",
    kind: "IMPROVEMENT",
    priority: "MEDIUM",
    status: "DONE",
    due: -90,
    done: -95,
    who: "lukas",
    area: "Warehouse",
    note: "Two cages and signs in place.",
  },
  {
    title: "Return pallets to the supplier instead of scrapping them",
    kind: "IMPROVEMENT",
    priority: "LOW",
    status: "IN_PROGRESS",
    due: 40,
    who: "lukas",
    area: "Warehouse",
  },
  {
    title: "Closed containers for oily rags at every machine",
    kind: "PREVENTIVE",
    priority: "HIGH",
    status: "PLANNED",
    due: -12,
    who: "lukas",
    area: "Production hall",
  },
  {
    title: "Substitute the solvent-based degreaser with a water-based one",
    kind: "PREVENTIVE",
    priority: "HIGH",
    status: "IN_PROGRESS",
    due: 60,
    who: "editor",
    area: "Production hall",
    description: "Two products on trial at the CNC lathes.",
  },
  {
    title: "Local exhaust at the paint shop's mixing table",
    kind: "PREVENTIVE",
    priority: "HIGH",
    status: "PLANNED",
    due: 90,
    who: "manager",
    area: "Production hall",
  },
  {
    title: "Chemical workplace instructions translated into Polish",
    kind: "PREVENTIVE",
    priority: "MEDIUM",
    status: "DONE",
    due: -60,
    done: -58,
    who: "editor",
    area: "Production hall",
    note: "Eight instructions translated and posted.",
  },
  {
    title: "Spill kit at the drum store",
    kind: "PREVENTIVE",
    priority: "MEDIUM",
    status: "DONE",
    due: -150,
    done: -160,
    who: "lukas",
    area: "Warehouse",
  },
  {
    title: "Bund for the IBC containers at the goods entrance",
    kind: "PREVENTIVE",
    priority: "HIGH",
    status: "PLANNED",
    due: -30,
    who: "lukas",
    area: "Warehouse",
  },
  {
    title: "Noise measurement at the press line after the new guards",
    kind: "CORRECTIVE",
    priority: "MEDIUM",
    status: "PLANNED",
    due: 14,
    who: "manager",
    area: "Production hall",
  },
  {
    title: "Hearing-protection zone marked on the floor at the grinders",
    kind: "PREVENTIVE",
    priority: "MEDIUM",
    status: "DONE",
    due: -45,
    done: -47,
    who: "henrik",
    area: "Production hall",
  },
  {
    title: "Height-adjustable tables at the packing station",
    kind: "PREVENTIVE",
    priority: "MEDIUM",
    status: "IN_PROGRESS",
    due: -3,
    who: "manager",
    area: "Warehouse",
    note: "Two of four delivered.",
  },
  {
    title: "Lifting aid for the 25 kg bags of granulate",
    kind: "PREVENTIVE",
    priority: "HIGH",
    status: "PLANNED",
    due: 30,
    who: "lukas",
    area: "Warehouse",
  },
  {
    title: "Workplace assessment (APV) interviews in the warehouse",
    kind: "PREVENTIVE",
    priority: "MEDIUM",
    status: "PLANNED",
    due: 45,
    who: "manager",
    area: "Warehouse",
  },
  {
    title: "Stress and workload survey for the office",
    kind: "PREVENTIVE",
    priority: "LOW",
    status: "CANCELLED",
    due: -20,
    who: "manager",
    area: "Office",
    cancelled: "Covered by the group-wide survey in March.",
  },
  {
    title: "Refresher in fire extinguishing for the fire wardens",
    kind: "PREVENTIVE",
    priority: "MEDIUM",
    status: "PLANNED",
    due: 55,
    who: "manager",
    area: "Office",
  },
  {
    title: "Evacuation drill with the night shift",
    kind: "PREVENTIVE",
    priority: "HIGH",
    status: "PLANNED",
    due: -8,
    who: "manager",
    area: "Production hall",
  },
  {
    title: "Update the legal register after the new waste order",
    kind: "CORRECTIVE",
    priority: "MEDIUM",
    status: "DONE",
    due: -25,
    done: -26,
    who: "manager",
    note: "BEK 1749/2024 added; two obligations re-evaluated.",
  },
  {
    title: "Energy-efficient motors when the extraction fans are replaced",
    kind: "IMPROVEMENT",
    priority: "LOW",
    status: "PLANNED",
    due: 300,
    who: "henrik",
    area: "Production hall",
  },
  {
    title: "Rainwater for the washing bay",
    kind: "IMPROVEMENT",
    priority: "LOW",
    status: "CANCELLED",
    due: 100,
    who: "emma",
    cancelled: "Payback over 20 years; revisited when the roof is renewed.",
  },
  {
    title: "Contractor induction sheet in English and Danish",
    kind: "PREVENTIVE",
    priority: "MEDIUM",
    status: "IN_PROGRESS",
    due: 10,
    who: "editor",
    area: "Office",
  },
];

/** Follow-up of the inspections with remarks or failures: their findings as actions. */
const FROM_INSPECTIONS: { findings: string; title: string; status: Status; due: number; done?: number; who: Who }[] = [
  {
    findings: "Burner nozzle worn",
    title: "Order a spare burner nozzle for the boiler",
    status: "DONE",
    due: -100,
    done: -110,
    who: "henrik",
  },
  {
    findings: "Two extinguishers in the paint shop refilled",
    title: "Check the paint shop's extinguishers monthly",
    status: "IN_PROGRESS",
    due: 20,
    who: "lukas",
  },
  {
    findings: "Zinc at 80 % of the limit",
    title: "Find the source of zinc in the waste water",
    status: "PLANNED",
    due: -15,
    who: "emma",
  },
  {
    findings: "Left fork worn 8 %",
    title: "Replace the left fork of the forklift before the next inspection",
    status: "PLANNED",
    due: 120,
    who: "henrik",
  },
];

export async function seedDemoActions(db: SeedClient, holdingId: string): Promise<number> {
  const today = calendarToday();
  const day = (days: number) => addDays(today, days);
  const [areas, memberships, inspections] = await Promise.all([
    db.area.findMany({ where: { organizationId: holdingId }, select: { id: true, name: true } }),
    db.membership.findMany({
      where: { organizationId: holdingId },
      select: { id: true, userEmail: true, userId: true, userName: true },
    }),
    db.inspection.findMany({
      where: { organizationId: holdingId, findings: { not: null } },
      select: { id: true, findings: true, performedAt: true, machine: { select: { areaId: true } } },
    }),
  ]);
  const emails: Record<Who, string> = {
    manager: "manager@demo.example",
    editor: "editor@demo.example",
    emma: "emma.jorgensen@demo.example",
    henrik: "henrik.larsen@demo.example",
    lukas: "lukas.schmidt@demo.example",
  };
  const member = (who: Who) => memberships.find((membership) => membership.userEmail === emails[who])!;
  const manager = member("manager");
  for (const [index, demo] of PLAN.entries()) {
    const created = await db.action.create({
      data: {
        organizationId: holdingId,
        title: demo.title,
        description: demo.description ?? null,
        kind: demo.kind ?? null,
        priority: demo.priority ?? "MEDIUM",
        status: demo.status,
        dueDate: day(demo.due),
        doneDate: demo.done === undefined ? null : day(demo.done),
        cancelledReason: demo.cancelled ?? null,
        note: demo.note ?? null,
        responsibleId: member(demo.who).id,
        areaId: areas.find((area) => area.name === demo.area)?.id ?? null,
        effectivenessDueDate: demo.check === undefined ? null : day(demo.check),
        createdDate: day(Math.min(demo.due, demo.done ?? demo.due) - 60 - index),
      },
    });
    for (const check of demo.checks ?? []) {
      await db.actionEffectivenessCheck.create({
        data: {
          organizationId: holdingId,
          actionId: created.id,
          result: check.result,
          note: check.note,
          checkedById: manager.userId,
          checkedByName: manager.userName,
          checkedDate: day(-check.daysAgo),
        },
      });
    }
  }
  let fromInspections = 0;
  for (const demo of FROM_INSPECTIONS) {
    const inspection = inspections.find((row) => row.findings?.startsWith(demo.findings));
    if (!inspection) continue;
    await db.action.create({
      data: {
        organizationId: holdingId,
        source: "INSPECTION",
        inspectionId: inspection.id,
        title: demo.title,
        kind: "CORRECTIVE",
        status: demo.status,
        dueDate: day(demo.due),
        doneDate: demo.done === undefined ? null : day(demo.done),
        responsibleId: member(demo.who).id,
        areaId: inspection.machine?.areaId ?? null,
      },
    });
    fromInspections++;
  }
  return PLAN.length + fromInspections;
}
