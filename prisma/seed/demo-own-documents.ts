// The demo holding's own controlled documents: an environmental manual, an emergency plan, a waste
// instruction, a near-miss form and an internal audit programme, each with its file.
import type { Frequency, IsoStandard, OwnDocumentCategory } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";
import { storePdf } from "./demo-files";

type Demo = {
  title: string;
  category: OwnDocumentCategory;
  description: string;
  versionLabel: string;
  /** valid from this many days ago */
  validDaysAgo: number;
  recurrence: Frequency;
  standards: IsoStandard[];
  clause: string;
  owner: "manager" | "editor";
  fileName: string;
  lines: string[];
};

const DOCUMENTS: Demo[] = [
  {
    title: "Environmental and OHS management manual",
    category: "MANUAL",
    description: "How the management system is built: scope, roles, documented information and the yearly cycle.",
    versionLabel: "4.0",
    validDaysAgo: 200,
    recurrence: "P1Y",
    standards: ["ISO_14001", "ISO_45001"],
    clause: "4.4",
    owner: "manager",
    fileName: "EHS manual v4.0.pdf",
    lines: ["Environmental and OHS management manual", "Version 4.0", "Nordic Demo Holding A/S"],
  },
  {
    title: "Emergency preparedness plan - main site",
    category: "PLAN",
    description: "Evacuation, fire, chemical spill and first aid: who does what, assembly point and contact list.",
    versionLabel: "2.3",
    validDaysAgo: 90,
    recurrence: "P1Y",
    standards: ["ISO_14001", "ISO_45001"],
    clause: "8.2",
    owner: "editor",
    fileName: "Emergency plan main site v2.3.pdf",
    lines: ["Emergency preparedness plan", "Main site, version 2.3", "Assembly point: north car park"],
  },
  {
    title: "Waste sorting instruction",
    category: "INSTRUCTION",
    description: "Fractions, containers and labelling for production and offices.",
    versionLabel: "1.2",
    validDaysAgo: 400,
    recurrence: "P2Y",
    standards: ["ISO_14001"],
    clause: "8.1",
    owner: "editor",
    fileName: "Waste sorting instruction v1.2.pdf",
    lines: ["Waste sorting instruction", "Version 1.2", "Paper, cardboard, plastic, metal, hazardous waste"],
  },
  {
    title: "Near-miss report form",
    category: "FORM",
    description: "Filled in by anyone who sees a near miss; handed to the safety representative.",
    versionLabel: "2025-01",
    validDaysAgo: 330,
    recurrence: "P3Y",
    standards: ["ISO_45001"],
    clause: "10.2",
    owner: "manager",
    fileName: "Near-miss report form.pdf",
    lines: ["Near-miss report form", "What happened, where, when, who saw it", "Suggested action"],
  },
  {
    title: "Internal audit programme",
    category: "PLAN",
    description: "Which processes are audited in which quarter, and by whom, over the three-year cycle.",
    versionLabel: "3",
    validDaysAgo: 40,
    recurrence: "P1Y",
    standards: ["ISO_14001", "ISO_45001"],
    clause: "9.2.2",
    owner: "manager",
    fileName: "Internal audit programme.pdf",
    lines: ["Internal audit programme", "Three-year cycle", "Quarterly audits of the main processes"],
  },
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

const calendarDaysAgo = (days: number) =>
  new Date(`${new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`);
const monthsLater = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, date.getUTCDate()));

/** Five own documents with their files; nothing when the holding has own documents. */
export async function seedDemoOwnDocuments(
  db: SeedClient,
  holdingId: string,
  owners: { manager: string; editor: string },
) {
  if (await db.ownDocument.count({ where: { organizationId: holdingId } })) return 0;
  const membership = async (userId: string) =>
    (await db.membership.findFirstOrThrow({ where: { organizationId: holdingId, userId }, select: { id: true } })).id;
  const memberships = { manager: await membership(owners.manager), editor: await membership(owners.editor) };
  for (const demo of DOCUMENTS) {
    const validFrom = calendarDaysAgo(demo.validDaysAgo);
    const file = await storePdf(db, holdingId, demo.fileName, validFrom, demo.lines);
    await db.ownDocument.create({
      data: {
        organizationId: holdingId,
        title: demo.title,
        category: demo.category,
        description: demo.description,
        ownerId: memberships[demo.owner],
        versionLabel: demo.versionLabel,
        validFrom,
        reviewRecurrence: demo.recurrence,
        nextReviewDate: monthsLater(validFrom, MONTHS[demo.recurrence]),
        isoStandards: demo.standards,
        isoClause: demo.clause,
        files: { connect: { id: file.id } },
      },
    });
  }
  return DOCUMENTS.length;
}
