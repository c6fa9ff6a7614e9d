// The demo holding's binding obligations: twelve catalogue acts in various states of evaluation,
// two of them evaluated before the act last changed in the catalogue, two with an earlier
// evaluation below their latest.
import type { ComplianceStatus, Frequency } from "../../lib/generated/prisma/enums";
import { scheduledNextEvaluation } from "../../lib/modules/documents/binding-obligations/schedule";
import type { SeedClient } from "./client";

type Result = Exclude<ComplianceStatus, "NOT_EVALUATED">;

type Obligation = {
  number: string;
  applicability: string;
  status: ComplianceStatus;
  evaluatedDaysAgo?: number;
  notes?: string;
  recurrence?: Frequency;
  /** evaluated before the act's last change in the catalogue */
  changedSince?: boolean;
  /** the evaluation before the latest one */
  earlier?: { daysAgo: number; status: Result; notes: string };
};

const OBLIGATIONS: Obligation[] = [
  {
    number: "Regulation (EC) No 1907/2006",
    applicability: "We use solvents and cutting fluids that contain registered substances; we are a downstream user.",
    status: "COMPLIANT",
    evaluatedDaysAgo: 60,
    notes: "Safety data sheets for all 38 products are current; exposure scenarios checked.",
    recurrence: "P1Y",
    earlier: {
      daysAgo: 425,
      status: "PARTLY_COMPLIANT",
      notes: "Five safety data sheets were older than three years; new ones requested from the suppliers.",
    },
  },
  {
    number: "Regulation (EC) No 1272/2008",
    applicability: "Labelling of the mixtures we decant into smaller containers in the paint shop.",
    status: "PARTLY_COMPLIANT",
    evaluatedDaysAgo: 120,
    notes: "Two decanting containers lacked hazard pictograms; new labels ordered.",
    recurrence: "P1Y",
    changedSince: true,
  },
  {
    number: "Directive 2008/98/EC",
    applicability: "Waste hierarchy for our production waste: metal scrap, oily rags, packaging.",
    status: "COMPLIANT",
    evaluatedDaysAgo: 200,
    recurrence: "P1Y",
  },
  {
    number: "Directive 2010/75/EU",
    applicability: "The surface-treatment line is an installation under Annex I, activity 2.6.",
    status: "NOT_COMPLIANT",
    evaluatedDaysAgo: 30,
    notes: "Emission measurements from the 2025 campaign are missing for one stack.",
    recurrence: "P6M",
  },
  {
    number: "Council Directive 89/391/EEC",
    applicability: "Applies to all workplaces of the holding.",
    status: "COMPLIANT",
    evaluatedDaysAgo: 300,
    recurrence: "P1Y",
    changedSince: true,
  },
  {
    number: "Regulation (EU) 2023/1230",
    applicability: "New presses and robot cells bought from 2027 must carry the CE marking under it.",
    status: "NOT_EVALUATED",
  },
  {
    number: "Regulation (EU) 2024/573",
    applicability: "Cooling units in the server room and the canteen contain F-gases.",
    status: "PARTLY_COMPLIANT",
    evaluatedDaysAgo: 90,
    notes: "Leak checks done; the log for one unit is incomplete.",
    recurrence: "P1Y",
  },
  {
    number: "Directive (EU) 2022/2464",
    applicability: "The holding reports under the CSRD from the 2025 financial year.",
    status: "NOT_EVALUATED",
  },
  {
    number: "Council Directive 98/24/EC",
    applicability: "Chemical agents in the paint shop and the degreasing bath.",
    status: "COMPLIANT",
    evaluatedDaysAgo: 45,
    recurrence: "P1Y",
  },
  {
    number: "Directive 2004/37/EC",
    applicability: "Welding fumes of stainless steel (chromium VI) in the welding hall.",
    status: "PARTLY_COMPLIANT",
    evaluatedDaysAgo: 150,
    notes: "Local exhaust in place; personal exposure measurements planned.",
    recurrence: "P6M",
    earlier: {
      daysAgo: 330,
      status: "NOT_COMPLIANT",
      notes: "Two welding stations had no local exhaust ventilation.",
    },
  },
  {
    number: "Directive (EU) 2023/1791",
    applicability: "Energy audit duty for a non-SME every four years.",
    status: "NOT_EVALUATED",
  },
  {
    number: "Regulation (EC) No 1221/2009",
    applicability: "Voluntary: the holding considers EMAS registration of the Aarhus site.",
    status: "NOT_EVALUATED",
  },
];

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const calendarDay = (date: Date) => new Date(`${date.toISOString().slice(0, 10)}T00:00:00Z`);

/**
 * Each obligation with its evaluations as the app records them: the earlier one first, then the
 * latest, which the obligation copies, and the next evaluation from the schedule that starts with
 * the first evaluation.
 */
