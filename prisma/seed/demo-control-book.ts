// The demo holding's machines and control book: ten machines with their manuals, CE declarations
// and risk assessments, and twelve agreements with a history of done inspections. Dates are
// counted from today, so the demo always has two inspections overdue and three due within 30 days.
import type { AgreementType, Frequency, InspectionResult, NextDueBasis } from "../../lib/generated/prisma/enums";
import { addDays, addMonths, frequencyStep } from "../../lib/platform/recurrence/frequency";
import { calendarToday } from "../../lib/platform/recurrence/due-status";
import type { SeedClient } from "./client";
import { storePdf } from "./demo-files";

type MachineKey =
  | "lindeForklift"
  | "toyotaForklift"
  | "compressor"
  | "boiler"
  | "press"
  | "cncLathe"
  | "lathe"
  | "bandSaw"
  | "crane"
  | "extraction";

type DemoMachine = {
  name: string;
  kind: string;
  manufacturer: string;
  model: string;
  serialNumber: string;
  area: "Production hall" | "Warehouse";
  inceptionDate: string;
  endOfUseDate?: string;
  description?: string;
  /** manual, CE declaration of conformity, risk assessment */
  documents: ("manual" | "ce" | "risk")[];
};

const MACHINES: Record<MachineKey, DemoMachine> = {
  lindeForklift: {
    name: "Forklift 1 - Linde H30D",
    kind: "Forklift",
    manufacturer: "Linde Material Handling",
    model: "H30D",
    serialNumber: "H2X393T04512",
    area: "Warehouse",
    inceptionDate: "2018-04-12",
    description: "Diesel forklift for the yard and goods receipt, 3.0 t.",
    documents: ["manual", "ce", "risk"],
  },
  toyotaForklift: {
    name: "Forklift 2 - Toyota Traigo 48",
    kind: "Forklift",
    manufacturer: "Toyota Material Handling",
    model: "8FBMT25",
    serialNumber: "8FBMT25-30418",
    area: "Warehouse",
    inceptionDate: "2021-09-01",
    description: "Electric forklift for the warehouse aisles, 2.5 t.",
    documents: ["manual", "ce"],
  },
  compressor: {
    name: "Screw compressor",
    kind: "Compressor",
    manufacturer: "Atlas Copco",
    model: "GA 30 VSD+",
    serialNumber: "API 418 772",
    area: "Production hall",
    inceptionDate: "2017-02-20",
    description: "Compressed air for the production lines, 7.5 bar, with dryer and receiver tank.",
    documents: ["manual", "ce", "risk"],
  },
  boiler: {
    name: "Process boiler",
    kind: "Boiler",
    manufacturer: "Viessmann",
    model: "Vitocrossal 200 CM2",
    serialNumber: "7863 4521 0098",
    area: "Production hall",
    inceptionDate: "2015-10-05",
    description: "Natural gas condensing boiler, 400 kW, for process heat and the paint line.",
    documents: ["manual", "ce"],
  },
  press: {
    name: "Eccentric press",
    kind: "Press",
    manufacturer: "Bruderer",
    model: "BSTA 510",
    serialNumber: "510-1187",
    area: "Production hall",
    inceptionDate: "2012-06-18",
    description: "Punching press with light curtain and two-hand control.",
    documents: ["manual", "risk"],
  },
  cncLathe: {
    name: "CNC lathe",
    kind: "Lathe",
    manufacturer: "DMG Mori",
    model: "CLX 450",
    serialNumber: "CLX450-11420",
    area: "Production hall",
    inceptionDate: "2019-03-11",
    documents: ["manual", "ce", "risk"],
  },
  lathe: {
    name: "Conventional lathe",
    kind: "Lathe",
    manufacturer: "Weiler",
    model: "E 30",
    serialNumber: "E30-88120",
    area: "Production hall",
    inceptionDate: "2008-01-15",
    endOfUseDate: "2025-06-30",
    description: "Replaced by the CNC lathe; kept for spare parts.",
    documents: ["manual"],
  },
  bandSaw: {
    name: "Band saw",
    kind: "Saw",
    manufacturer: "Kasto",
    model: "win A 3.3",
    serialNumber: "KW33-20455",
    area: "Production hall",
    inceptionDate: "2020-11-02",
    documents: ["manual", "ce"],
  },
  crane: {
    name: "Overhead crane 5 t",
    kind: "Crane",
    manufacturer: "Demag",
    model: "EKKE 5 t",
    serialNumber: "DM-EKKE-55102",
    area: "Production hall",
    inceptionDate: "2010-05-27",
    documents: ["manual", "risk"],
  },
  extraction: {
    name: "Welding fume extraction",
    kind: "Extraction unit",
    manufacturer: "Nederman",
    model: "FilterBox",
    serialNumber: "NFB-77631",
    area: "Production hall",
    inceptionDate: "2016-08-22",
    documents: ["manual", "ce"],
  },
};

