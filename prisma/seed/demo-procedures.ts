// The demo holding's six procedures: three started from the templates (one of them adapted to the
// site in a second version and published), two written in English only and one in Danish only.
import type { Frequency, IsoStandard } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";
import { PROCEDURE_TEMPLATES } from "./procedure-templates";

type Author = { id: string; name: string };
type Texts = { titleEn: string | null; contentEn: string | null; titleDa: string | null; contentDa: string | null };
type Version = Texts & { changeNote: string; daysAgo: number; author: Author };

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const calendarDay = (days: number) => new Date(`${daysAgo(-days).toISOString().slice(0, 10)}T00:00:00Z`);

const template = (titleEn: string) => {
  const found = PROCEDURE_TEMPLATES.find((entry) => entry.titleEn === titleEn)!;
  return { titleEn: found.titleEn, contentEn: found.contentEn, titleDa: found.titleDa, contentDa: found.contentDa };
};

const SPILL = template("Handling a chemical spill");
const SPILL_ADAPTED: Texts = {
  titleEn: SPILL.titleEn,
  contentEn: SPILL.contentEn.replace(
    "<li>Refill the spill kit",
    "<li>Spill kits stand by the paint shop, the oil store and the goods reception in Hall 2.</li>\n<li>Refill the spill kit",
  ),
  titleDa: SPILL.titleDa,
  contentDa: SPILL.contentDa.replace(
    "<li>Fyld spildkittet op igen",
    "<li>Spildkit står ved malerværkstedet, olielageret og varemodtagelsen i hal 2.</li>\n<li>Fyld spildkittet op igen",
  ),
};

const LOCKOUT = `<h2>Purpose</h2>
<p>To make sure no machine can start while someone is working on it.</p>
<h2>What to do</h2>
<ol>
<li>Tell the operator and stop the machine with its normal controls.</li>
<li>Switch off the main isolator and lock it with your personal padlock. Release stored energy: air, hydraulic pressure and springs.</li>
<li>Try to start the machine to check that it is dead.</li>
<li>Only you remove your own lock, when the work is done and the guards are back in place.</li>
</ol>`;

const METERS_EN = `<p>The energy coordinator reads the electricity, district heating and water meters in Hall 1 and Hall 2 on the first working day of the month and enters the readings the same day. The gas oil tank for the forklifts is dipped at the same time.</p>`;

const NEW_CHEMICALS_DA = `<h2>Formål</h2>
<p>At sikre, at intet nyt kemisk produkt tages i brug, før det er vurderet.</p>
<h2>Sådan gør du</h2>
<ol>
<li>Den, der ønsker et nyt produkt, sender sikkerhedsdatabladet til arbejdsmiljøkoordinatoren.</li>
<li>Koordinatoren vurderer, om et mindre farligt produkt kan bruges i stedet, og laver en arbejdspladsbrugsanvisning.</li>
<li>Produktet føres på kemikalielisten, før det bestilles.</li>
</ol>`;

type Seeded = {
  versions: Version[];
  standards: IsoStandard[];
  clause: string;
  recurrence: Frequency;
  nextReviewInDays: number;
  owner: string;
  published?: boolean;
  templateTitle?: string;
};

async function seedProcedure(db: SeedClient, organizationId: string, procedure: Seeded) {
  const latest = procedure.versions.at(-1)!;
  const templateId = procedure.templateTitle
    ? (await db.procedureTemplate.findFirst({ where: { titleEn: procedure.templateTitle }, select: { id: true } }))?.id
    : undefined;
  await db.procedure.create({
    data: {
      organizationId,
      title: latest.titleEn ?? latest.titleDa ?? "",
      titleEn: latest.titleEn,
      contentEn: latest.contentEn,
      titleDa: latest.titleDa,
      contentDa: latest.contentDa,
      isoStandards: procedure.standards,
      isoClause: procedure.clause,
      ownerId: procedure.owner,
      reviewRecurrence: procedure.recurrence,
      nextReviewDate: calendarDay(procedure.nextReviewInDays),
      published: procedure.published ?? false,
      templateId,
      createdDate: daysAgo(procedure.versions[0].daysAgo),
      lastModifiedDate: daysAgo(latest.daysAgo),
      revisions: {
        create: procedure.versions.map(({ author, daysAgo: age, ...version }, index) => ({
          ...version,
          version: index + 1,
          authorId: author.id,
          authorName: author.name,
          createdDate: daysAgo(age),
        })),
      },
    },
  });
}

/** The six procedures; nothing when the holding has procedures already. */
export async function seedDemoProcedures(db: SeedClient, holdingId: string, manager: Author, editor: Author) {
  if (await db.procedure.count({ where: { organizationId: holdingId } })) return 0;
  const membership = async (user: Author) =>
    (
      await db.membership.findFirstOrThrow({
        where: { organizationId: holdingId, userId: user.id },
        select: { id: true },
      })
    ).id;
  const [managerMembership, editorMembership] = [await membership(manager), await membership(editor)];
  const none = { titleEn: null, contentEn: null, titleDa: null, contentDa: null };
  const procedures: Seeded[] = [
    {
      templateTitle: "Handling a chemical spill",
      versions: [
        { ...SPILL, changeNote: "Copied from the template", daysAgo: 200, author: editor },
        {
          ...SPILL_ADAPTED,
          changeNote: "Where the spill kits stand, after the emergency drill",
          daysAgo: 20,
          author: editor,
        },
      ],
      standards: ["ISO_14001", "ISO_45001"],
      clause: "8.2",
      recurrence: "P1Y",
      nextReviewInDays: 340,
      owner: editorMembership,
      published: true,
    },
    {
      templateTitle: "Waste sorting",
      versions: [
        { ...template("Waste sorting"), changeNote: "Copied from the template", daysAgo: 150, author: manager },
      ],
      standards: ["ISO_14001"],
      clause: "8.1",
      recurrence: "P1Y",
      nextReviewInDays: 20,
      owner: managerMembership,
    },
    {
      templateTitle: "Reporting an incident",
      versions: [
        { ...template("Reporting an incident"), changeNote: "Copied from the template", daysAgo: 120, author: manager },
      ],
      standards: ["ISO_45001"],
      clause: "10.2",
      recurrence: "P2Y",
      nextReviewInDays: 610,
      owner: managerMembership,
    },
    {
      versions: [
        {
          ...none,
          titleEn: "Monthly meter readings in Hall 1 and Hall 2",
          contentEn: METERS_EN,
          changeNote: "First version",
          daysAgo: 90,
          author: editor,
        },
      ],
      standards: ["ISO_14001"],
      clause: "9.1.1",
      recurrence: "P1Y",
      nextReviewInDays: -5,
      owner: editorMembership,
    },
    {
      versions: [
        {
          ...none,
          titleEn: "Lockout before machine maintenance",
          contentEn: LOCKOUT,
          changeNote: "First version",
          daysAgo: 60,
          author: manager,
        },
      ],
      standards: ["ISO_45001"],
      clause: "8.1.2",
      recurrence: "P1Y",
      nextReviewInDays: 300,
      owner: managerMembership,
    },
    {
      versions: [
        {
          ...none,
          titleDa: "Indkøb af nye kemiske produkter",
          contentDa: NEW_CHEMICALS_DA,
          changeNote: "Første version",
          daysAgo: 45,
          author: editor,
        },
      ],
      standards: ["ISO_14001", "ISO_45001"],
      clause: "8.1",
      recurrence: "P1Y",
      nextReviewInDays: 320,
      owner: editorMembership,
    },
  ];
  for (const procedure of procedures) await seedProcedure(db, holdingId, procedure);
  return procedures.length;
}
