// The people of the demo holding: work areas, members with job titles, competences, roles and
// competence requirements. Dates are set relative to the day the seed runs, so that the demo always
// shows a few overdue and due-soon requirements among mostly valid ones.
import { hashPassword } from "../../lib/platform/auth/passwords";
import { calendarToday } from "../../lib/platform/recurrence/due-status";
import { addDays, addMonths } from "../../lib/platform/recurrence/frequency";
import { nextDueDate } from "../../lib/platform/recurrence/next-due";
import type { Frequency, OrgScope } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";
import { DEMO_PASSWORD } from "./demo-identity";
import { storePdf } from "./demo-files";

const AREAS = {
  production: { name: "Production hall", description: "Welding, cutting and assembly lines" },
  warehouse: { name: "Warehouse", description: "Goods receipt, storage and dispatch" },
  office: { name: "Office", description: "Administration, planning and HSE" },
} as const;
type AreaKey = keyof typeof AREAS;

const COMPETENCES = {
  firstAid: {
    name: "First aid",
    frequency: "P2Y",
    description: "12-hour first aid course including CPR and use of a defibrillator (AED)",
  },
  forklift: {
    name: "Forklift certificate",
    frequency: "P5Y",
    description: "Certificate for counterbalance and reach trucks (type B), with a practical test",
  },
  fireWarden: {
    name: "Fire warden",
    frequency: "P1Y",
    description: "Evacuation drills, fire extinguishers and the duties of a fire warden",
  },
  height: {
    name: "Working at height",
    frequency: "P3Y",
    description: "Fall protection, harness inspection and safe use of lifts and scaffolding",
  },
  chemicals: {
    name: "Chemical handling (APV)",
    frequency: "P1Y",
    description: "Workplace instruction in the chemicals used at the site: safety data sheets, PPE and spills",
  },
  hotWork: {
    name: "Hot work certificate",
    frequency: "P5Y",
    description: "Fire safety during welding, cutting and grinding outside the welding booths",
  },
  auditor: {
    name: "ISO 14001 internal auditor",
    frequency: "P3Y",
    description: "Planning and performing internal audits of the environmental management system",
  },
  safetyRep: {
    name: "Safety representative course",
    frequency: "P0D",
    description: "The statutory course for members of the working environment organisation",
  },
} as const satisfies Record<string, { name: string; frequency: Frequency; description: string }>;
type CompetenceKey = keyof typeof COMPETENCES;

const ROLES = {
  production: {
    name: "Production operator",
    description: "Works on the welding and assembly lines",
    competences: ["firstAid", "height", "hotWork", "chemicals"],
  },
  warehouse: {
    name: "Warehouse operator",
    description: "Receives, stores and dispatches goods with trucks",
    competences: ["forklift", "firstAid", "fireWarden"],
  },
  safety: {
    name: "Safety representative",
    description: "Elected member of the working environment organisation",
    competences: ["safetyRep", "firstAid", "fireWarden"],
  },
} as const satisfies Record<string, { name: string; description: string; competences: CompetenceKey[] }>;
type RoleKey = keyof typeof ROLES;

/** How a requirement stands on the day the seed runs; anything not named here is valid. */
type Standing = "OVERDUE" | "DUE_SOON" | "MISSING";

type Person = {
  name: string;
  email: string;
  jobTitle: string;
  area: AreaKey;
  scopes?: OrgScope[];
  roles?: RoleKey[];
  /** Requirements set on the member directly. */
  manual?: CompetenceKey[];
  standing?: Partial<Record<CompetenceKey, Standing>>;
};

