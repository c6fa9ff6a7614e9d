// The demo holding's events over the last two years: accidents, near misses, unsafe conditions, an
// environmental incident and observations, in every status, some investigated with actions, a few
// with photos (small images drawn here, stored like uploads).
import { randomUUID } from "node:crypto";
import type { EventImportance, EventKind, EventStatus } from "../../lib/generated/prisma/enums";
import { fileStorage } from "../../lib/platform/files/storage";
import type { SeedClient } from "./client";
import { photoPng } from "./png";

const DAY = 86_400_000;

async function storePhoto(db: SeedClient, organizationId: string, name: string, colour: [number, number, number]) {
  const bytes = photoPng(colour);
  const storageKey = randomUUID();
  await fileStorage().put(storageKey, bytes, "image/png");
  return db.storedFile.create({
    data: { organizationId, name, size: bytes.length, contentType: "image/png", storageKey },
  });
}

type Action = { type: "CORRECTIVE" | "PREVENTIVE"; description: string; dueIn: number; done?: number; waived?: string };

type Demo = {
  title: string;
  description: string;
  kind: EventKind;
  importance: EventImportance;
  accident?: boolean;
  daysAgo: number;
  area?: string;
  location?: string;
  status: EventStatus;
  reporter: "manager" | "editor";
  immediateAction?: string;
  investigation?: string;
  rootCause?: string;
  actions?: Action[];
  photo?: [number, number, number];
};

