// The demo holding's environmental policy (published, its second version approved) and its OHS
// policy (its first version approved, a second version waiting for approval, not published).
import type { Frequency, IsoStandard } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";

const ENVIRONMENT_V1 = `<h2>Our commitment</h2>
<p>Nordic Demo Holding manufactures and maintains steel components. We are committed to protecting the environment, including the prevention of pollution, and to fulfilling the legal and other requirements that apply to our sites.</p>
<ul>
<li>We reduce energy use and greenhouse gas emissions from our production and transport.</li>
<li>We sort and recycle production waste and handle chemicals so that nothing reaches soil or drains.</li>
<li>We set environmental objectives every year and report on them to management.</li>
</ul>`;

const ENVIRONMENT_V2 = `<h2>Our commitment</h2>
<p>Nordic Demo Holding manufactures and maintains steel components. We are committed to protecting the environment, including the prevention of pollution, and to fulfilling the legal and other requirements that apply to our sites.</p>
<ul>
<li>We reduce energy use and greenhouse gas emissions from our production and transport, and we halve our scope 1 and 2 emissions by 2030 compared with 2022.</li>
<li>We sort and recycle production waste and handle chemicals so that nothing reaches soil or drains.</li>
<li>We choose suppliers who document their own environmental performance.</li>
<li>We set environmental objectives every year and report on them to management.</li>
</ul>
<p>We continually improve our environmental management system to enhance our environmental performance. This policy is available to our employees, customers, neighbours and authorities.</p>`;

const OHS_V1 = `<h2>Everyone goes home safe</h2>
<p>At Nordic Demo Holding no task is so urgent that it cannot be done safely. We provide safe and healthy working conditions for the prevention of work-related injury and ill health, and we fulfil the legal and other requirements on occupational health and safety.</p>
<ul>
<li>We eliminate hazards and reduce risks, first by design and technical measures, then by organization and finally by personal protective equipment.</li>
<li>We report and investigate incidents and near misses so that we learn from them.</li>
</ul>`;

const OHS_V2 = `<h2>Everyone goes home safe</h2>
<p>At Nordic Demo Holding no task is so urgent that it cannot be done safely. We provide safe and healthy working conditions for the prevention of work-related injury and ill health, and we fulfil the legal and other requirements on occupational health and safety.</p>
<ul>
<li>We eliminate hazards and reduce risks, first by design and technical measures, then by organization and finally by personal protective equipment.</li>
<li>We report and investigate incidents and near misses so that we learn from them.</li>
<li>We consult and involve workers and their safety representatives in decisions on health and safety.</li>
</ul>
<p>We continually improve our OHS management system.</p>`;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const calendarDaysAgo = (days: number) => new Date(`${daysAgo(days).toISOString().slice(0, 10)}T00:00:00Z`);
const yearLater = (date: Date) => new Date(Date.UTC(date.getUTCFullYear() + 1, date.getUTCMonth(), date.getUTCDate()));

type Author = { id: string; name: string };
type Version = { title: string; content: string; changeNote: string; daysAgo: number; author: Author };

async function seedPolicy(
  db: SeedClient,
  organizationId: string,
  policy: {
    standards: IsoStandard[];
    recurrence: Frequency;
    ownerId: string;
    approver: { membershipId: string; name: string };
    versions: [Version, Version];
    approvedVersion: 1 | 2;
    published: boolean;
  },
) {
  const [first, latest] = policy.versions;
  const approvedDate = calendarDaysAgo(policy.versions[policy.approvedVersion - 1].daysAgo);
  const created = await db.policy.create({
    data: {
      organizationId,
      title: latest.title,
      content: latest.content,
      isoStandards: policy.standards,
      ownerId: policy.ownerId,
      reviewRecurrence: policy.recurrence,
      nextReviewDate: yearLater(approvedDate),
      published: policy.published,
      createdDate: daysAgo(first.daysAgo),
      lastModifiedDate: daysAgo(latest.daysAgo),
      revisions: {
        create: policy.versions.map((version, index) => ({
          version: index + 1,
          title: version.title,
          content: version.content,
          isoStandards: policy.standards,
          changeNote: version.changeNote,
          authorId: version.author.id,
          authorName: version.author.name,
          createdDate: daysAgo(version.daysAgo),
        })),
      },
    },
    select: { id: true, revisions: { select: { id: true, version: true } } },
  });
  const approved = created.revisions.find((revision) => revision.version === policy.approvedVersion)!;
  await db.policy.update({
    where: { id: created.id },
    data: {
      approvedById: policy.approver.membershipId,
      approvedByName: policy.approver.name,
      approvedDate,
      approvedRevisionId: approved.id,
      lastModifiedDate: daysAgo(latest.daysAgo),
    },
  });
}

/** Both policies, written by the manager and the editor and approved by the manager; nothing when the holding has policies. */
export async function seedDemoPolicies(db: SeedClient, holdingId: string, manager: Author, editor: Author) {
  if (await db.policy.count({ where: { organizationId: holdingId } })) return 0;
  const membership = async (user: Author) =>
    (
      await db.membership.findFirstOrThrow({
        where: { organizationId: holdingId, userId: user.id },
        select: { id: true },
      })
    ).id;
  const [managerMembership, editorMembership] = [await membership(manager), await membership(editor)];
  const approver = { membershipId: managerMembership, name: manager.name };
  await seedPolicy(db, holdingId, {
    standards: ["ISO_14001"],
    recurrence: "P1Y",
    ownerId: managerMembership,
    approver,
    approvedVersion: 2,
    published: true,
    versions: [
      {
        title: "Environmental policy",
        content: ENVIRONMENT_V1,
        changeNote: "First version",
        daysAgo: 400,
        author: manager,
      },
      {
        title: "Environmental policy",
        content: ENVIRONMENT_V2,
        changeNote:
          "Emission target for 2030, supplier requirement and availability to interested parties added after the management review",
        daysAgo: 30,
        author: editor,
      },
    ],
  });
  await seedPolicy(db, holdingId, {
    standards: ["ISO_45001"],
    recurrence: "P1Y",
    ownerId: editorMembership,
    approver,
    approvedVersion: 1,
    published: false,
    versions: [
      {
        title: "Occupational health and safety policy",
        content: OHS_V1,
        changeNote: "First version",
        daysAgo: 200,
        author: editor,
      },
      {
        title: "Occupational health and safety policy",
        content: OHS_V2,
        changeNote: "Consultation and participation of workers (ISO 45001 5.4) added",
        daysAgo: 5,
        author: editor,
      },
    ],
  });
  return 2;
}
