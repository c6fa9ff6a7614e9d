// The demo holding's management reviews: last year's, held and approved with its inputs frozen as
// the records stood and its decisions carried out by actions in several states, and this year's in
// draft, whose inputs the app assembles live. The frozen inputs are assembled by the app's own code
// (this runs with the react-server condition, as the app's server does).
import { addDays } from "../../lib/platform/recurrence/frequency";
import { calendarToday } from "../../lib/platform/recurrence/due-status";
import { assembleInputs } from "../../lib/modules/evaluation/management-review/inputs-data";
import type { SeedClient } from "./client";

const day = (text: string) => new Date(`${text}T00:00:00Z`);

/** The data functions' organization context for the seed: the manager reading the holding. */
const seedContext = (organizationId: string, manager: { id: string; name: string }) =>
  ({
    organizationId,
    holdingId: organizationId,
    featureAccess: "FULL",
    user: { id: manager.id, email: "", name: manager.name, language: "en", systemScopes: [], sessionId: "" },
    grants: { org: new Set(["MANAGE"]), system: [] },
  }) as never;

export async function seedDemoReviews(db: SeedClient, holdingId: string, manager: { id: string; name: string }) {
  const today = calendarToday();
  const year = today.getUTCFullYear();
  const own = { organizationId: holdingId };
  const [lead, members] = await Promise.all([
    db.membership.findFirstOrThrow({ where: { ...own, userId: manager.id }, select: { id: true } }),
    db.membership.findMany({
      where: { ...own, userEmail: { in: ["editor@demo.example", "camilla.holm@demo.example"] } },
      select: { id: true },
    }),
  ]);
  const participants = [{ id: lead.id }, ...members.map((member) => ({ id: member.id }))];

  // last year's meeting over the year before it
  const meeting = `${year - 1}-02-12`;
  const period = { start: `${year - 2}-01-01`, end: `${year - 2}-12-31` };
  const last = await db.managementReview.create({
    data: {
      ...own,
      title: `Management review ${year - 2}`,
      meetingDate: day(meeting),
      periodStart: day(period.start),
      periodEnd: day(period.end),
      agenda:
        "1. Actions from the last review\n2. The inputs of ISO 14001 and 45001 clause 9.3\n3. Conclusions and decisions",
      otherParticipants: "The external environmental consultant",
      participants: { connect: participants },
      suitability: "The management system fits the company's activities and its context.",
      adequacy: "Adequate; the coverage of the warehouse in the audit programme is to be improved.",
      effectiveness: "Effective for the environment; the safety results call for the decisions below.",
      resourceNeeds: "A second internal auditor trained in ISO 45001.",
    },
  });
  const inputs = await assembleInputs(seedContext(holdingId, manager), {
    id: last.id,
    meetingDate: meeting,
    period,
  });
  await db.reviewComment.createMany({
    data: [
      {
        ...own,
        reviewId: last.id,
        inputKey: "monitoring",
        comment: "Electricity follows production; the compressors are the largest single use.",
        authorName: manager.name,
      },
      {
        ...own,
        reviewId: last.id,
        inputKey: "nonconformities",
        comment: "Near misses in the warehouse point to traffic between forklifts and pedestrians.",
        authorName: manager.name,
      },
    ],
  });
  const decisions = [
    { text: "Separate forklift and pedestrian routes in the warehouse", status: "DONE" as const, due: -120 },
    { text: "Train a second internal auditor in ISO 45001", status: "IN_PROGRESS" as const, due: 30 },
    { text: "Cut compressed-air leaks before the winter", status: "PLANNED" as const, due: -10 },
  ];
  for (const [position, decision] of decisions.entries()) {
    const made = await db.reviewDecision.create({ data: { ...own, reviewId: last.id, text: decision.text, position } });
    await db.action.create({
      data: {
        ...own,
        source: "REVIEW",
        decisionId: made.id,
        kind: "IMPROVEMENT",
        title: decision.text,
        status: decision.status,
        responsibleId: lead.id,
        dueDate: addDays(today, decision.due),
        doneDate: decision.status === "DONE" ? addDays(today, decision.due - 5) : null,
      },
    });
  }
  await db.managementReview.update({
    where: { id: last.id },
    data: {
      status: "APPROVED",
      inputs,
      heldAt: new Date(`${meeting}T10:00:00Z`),
      heldById: manager.id,
      heldByName: manager.name,
      approvedAt: new Date(`${meeting}T14:00:00Z`),
      approvedById: manager.id,
      approvedByName: manager.name,
    },
  });

  // this year's, in draft over last year: its inputs are read live
  await db.managementReview.create({
    data: {
      ...own,
      title: `Management review ${year - 1}`,
      meetingDate: addDays(today, 14),
      periodStart: day(`${year - 1}-01-01`),
      periodEnd: day(`${year - 1}-12-31`),
      agenda:
        "1. Actions from the last review\n2. The inputs of ISO 14001 and 45001 clause 9.3\n3. Conclusions and decisions",
      participants: { connect: participants },
    },
  });
  return 2;
}