type History = { result: InspectionResult; findings?: string };

type DemoAgreement = {
  title: string;
  type: AgreementType;
  description: string;
  frequency: Frequency;
  nextDueBasis?: NextDueBasis;
  machine?: MachineKey;
  /** the name of the organization's stakeholder (service company, laboratory, authority) */
  stakeholder?: string;
  /** the name of a demo meter it concerns */
  meter?: string;
  /** days from today to the pending inspection (negative: overdue); none for a done once-only one */
  nextDueInDays: number | null;
  /** the done inspections before it, oldest first */
  history: History[];
  reportName?: string;
};

const PASSED: History = { result: "PASSED" };

const AGREEMENTS: DemoAgreement[] = [
  {
    title: "Boiler service and flue gas measurement",
    type: "SERVICE_AND_INSPECTION",
    description: "Yearly service of the process boiler with burner adjustment and flue gas measurement (CO, NOx).",
    frequency: "P1Y",
    machine: "boiler",
    meter: "Natural gas, process boiler",
    nextDueInDays: 45,
    history: [
      PASSED,
      { result: "PASSED_WITH_REMARKS", findings: "Burner nozzle worn; replaced at the visit." },
      PASSED,
    ],
    reportName: "Boiler service report.pdf",
  },
  {
    title: "Fire extinguisher inspection",
    type: "SERVICE_AND_INSPECTION",
    description: "Yearly inspection of the 24 fire extinguishers and the fire blankets at the main site.",
    frequency: "P1Y",
    nextDueInDays: 20,
    history: [PASSED, { result: "PASSED_WITH_REMARKS", findings: "Two extinguishers in the paint shop refilled." }],
    reportName: "Fire extinguisher inspection.pdf",
  },
  {
    title: "Wastewater analysis at the outlet",
    type: "ANALYSIS",
    description: "Composite sample over 24 hours at the outlet to the municipal sewer: pH, COD, total nitrogen, zinc.",
    frequency: "P3M",
    stakeholder: "Aarhus Kommune",
    meter: "Wastewater outlet, total nitrogen",
    nextDueInDays: -12,
    history: [
      PASSED,
      PASSED,
      { result: "PASSED_WITH_REMARKS", findings: "Zinc at 80 % of the limit." },
      PASSED,
      PASSED,
    ],
    reportName: "Wastewater analysis.pdf",
  },
  {
    title: "Calibration of the gas meter",
    type: "CALIBRATION",
    description: "Calibration of the process boiler's gas meter by an accredited laboratory.",
    frequency: "P2Y",
    meter: "Natural gas, process boiler",
    nextDueInDays: 200,
    history: [PASSED, PASSED],
  },
  {
    title: "Forklift inspection - Linde H30D",
    type: "SERVICE_AND_INSPECTION",
    description: "Yearly inspection of forklift 1: brakes, mast, chains, forks and the overhead guard.",
    frequency: "P1Y",
    machine: "lindeForklift",
    nextDueInDays: -5,
    history: [
      PASSED,
      { result: "PASSED_WITH_REMARKS", findings: "Left fork worn 8 %; check again next year." },
      PASSED,
    ],
    reportName: "Forklift inspection H30D.pdf",
  },
  {
    title: "Forklift inspection - Toyota Traigo 48",
    type: "SERVICE_AND_INSPECTION",
    description: "Yearly inspection of forklift 2 including the traction battery.",
    frequency: "P1Y",
    machine: "toyotaForklift",
    nextDueInDays: 25,
    history: [PASSED, PASSED],
  },
  {
    title: "Environmental report to the authority",
    type: "COMPLIANCE",
    description: "The yearly report under the environmental permit: energy, water, waste and emissions.",
    frequency: "P1Y",
    stakeholder: "Miljøstyrelsen",
    nextDueInDays: 120,
    history: [PASSED, PASSED, PASSED],
  },
  {
    title: "Soil analysis at the former tank site",
    type: "ANALYSIS",
    description: "One-off analysis of the soil where the old heating oil tank stood, asked for by the municipality.",
    frequency: "P0D",
    stakeholder: "Aarhus Kommune",
    nextDueInDays: null,
    history: [{ result: "PASSED", findings: "No hydrocarbons above the detection limit." }],
    reportName: "Soil analysis report.pdf",
  },
  {
    title: "Compressor service",
    type: "SERVICE_AND_INSPECTION",
    description: "Service of the screw compressor every six months from the last service: oil, filters, separator.",
    frequency: "P6M",
    nextDueBasis: "COMPLETION",
    machine: "compressor",
    nextDueInDays: 10,
    history: [PASSED, PASSED, PASSED, PASSED],
  },
  {
    title: "Overhead crane inspection",
    type: "SERVICE_AND_INSPECTION",
    description: "Yearly inspection of the overhead crane, hoist, wire rope and limit switches.",
    frequency: "P1Y",
    machine: "crane",
    nextDueInDays: 150,
    history: [PASSED, PASSED, PASSED],
  },
  {
    title: "Press safety inspection",
    type: "SERVICE_AND_INSPECTION",
    description: "Yearly inspection of the eccentric press's light curtain, two-hand control and brake.",
    frequency: "P1Y",
    machine: "press",
    nextDueInDays: 90,
    history: [
      PASSED,
      {
        result: "FAILED",
        findings: "Light curtain stopping time too long; press locked until the brake was repaired.",
      },
      PASSED,
    ],
    reportName: "Press safety inspection.pdf",
  },
  {
    title: "Welding fume extraction efficiency measurement",
    type: "ANALYSIS",
    description: "Measurement of the capture velocity at the welding stations every three years.",
    frequency: "P3Y",
    machine: "extraction",
    nextDueInDays: 400,
    history: [PASSED],
  },
];

