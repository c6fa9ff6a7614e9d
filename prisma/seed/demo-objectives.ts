// The demo holding's four objectives, measured from the demo records where the product knows the
// figure: electricity −10 % by 2027 against 2024 (the production hall's meter), a recycling rate of
// at least 70 % (the waste account), zero accidents in which someone is hurt (the events), and one
// CMR chemical phased out (entered by hand); their programmes of actions; and the hours worked.
import { addDays } from "../../lib/platform/recurrence/frequency";
import { calendarToday } from "../../lib/platform/recurrence/due-status";
import type { SeedClient } from "./client";

const day = (text: string) => new Date(`${text}T00:00:00Z`);

export async function seedDemoObjectives(db: SeedClient, holdingId: string, manager: { id: string; name: string }) {
  const today = calendarToday();
  const own = { organizationId: holdingId };
  const [meter, owner, aspects] = await Promise.all([
    db.meter.findFirstOrThrow({
      where: { ...own, name: "Main electricity meter, production hall" },
      select: { id: true },
    }),
    db.membership.findFirstOrThrow({ where: { ...own, userId: manager.id }, select: { id: true } }),
    db.environmentalAspect.findMany({ where: own, select: { id: true, title: true } }),
  ]);
  const aspect = (title: string) => ({ id: aspects.find((row) => row.title === title)!.id });
  // the electricity target: 10 % below 2024's consumption, as the meter's kept months give it
  const [year2024] = await db.$queryRaw<{ total: string | null }[]>`
    SELECT sum("quantity")::text AS total FROM "MeterMonthlyQuantity"
    WHERE "meterId" = ${meter.id}::uuid AND "month" >= '2024-01-01' AND "month" < '2025-01-01'`;
  const electricityTarget = (Number(year2024?.total ?? 0) * 0.9).toFixed(0);

  const objectives = [
    {
      title: "Cut electricity use by 10 % by 2027",
      description: "Against 2024: compressed-air leaks, LED lighting and machines off outside shifts.",
      standards: ["ISO_14001" as const],
      kpi: "METER_ENERGY" as const,
      targetValue: electricityTarget,
      targetDate: day("2027-12-31"),
      meters: { connect: [{ id: meter.id }] },
      aspects: { connect: [aspect("Electricity for the press line and welding")] },
      actions: ["Survey and repair compressed-air leaks in hall 2", "Timer on the ventilation of the warehouse"],
    },
    {
      title: "Recycle at least 70 % of our waste",
      description: "Sort plastic film and wood apart at the source.",
      standards: ["ISO_14001" as const],
      kpi: "RECYCLING_RATE" as const,
      targetValue: "70",
      targetDate: day("2027-12-31"),
      aspects: {
        connect: [aspect("Plastic film and wrapping"), aspect("Residual waste to incineration")],
      },
      actions: ["Containers for plastic film at each line"],
    },
    {
      title: "Zero accidents in which someone is hurt",
      description: "Every accident with an injury counts, whatever the absence.",
      standards: ["ISO_45001" as const],
      kpi: "EVENT_COUNT" as const,
      eventKind: "ACCIDENT" as const,
      injuryOnly: true,
      targetValue: "0",
      targetDate: day("2026-12-31"),
      actions: ["Toolbox talk on hand injuries every month"],
    },
    {
      title: "Phase out one CMR chemical",
      description: "Replace the lead solder wire with a lead-free one.",
      standards: ["ISO_45001" as const, "ISO_14001" as const],
      kpi: "MANUAL" as const,
      kpiUnit: "CMR products",
      baselineValue: "1",
      targetValue: "0",
      targetDate: day("2027-06-30"),
      actions: ["Trial of lead-free solder on the cable line"],
    },
  ];
  for (const { actions, ...objective } of objectives) {
    const created = await db.objective.create({
      data: { ...own, baselineYear: 2024, responsibleId: owner.id, ...objective },
    });
    for (const [position, title] of actions.entries()) {
      await db.action.create({
        data: {
          ...own,
          source: "OBJECTIVE",
          objectiveId: created.id,
          title,
          status: position === 0 ? "IN_PROGRESS" : "PLANNED",
          dueDate: addDays(today, 45 + position * 60),
          responsibleId: owner.id,
          position,
        },
      });
    }
    if (objective.kpi === "MANUAL") {
      await db.objectiveValue.create({
        data: {
          ...own,
          objectiveId: created.id,
          month: day("2025-12-01"),
          value: "1",
          note: "Trial started; the old wire is still in use.",
          recordedById: manager.id,
          recordedByName: manager.name,
        },
      });
    }
  }

  // hours worked, for intensity KPIs: a steady 40-person site with a quieter July
  const figure = await db.activityFigure.create({
    data: { ...own, kind: "HOURS_WORKED", name: "Hours worked", unit: "h" },
  });
  const thisMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  for (
    let month = day("2024-01-01");
    month < thisMonth;
    month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))
  ) {
    await db.activityFigureValue.create({
      data: { ...own, figureId: figure.id, month, value: month.getUTCMonth() === 6 ? "3200" : "6400" },
    });
  }
  return objectives.length;
}