export async function seedDemoObligations(db: SeedClient, organizationId: string, evaluatorId: string) {
  const evaluator = await db.membership.findFirstOrThrow({
    where: { organizationId, userId: evaluatorId },
    select: { id: true, userName: true },
  });
  const rounds = await seedDemoRounds(db, organizationId);
  const roundOf = (date: Date) =>
    rounds.find((round) => round.periodStart <= date && date <= round.periodEnd)?.id ?? null;
  const acts = await db.legislation.findMany({
    where: { officialNumber: { in: OBLIGATIONS.map((obligation) => obligation.number) } },
    select: { id: true, officialNumber: true, lastModifiedDate: true },
  });
  for (const obligation of OBLIGATIONS) {
    const act = acts.find((candidate) => candidate.officialNumber === obligation.number);
    if (!act) continue; // a catalogue without this act (the data file changed): no obligation for it
    const evaluated = obligation.status !== "NOT_EVALUATED" && obligation.evaluatedDaysAgo !== undefined;
    const evaluationDate = evaluated ? calendarDay(daysAgo(obligation.evaluatedDaysAgo!)) : null;
    const earlierDate = obligation.earlier ? calendarDay(daysAgo(obligation.earlier.daysAgo)) : null;
    const schedule = { recurrence: obligation.recurrence ?? null, start: earlierDate ?? evaluationDate };
    const next = scheduledNextEvaluation(schedule, evaluationDate);
    // recorded after the act's last change, except for the two that must look at it again
    const evaluatedAt = !evaluated
      ? null
      : obligation.changedSince
        ? new Date(act.lastModifiedDate.getTime() - 1000)
        : new Date(Math.max(Date.now(), act.lastModifiedDate.getTime() + 1000));
    const recorded = { evaluatorId: evaluator.id, evaluatorName: evaluator.userName, recordedById: evaluatorId };
    const recordedBy = await db.user.findUniqueOrThrow({ where: { id: evaluatorId }, select: { name: true } });
    const earlier = obligation.earlier && {
      ...recorded,
      organizationId,
      evaluationDate: earlierDate!,
      status: obligation.earlier.status,
      notes: obligation.earlier.notes,
      nextEvaluationDate: scheduledNextEvaluation(schedule, earlierDate),
      recordedAt: new Date(Math.min(daysAgo(obligation.earlier.daysAgo).getTime(), evaluatedAt!.getTime() - 1000)),
      recordedByName: recordedBy.name,
    };
    const latest = evaluated && {
      ...recorded,
      organizationId,
      evaluationDate: evaluationDate!,
      status: obligation.status as Result,
      notes: obligation.notes ?? null,
      nextEvaluationDate: next,
      recordedAt: evaluatedAt!,
      recordedByName: recordedBy.name,
    };
    const created = await db.bindingObligation.create({
      data: {
        organizationId,
        legislationId: act.id,
        applicability: obligation.applicability,
        responsibleId: evaluator.id,
        status: obligation.status,
        evaluationDate,
        evaluationRecurrence: obligation.recurrence ?? null,
        evaluationScheduleStart: schedule.start,
        nextEvaluationDate: next,
        evaluatedAt,
      },
      select: { id: true },
    });
    // one at a time, the earlier first: evaluation ids are time-ordered, like the app's records
    for (const evaluation of [earlier, latest]) {
      if (!evaluation) continue;
      const made = await db.obligationEvaluation.create({
        data: { ...evaluation, obligationId: created.id, roundId: roundOf(evaluation.evaluationDate) },
      });
      if (evaluation.status === "NOT_COMPLIANT" && roundOf(evaluation.evaluationDate)) {
        await db.action.create({
          data: {
            organizationId,
            source: "COMPLIANCE",
            evaluationId: made.id,
            kind: "CORRECTIVE",
            title: `Close the shortfall: ${obligation.number}`,
            responsibleId: evaluator.id,
            status: "IN_PROGRESS",
            dueDate: daysAgo(-45),
          },
        });
      }
    }
  }
  // last year's round evaluated every obligation bound by then (those never evaluated came later),
  // early in the year: before each one's later evaluations, which stay the latest
  const lastYear = rounds[0]!;
  const bound = await db.bindingObligation.findMany({
    where: { organizationId, status: { not: "NOT_EVALUATED" }, evaluations: { none: { roundId: lastYear.id } } },
    select: { id: true, status: true },
  });
  for (const [index, obligation] of bound.entries()) {
    const date = new Date(lastYear.periodStart.getTime() + (60 + index * 7) * 86_400_000);
    await db.obligationEvaluation.create({
      data: {
        organizationId,
        obligationId: obligation.id,
        roundId: lastYear.id,
        evaluationDate: date,
        status: obligation.status === "NOT_COMPLIANT" ? "PARTLY_COMPLIANT" : "COMPLIANT",
        evaluatorId: evaluator.id,
        evaluatorName: evaluator.userName,
        notes: "Evaluated in the yearly round.",
        recordedAt: date,
        recordedById: evaluatorId,
      },
    });
  }
  // last year's round was complete when it was signed off: what it evaluated is what it covered
  await db.complianceRound.update({
    where: { id: rounds[0]!.id },
    data: {
      status: "SIGNED_OFF",
      signedOffAt: new Date(Date.UTC(rounds[0]!.periodEnd.getUTCFullYear(), 11, 15)),
      signedOffById: evaluatorId,
      signedOffByName: (await db.user.findUniqueOrThrow({ where: { id: evaluatorId }, select: { name: true } })).name,
      signOffNote: "Every obligation evaluated; the shortfalls have their actions.",
    },
  });
}

/** Last year's round (signed off once its evaluations are in) and this year's, under way. */
async function seedDemoRounds(db: SeedClient, organizationId: string) {
  const year = new Date().getUTCFullYear();
  const rounds = [];
  for (const [index, roundYear] of [year - 1, year].entries()) {
    rounds.push(
      await db.complianceRound.create({
        data: {
          organizationId,
          year: roundYear,
          title: `Compliance evaluation ${roundYear}`,
          periodStart: new Date(`${roundYear}-01-01T00:00:00Z`),
          periodEnd: new Date(`${roundYear}-12-31T00:00:00Z`),
          note: index === 0 ? null : "Acts changed since last year come first.",
        },
      }),
    );
  }
  return rounds;
}