const EVENTS: Demo[] = [
  {
    title: "Cut on the hand while changing a saw blade",
    description: "The blade slipped during the change; the operator wore no cut-resistant gloves.",
    kind: "ACCIDENT",
    importance: "HIGH",
    accident: true,
    daysAgo: 41,
    area: "Production hall",
    location: "Band saw 2",
    status: "ACTIONS_PENDING",
    reporter: "editor",
    immediateAction: "First aid, wound closed at the emergency room. Saw locked out.",
    investigation: "The blade change was done without the holding fixture, which was missing.",
    rootCause: "No fixed place for the fixture; the instruction does not mention gloves.",
    actions: [
      { type: "CORRECTIVE", description: "Mount a holder for the blade fixture on the saw", dueIn: -20, done: -30 },
      { type: "PREVENTIVE", description: "Add cut-resistant gloves to the blade change instruction", dueIn: -5 },
      { type: "PREVENTIVE", description: "Toolbox talk on blade changes for all saw operators", dueIn: 14 },
    ],
    photo: [120, 120, 130],
  },
  {
    title: "Forklift nearly hit a pedestrian at the gate",
    description: "Reversing out of aisle 3 while a visitor walked through the gate.",
    kind: "NEAR_MISS",
    importance: "HIGH",
    daysAgo: 12,
    area: "Warehouse",
    location: "Gate 3",
    status: "UNDER_INVESTIGATION",
    reporter: "editor",
    immediateAction: "Visitors now escorted through the warehouse.",
    actions: [{ type: "CORRECTIVE", description: "Paint a walkway and mount a mirror at gate 3", dueIn: 20 }],
    photo: [150, 140, 110],
  },
  {
    title: "Oil leak under hydraulic press 1",
    description: "A pool of hydraulic oil, about one litre, under the press.",
    kind: "ENVIRONMENTAL_INCIDENT",
    importance: "MEDIUM",
    daysAgo: 3,
    area: "Production hall",
    location: "Press 1",
    status: "REPORTED",
    reporter: "editor",
    photo: [60, 55, 50],
  },
  {
    title: "Emergency exit blocked by pallets",
    description: "Two pallets of cardboard in front of the north emergency exit.",
    kind: "UNSAFE_CONDITION",
    importance: "HIGH",
    daysAgo: 1,
    area: "Warehouse",
    status: "REPORTED",
    reporter: "manager",
  },
  {
    title: "Slipped on a wet floor in the canteen",
    description: "Floor was mopped without a warning sign; bruised elbow.",
    kind: "ACCIDENT",
    importance: "MEDIUM",
    accident: true,
    daysAgo: 160,
    area: "Office",
    location: "Canteen",
    status: "CLOSED",
    reporter: "manager",
    immediateAction: "Cold pack; no absence from work.",
    rootCause: "The cleaning company's routine did not include warning signs.",
    actions: [
      { type: "CORRECTIVE", description: "Warning signs delivered to the cleaning company", dueIn: -150, done: -152 },
      { type: "PREVENTIVE", description: "Add warning signs to the cleaning agreement", dueIn: -120, done: -125 },
    ],
  },
  {
    title: "Chemical container without label",
    description: "A 5 L can of degreaser in the maintenance room had no label.",
    kind: "UNSAFE_CONDITION",
    importance: "MEDIUM",
    daysAgo: 75,
    area: "Production hall",
    location: "Maintenance room",
    status: "CLOSED",
    reporter: "editor",
    actions: [
      { type: "CORRECTIVE", description: "Label the container from the safety data sheet", dueIn: -70, done: -74 },
    ],
  },
  {
    title: "Good housekeeping at the welding bays",
    description: "Welding bays tidy, screens in place, extraction running.",
    kind: "OBSERVATION",
    importance: "LOW",
    daysAgo: 20,
    area: "Production hall",
    status: "CLOSED",
    reporter: "manager",
  },
  {
    title: "Fire extinguisher missing from its bracket",
    kind: "UNSAFE_CONDITION",
    description: "Extinguisher by the loading ramp gone; found in the workshop.",
    importance: "MEDIUM",
    daysAgo: 230,
    area: "Warehouse",
    location: "Loading ramp",
    status: "CLOSED",
    reporter: "editor",
    actions: [
      { type: "CORRECTIVE", description: "Return the extinguisher and check the others", dueIn: -229, done: -229 },
      {
        type: "PREVENTIVE",
        description: "Seal the extinguishers",
        dueIn: -200,
        waived: "Covered by the monthly round",
      },
    ],
  },
  {
    title: "Dust cloud from the cutting table",
    description: "Extraction fan stopped; dust visible in the hall for ten minutes.",
    kind: "ENVIRONMENTAL_INCIDENT",
    importance: "LOW",
    daysAgo: 300,
    area: "Production hall",
    status: "CLOSED",
    reporter: "editor",
    rootCause: "Worn fan belt.",
    actions: [{ type: "CORRECTIVE", description: "Replace the fan belt", dueIn: -298, done: -299 }],
  },
  {
    title: "Near miss: load swung from the crane",
    description: "A steel beam swung when lifted off-centre; nobody was under it.",
    kind: "NEAR_MISS",
    importance: "HIGH",
    daysAgo: 390,
    area: "Production hall",
    location: "Overhead crane",
    status: "CLOSED",
    reporter: "manager",
    actions: [
      { type: "PREVENTIVE", description: "Refresher training in slinging for crane users", dueIn: -360, done: -365 },
    ],
  },
  {
    title: "Back strain lifting boxes",
    description: "Lifting 25 kg boxes from the floor during a stock count.",
    kind: "ACCIDENT",
    importance: "MEDIUM",
    accident: true,
    daysAgo: 450,
    area: "Warehouse",
    status: "CLOSED",
    reporter: "editor",
    actions: [{ type: "PREVENTIVE", description: "Buy a lifting table for the stock count", dueIn: -420, done: -430 }],
  },
  {
    title: "Spill of coolant at machine 4",
    description: "About 20 L of coolant spilt; absorbed, none reached the drain.",
    kind: "ENVIRONMENTAL_INCIDENT",
    importance: "MEDIUM",
    daysAgo: 520,
    area: "Production hall",
    status: "CLOSED",
    reporter: "editor",
    actions: [{ type: "PREVENTIVE", description: "Drip tray under machine 4", dueIn: -500, done: -505 }],
  },
  {
    title: "Loose cable across the office floor",
    description: "Extension cable across the walkway by the printer.",
    kind: "UNSAFE_CONDITION",
    importance: "LOW",
    daysAgo: 600,
    area: "Office",
    status: "CLOSED",
    reporter: "manager",
  },
  {
    title: "Near miss: pallet fell from a rack",
    description: "A pallet slid off the top level; the aisle was empty.",
    kind: "NEAR_MISS",
    importance: "HIGH",
    daysAgo: 650,
    area: "Warehouse",
    status: "CLOSED",
    reporter: "editor",
    actions: [{ type: "CORRECTIVE", description: "Inspect and repair the rack beams", dueIn: -640, done: -645 }],
  },
  {
    title: "Visitor without safety shoes in the hall",
    description: "A supplier walked through the production hall in trainers.",
    kind: "OBSERVATION",
    importance: "LOW",
    daysAgo: 100,
    area: "Production hall",
    status: "CLOSED",
    reporter: "manager",
  },
  {
    title: "Burn from a hot workpiece",
    description: "Grabbed a part straight from the welding table.",
    kind: "ACCIDENT",
    importance: "LOW",
    accident: true,
    daysAgo: 700,
    area: "Production hall",
    status: "CLOSED",
    reporter: "editor",
  },
  {
    title: "Noise above 85 dB at the grinder",
    description: "Measured 88 dB(A) at the grinding station.",
    kind: "UNSAFE_CONDITION",
    importance: "MEDIUM",
    daysAgo: 55,
    area: "Production hall",
    location: "Grinding station",
    status: "ACTIONS_PENDING",
    reporter: "manager",
    investigation: "The old grinder lacks the damping of the new model.",
    actions: [
      {
        type: "CORRECTIVE",
        description: "Hearing protection sign and dispenser at the grinder",
        dueIn: -40,
        done: -45,
      },
      { type: "PREVENTIVE", description: "Noise screen around the grinding station", dueIn: 25 },
    ],
  },
  {
    title: "Near miss: door closed on a hand truck",
    description: "The automatic door closed while a hand truck was in it.",
    kind: "NEAR_MISS",
    importance: "MEDIUM",
    daysAgo: 8,
    area: "Warehouse",
    status: "REPORTED",
    reporter: "editor",
  },
  {
    title: "Waste oil stored outside the bunded area",
    description: "Two drums of waste oil beside the bund instead of in it.",
    kind: "ENVIRONMENTAL_INCIDENT",
    importance: "HIGH",
    daysAgo: 27,
    area: "Warehouse",
    location: "Yard",
    status: "UNDER_INVESTIGATION",
    reporter: "manager",
    immediateAction: "Drums moved into the bund.",
  },
  {
    title: "First aid kit incomplete",
    description: "Plasters and eye wash missing from the office kit.",
    kind: "OBSERVATION",
    importance: "LOW",
    daysAgo: 140,
    area: "Office",
    status: "CLOSED",
    reporter: "editor",
    actions: [{ type: "CORRECTIVE", description: "Refill the first aid kit", dueIn: -135, done: -138 }],
  },
];