const NEW_PEOPLE: Person[] = [
  {
    name: "Jonas Kristensen",
    email: "jonas.kristensen@demo.example",
    jobTitle: "Welder",
    area: "production",
    roles: ["production"],
    standing: { hotWork: "OVERDUE" },
  },
  {
    name: "Sofie Nielsen",
    email: "sofie.nielsen@demo.example",
    jobTitle: "Welder",
    area: "production",
    roles: ["production"],
    standing: { chemicals: "DUE_SOON" },
  },
  {
    name: "Mikkel Andersen",
    email: "mikkel.andersen@demo.example",
    jobTitle: "Machine operator",
    area: "production",
    roles: ["production"],
  },
  {
    name: "Aisha Rahman",
    email: "aisha.rahman@demo.example",
    jobTitle: "CNC operator",
    area: "production",
    roles: ["production"],
    standing: { height: "MISSING", hotWork: "MISSING" },
  },
  {
    name: "Piotr Kowalski",
    email: "piotr.kowalski@demo.example",
    jobTitle: "Forklift driver",
    area: "warehouse",
    roles: ["warehouse"],
    standing: { forklift: "OVERDUE" },
  },
  {
    name: "Camilla Holm",
    email: "camilla.holm@demo.example",
    jobTitle: "Forklift driver",
    area: "warehouse",
    roles: ["warehouse"],
    standing: { fireWarden: "DUE_SOON" },
  },
  {
    name: "Mohammed Al-Sayed",
    email: "mohammed.alsayed@demo.example",
    jobTitle: "Warehouse worker",
    area: "warehouse",
    roles: ["warehouse"],
  },
  {
    name: "Line Mortensen",
    email: "line.mortensen@demo.example",
    jobTitle: "Safety representative",
    area: "production",
    scopes: ["EDIT"],
    roles: ["production", "safety"],
    standing: { firstAid: "DUE_SOON" },
  },
  {
    name: "Henrik Larsen",
    email: "henrik.larsen@demo.example",
    jobTitle: "Maintenance technician",
    area: "production",
    roles: ["production"],
    manual: ["forklift"],
  },
  {
    name: "Emma Jørgensen",
    email: "emma.jorgensen@demo.example",
    jobTitle: "Environmental coordinator",
    area: "office",
    scopes: ["EDIT"],
    manual: ["auditor", "chemicals"],
    standing: { auditor: "OVERDUE" },
  },
  {
    name: "Lukas Schmidt",
    email: "lukas.schmidt@demo.example",
    jobTitle: "Warehouse supervisor",
    area: "warehouse",
    roles: ["warehouse", "safety"],
    standing: { safetyRep: "DUE_SOON" },
  },
];

/** The demo accounts of demo-identity.ts get a place in the organization too. */
const DEMO_ACCOUNTS: Omit<Person, "name" | "scopes">[] = [
  { email: "admin@demo.example", jobTitle: "Plant manager", area: "office", manual: ["firstAid"] },
  {
    email: "manager@demo.example",
    jobTitle: "HSE manager",
    area: "office",
    roles: ["safety"],
    manual: ["auditor"],
  },
  { email: "editor@demo.example", jobTitle: "Quality engineer", area: "office", manual: ["auditor"] },
  { email: "reader@demo.example", jobTitle: "Production planner", area: "office", manual: ["fireWarden"] },
];

const MONTHS: Record<Frequency, number> = {
  P0D: 0,
  P7D: 0,
  P1M: 1,
  P2M: 2,
  P3M: 3,
  P6M: 6,
  P1Y: 12,
  P2Y: 24,
  P3Y: 36,
  P5Y: 60,
  P10Y: 120,
  P15Y: 180,
};

/** Acquisition dates (and deadlines) that give the wanted standing today; `spread` varies valid dates. */
function datesFor(frequency: Frequency, standing: Standing | undefined, today: Date, spread: number) {
  const months = MONTHS[frequency];
  const acquired = (lastAcquisitionDate: Date) => ({
    acquisitionDeadline: null,
    lastAcquisitionDate,
    nextDueDate: nextDueDate(lastAcquisitionDate, frequency),
  });
  const notYet = (acquisitionDeadline: Date) => ({
    acquisitionDeadline,
    lastAcquisitionDate: null,
    nextDueDate: null,
  });
  if (standing === "MISSING") return notYet(addMonths(today, 3));
  if (frequency === "P0D") {
    if (standing === "OVERDUE") return notYet(addDays(today, -10));
    if (standing === "DUE_SOON") return notYet(addDays(today, 14));
    return acquired(addDays(addMonths(today, -18), -spread));
  }
  if (standing === "OVERDUE") return acquired(addDays(addMonths(today, -months), -25));
  if (standing === "DUE_SOON") return acquired(addDays(addMonths(today, -months), 12));
  // valid for a good while: acquired within the first half of the period
  return acquired(addDays(addMonths(today, -Math.floor(months / 2)), -spread));
}

/** Competences whose demo acquisitions carry a certificate (a course provider's PDF). */
const WITH_CERTIFICATE = new Set<CompetenceKey>(["firstAid", "forklift", "hotWork"]);

/**
 * The acquisitions behind a requirement's last acquisition date, recorded by the demo manager: the
 * latest, and for a renewed first aid course the one before it, so the member's page shows both.
 */