const day = (text: string) => new Date(`${text}T00:00:00Z`);

/** `date` moved back by `steps` periods of the frequency. */
function stepsBack(date: Date, frequency: Frequency, steps: number): Date {
  const step = frequencyStep(frequency);
  if (!step) return date;
  return step.unit === "day" ? addDays(date, -steps * step.amount) : addMonths(date, -steps * step.amount);
}

/** Ten machines and twelve agreements with their inspections; nothing when the holding has machines. */
export async function seedDemoControlBook(db: SeedClient, holdingId: string, responsibleUserId: string) {
  if (await db.machine.count({ where: { organizationId: holdingId } })) return 0;
  const today = calendarToday();
  const responsible = await db.membership.findFirstOrThrow({
    where: { organizationId: holdingId, userId: responsibleUserId },
    select: { id: true },
  });
  const areas = new Map(
    (await db.area.findMany({ where: { organizationId: holdingId }, select: { id: true, name: true } })).map((area) => [
      area.name,
      area.id,
    ]),
  );
  const machineIds = new Map<MachineKey, string>();
  for (const [key, machine] of Object.entries(MACHINES) as [MachineKey, DemoMachine][]) {
    const files = [];
    for (const document of machine.documents) {
      const name = {
        manual: `${machine.model} operating manual.pdf`,
        ce: `${machine.model} EU declaration of conformity.pdf`,
        risk: `Risk assessment ${machine.name}.pdf`,
      }[document];
      files.push(
        await storePdf(db, holdingId, name, day(machine.inceptionDate), [
          name.replace(/\.pdf$/, ""),
          `${machine.manufacturer} ${machine.model}`,
          `Serial number ${machine.serialNumber}`,
        ]),
      );
    }
    const created = await db.machine.create({
      data: {
        organizationId: holdingId,
        name: machine.name,
        kind: machine.kind,
        manufacturer: machine.manufacturer,
        model: machine.model,
        serialNumber: machine.serialNumber,
        areaId: areas.get(machine.area) ?? null,
        inceptionDate: day(machine.inceptionDate),
        endOfUseDate: machine.endOfUseDate ? day(machine.endOfUseDate) : null,
        responsibleId: responsible.id,
        description: machine.description,
        files: { connect: files.map((file) => ({ id: file.id })) },
      },
      select: { id: true },
    });
    machineIds.set(key, created.id);
  }

  for (const [index, agreement] of AGREEMENTS.entries()) {
    const stakeholder = agreement.stakeholder
      ? await db.stakeholderAssociation.findFirst({
          where: { organizationId: holdingId, stakeholderName: agreement.stakeholder },
          select: { id: true },
        })
      : null;
    const meter = agreement.meter
      ? await db.meter.findFirst({ where: { organizationId: holdingId, name: agreement.meter }, select: { id: true } })
      : null;
    // the pending due date, or for a done once-only agreement the date it was done (two months ago)
    const lastDue = addDays(today, agreement.nextDueInDays ?? -60);
    const doneCount = agreement.history.length;
    const startsAt = agreement.frequency === "P0D" ? lastDue : stepsBack(lastDue, agreement.frequency, doneCount);
    const dueDates = agreement.history.map((_, step) =>
      agreement.frequency === "P0D" ? startsAt : stepsBack(lastDue, agreement.frequency, doneCount - step),
    );
    const pending = agreement.nextDueInDays === null ? null : lastDue;
    const machineId = agreement.machine ? machineIds.get(agreement.machine)! : null;
    const created = await db.agreement.create({
      data: {
        organizationId: holdingId,
        type: agreement.type,
        title: agreement.title,
        description: agreement.description,
        responsibleId: responsible.id,
        stakeholderId: stakeholder?.id ?? null,
        startsAt,
        frequency: agreement.frequency,
        nextDueBasis: agreement.nextDueBasis ?? "SCHEDULE",
        reminderLeadDays: 30,
        machineId,
        meterId: meter?.id ?? null,
        nextDueDate: pending,
      },
      select: { id: true },
    });
    for (const [step, entry] of agreement.history.entries()) {
      const dueDate = dueDates[step];
      // done a few days either side of the due date; on the day where the next counts from completion
      const performedAt =
        agreement.nextDueBasis === "COMPLETION" ? dueDate : addDays(dueDate, ((index + step) % 7) - 3);
      const last = step === doneCount - 1;
      const report =
        last && agreement.reportName
          ? await storePdf(db, holdingId, agreement.reportName, performedAt, [
              agreement.reportName.replace(/\.pdf$/, ""),
              agreement.title,
              `Result: ${entry.result}`,
            ])
          : null;
      await db.inspection.create({
        data: {
          organizationId: holdingId,
          agreementId: created.id,
          type: agreement.type,
          status: "DONE",
          dueDate,
          performedAt,
          performerName: stakeholder ? null : "Service technician",
          performedById: stakeholder ? responsible.id : null,
          result: entry.result,
          findings: entry.findings ?? null,
          responsibleId: responsible.id,
          machineId,
          files: report ? { connect: { id: report.id } } : undefined,
        },
      });
    }
    if (pending) {
      await db.inspection.create({
        data: {
          organizationId: holdingId,
          agreementId: created.id,
          pendingAgreementId: created.id,
          type: agreement.type,
          status: "PENDING",
          dueDate: pending,
          responsibleId: responsible.id,
          machineId,
        },
      });
    }
  }
  return AGREEMENTS.length;
}