/** The demo events of the holding; reporters and responsible members are the demo manager and editor. */
export async function seedDemoEvents(db: SeedClient, holdingId: string, people: { manager: string; editor: string }) {
  const now = Date.now();
  const day = (offset: number) => {
    const date = new Date(now + offset * DAY);
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  };
  const [areas, memberships, users] = await Promise.all([
    db.area.findMany({ where: { organizationId: holdingId }, select: { id: true, name: true } }),
    db.membership.findMany({
      where: { organizationId: holdingId, userId: { in: [people.manager, people.editor] } },
      select: { id: true, userId: true },
    }),
    db.user.findMany({ where: { id: { in: [people.manager, people.editor] } }, select: { id: true, name: true } }),
  ]);
  const membershipOf = (userId: string) => memberships.find((membership) => membership.userId === userId)?.id ?? null;
  for (const [index, demo] of EVENTS.entries()) {
    const reporter = people[demo.reporter];
    const occurredAt = new Date(now - demo.daysAgo * DAY - (index % 5) * 3_600_000);
    const photo = demo.photo ? await storePhoto(db, holdingId, `photo-${index + 1}.png`, demo.photo) : null;
    const responsible = membershipOf(demo.reporter === "manager" ? people.editor : people.manager);
    const actions = demo.actions ?? [];
    const areaId = areas.find((area) => area.name === demo.area)?.id ?? null;
    await db.event.create({
      data: {
        organizationId: holdingId,
        title: demo.title,
        description: demo.description,
        kind: demo.kind,
        importance: demo.importance,
        accidentOccurred: demo.accident ?? false,
        occurredAt,
        areaId,
        location: demo.location ?? null,
        status: demo.status,
        reportedById: reporter,
        reporterName: users.find((user) => user.id === reporter)?.name ?? "",
        immediateAction: demo.immediateAction ?? null,
        investigation: demo.investigation ?? null,
        rootCause: demo.rootCause ?? null,
        closedDate: demo.status === "CLOSED" ? new Date(occurredAt.getTime() + 10 * DAY) : null,
        createdDate: occurredAt,
        files: photo ? { connect: [{ id: photo.id }] } : undefined,
        actions: {
          create: actions.map((action, position) => ({
            organizationId: holdingId,
            source: "EVENT",
            kind: action.type,
            title: action.description,
            areaId,
            responsibleId: responsible,
            dueDate: day(action.dueIn),
            status: action.waived ? "CANCELLED" : action.done === undefined ? "PLANNED" : "DONE",
            doneDate: action.waived || action.done === undefined ? null : day(action.done),
            cancelledReason: action.waived ?? null,
            position,
          })),
        },
      },
    });
  }
}