async function seedAcquisitions(
  db: SeedClient,
  holdingId: string,
  person: { name: string; membershipId: string },
  key: CompetenceKey,
  competenceId: string,
  last: Date,
) {
  const { name, frequency } = COMPETENCES[key];
  const dates = key === "firstAid" ? [addMonths(last, -MONTHS[frequency]), last] : [last];
  for (const acquiredOn of dates) {
    const certificate = WITH_CERTIFICATE.has(key)
      ? await storePdf(db, holdingId, `${name} - ${person.name}.pdf`, acquiredOn, [
          `Certificate: ${name}`,
          `Awarded to ${person.name}`,
          `Date: ${acquiredOn.toISOString().slice(0, 10)}`,
        ])
      : null;
    await db.competenceAcquisition.create({
      data: {
        organizationId: holdingId,
        membershipId: person.membershipId,
        competenceId,
        acquiredOn,
        recordedAt: acquiredOn,
        recordedByName: "Mette Manager",
        ...(certificate && { files: { connect: [{ id: certificate.id }] } }),
      },
    });
  }
}

/** Creates the demo holding's people; does nothing (null) when the holding has competences already. */
export async function seedDemoPeople(db: SeedClient, holdingId: string) {
  if (await db.competence.findFirst({ where: { organizationId: holdingId }, select: { id: true } })) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = calendarToday();

  const areaIds = {} as Record<AreaKey, string>;
  for (const [key, area] of Object.entries(AREAS) as [AreaKey, (typeof AREAS)[AreaKey]][]) {
    const row = await db.area.upsert({
      where: { organizationId_name: { organizationId: holdingId, name: area.name } },
      create: { organizationId: holdingId, ...area },
      update: {},
    });
    areaIds[key] = row.id;
  }

  const competenceIds = {} as Record<CompetenceKey, string>;
  for (const [key, competence] of Object.entries(COMPETENCES) as [
    CompetenceKey,
    (typeof COMPETENCES)[CompetenceKey],
  ][]) {
    competenceIds[key] = (await db.competence.create({ data: { organizationId: holdingId, ...competence } })).id;
  }

  const roleIds = {} as Record<RoleKey, string>;
  for (const [key, role] of Object.entries(ROLES) as [RoleKey, (typeof ROLES)[RoleKey]][]) {
    const created = await db.role.create({
      data: {
        organizationId: holdingId,
        name: role.name,
        description: role.description,
        competences: { create: role.competences.map((competence) => ({ competenceId: competenceIds[competence] })) },
      },
    });
    roleIds[key] = created.id;
  }

  const people: (Person & { membershipId: string })[] = [];
  for (const person of NEW_PEOPLE) {
    const user = await db.user.create({ data: { email: person.email, name: person.name, passwordHash } });
    const membership = await db.membership.create({
      data: {
        userId: user.id,
        organizationId: holdingId,
        scopes: person.scopes ?? ["READ"],
        jobTitle: person.jobTitle,
        areaId: areaIds[person.area],
      },
    });
    people.push({ ...person, membershipId: membership.id });
  }
  for (const account of DEMO_ACCOUNTS) {
    const membership = await db.membership.findFirstOrThrow({
      where: { organizationId: holdingId, user: { email: account.email } },
      include: { user: { select: { name: true } } },
    });
    await db.membership.update({
      where: { id: membership.id },
      data: { jobTitle: account.jobTitle, areaId: areaIds[account.area] },
    });
    people.push({ ...account, name: membership.user.name, membershipId: membership.id });
  }

  // a member's requirements: the competences of the member's roles plus the manual ones
  let count = 0;
  for (const person of people) {
    const roles = person.roles ?? [];
    const fromRoles = new Set<CompetenceKey>(roles.flatMap((role) => ROLES[role].competences));
    const manual = (person.manual ?? []).filter((competence) => !fromRoles.has(competence));
    await db.roleMember.createMany({
      data: roles.map((role) => ({ roleId: roleIds[role], membershipId: person.membershipId })),
    });
    const requirement = (key: CompetenceKey, isManual: boolean) => ({
      membershipId: person.membershipId,
      competenceId: competenceIds[key],
      manual: isManual,
      // valid acquisitions spread over two months so that the dates do not all look alike
      ...datesFor(COMPETENCES[key].frequency, person.standing?.[key], today, (++count * 37) % 60),
    });
    const listed = [
      ...[...fromRoles].map((key) => [key, false] as const),
      ...manual.map((key) => [key, true] as const),
    ];
    const requirements = listed.map(([key, isManual]) => requirement(key, isManual));
    await db.competenceRequirement.createMany({ data: requirements });
    for (const [index, { lastAcquisitionDate }] of requirements.entries()) {
      const key = listed[index][0];
      if (lastAcquisitionDate)
        await seedAcquisitions(db, holdingId, person, key, competenceIds[key], lastAcquisitionDate);
    }
  }
  return { areas: areaIds, competences: competenceIds, roles: roleIds, members: people.length };
}
