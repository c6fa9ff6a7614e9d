// The demo holding's inspection rounds: three agreements of the control book answered with the
// system's inspection questionnaires (a monthly safety walk of the production hall, the chemical
// store and the waste yard every quarter), each with its pending inspection. Last month's safety
// walk is done and answered question by question: one escape route was blocked, and its corrective
// action is in the action plan. Dates are counted from today; nothing is added once the holding has
// an agreement with a questionnaire.
import type { Frequency } from "../../lib/generated/prisma/enums";
import { addDays, addMonths } from "../../lib/platform/recurrence/frequency";
import { calendarToday } from "../../lib/platform/recurrence/due-status";
import type { SeedClient } from "./client";

type Question = { key: string; kind: string; scaleMax: number | null };
type Section = { questions: Question[] };

type Round = {
  code: string;
  title: string;
  description: string;
  frequency: Frequency;
  /** months between inspections, to count the last one back from the pending one */
  months: number;
  /** days from today to the pending inspection */
  nextDueInDays: number;
  /** the last round, done and answered */
  done?: { findings: string; shortfall: { key: string; note: string }; action: string };
};

const ROUNDS: Round[] = [
  {
    code: "safety-round",
    title: "Monthly safety walk, production hall",
    description: "The production manager and the safety representative walk the hall together with the safety round.",
    frequency: "P1M",
    months: 1,
    nextDueInDays: 12,
    done: {
      findings: "Pallets blocked the escape route by gate 3; moved at once.",
      shortfall: { key: "escape-routes", note: "Two pallets in the escape route by gate 3." },
      action: "Keep the escape route by gate 3 clear and mark it on the floor",
    },
  },
  {
    code: "chemical-storage-inspection",
    title: "Chemical store inspection",
    description: "Quarterly check of the chemical store: labels, segregation, spill containment and ventilation.",
    frequency: "P3M",
    months: 3,
    nextDueInDays: 40,
  },
  {
    code: "waste-area-inspection",
    title: "Waste yard inspection",
    description: "Quarterly check of the waste yard: sorting, labels, hazardous waste and the containers.",
    frequency: "P3M",
    months: 3,
    nextDueInDays: 55,
  },
];

/** Yes, a middle step, a reading, a line of text: what a round in good order answers. */
function inOrder(question: Question) {
  switch (question.kind) {
    case "YES_NO":
      return { choice: "YES" as const };
    case "SCALE":
      return { scale: Math.max(1, (question.scaleMax ?? 5) - 1) };
    case "NUMBER":
      return { number: 18 };
    case "TEXT":
      return { text: "Good order overall; the team suggested a second spill kit." };
    default:
      return null;
  }
}

export async function seedDemoInspectionRounds(
  db: SeedClient,
  holdingId: string,
  manager: { id: string; name: string },
) {
  const own = { organizationId: holdingId };
  if (await db.agreement.count({ where: { ...own, questionnaireId: { not: null } } })) return 0;
  const today = calendarToday();
  const [responsible, area] = await Promise.all([
    db.membership.findFirstOrThrow({ where: { ...own, userId: manager.id }, select: { id: true } }),
    db.area.findFirst({ where: { ...own, name: "Production hall" }, select: { id: true } }),
  ]);
  for (const round of ROUNDS) {
    const questionnaire = await db.questionnaire.findFirstOrThrow({
      where: { code: round.code },
      select: { id: true, versions: { orderBy: { version: "desc" }, take: 1, select: { id: true, sections: true } } },
    });
    // counted back a period from the next date, and forward again, so both lie on the schedule
    const last = addMonths(addDays(today, round.nextDueInDays), -round.months);
    const pending = addMonths(last, round.months);
    const agreement = await db.agreement.create({
      data: {
        ...own,
        type: "SERVICE_AND_INSPECTION",
        title: round.title,
        description: round.description,
        responsibleId: responsible.id,
        startsAt: round.done ? last : pending,
        frequency: round.frequency,
        reminderLeadDays: 14,
        questionnaireId: questionnaire.id,
        nextDueDate: pending,
      },
      select: { id: true },
    });
    await db.inspection.create({
      data: {
        ...own,
        agreementId: agreement.id,
        pendingAgreementId: agreement.id,
        type: "SERVICE_AND_INSPECTION",
        status: "PENDING",
        dueDate: pending,
        responsibleId: responsible.id,
      },
    });
    if (!round.done) continue;
    const version = questionnaire.versions[0]!;
    const inspection = await db.inspection.create({
      data: {
        ...own,
        agreementId: agreement.id,
        type: "SERVICE_AND_INSPECTION",
        status: "DONE",
        dueDate: last,
        performedAt: last,
        performedById: responsible.id,
        result: "PASSED_WITH_REMARKS",
        findings: round.done.findings,
        responsibleId: responsible.id,
        questionnaireVersionId: version.id,
      },
      select: { id: true },
    });
    const recorded = { ...own, inspectionId: inspection.id, answeredById: manager.id, answeredByName: manager.name };
    for (const question of (version.sections as Section[]).flatMap((section) => section.questions)) {
      const shortfall = question.key === round.done.shortfall.key;
      // the photo question stays unanswered: the walk's photo was not taken
      const values = shortfall ? { choice: "NO" as const, note: round.done.shortfall.note } : inOrder(question);
      if (values) await db.questionnaireAnswer.create({ data: { ...recorded, questionKey: question.key, ...values } });
    }
    await db.action.create({
      data: {
        ...own,
        source: "INSPECTION",
        inspectionId: inspection.id,
        kind: "CORRECTIVE",
        title: round.done.action,
        status: "PLANNED",
        dueDate: addDays(today, 14),
        responsibleId: responsible.id,
        areaId: area?.id ?? null,
      },
    });
  }
  return ROUNDS.length;
}
