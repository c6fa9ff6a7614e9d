// The demo holding's binding obligations: twelve catalogue acts in various states of evaluation,
// two of them evaluated before the act last changed in the catalogue.
import type { ComplianceStatus, Frequency } from "../../lib/generated/prisma/enums";
import type { SeedClient } from "./client";

type Obligation = {
  number: string;
  applicability: string;
  status: ComplianceStatus;
  evaluatedDaysAgo?: number;
  notes?: string;
  recurrence?: Frequency;
  /** evaluated before the act's last change in the catalogue */
  changedSince?: boolean;
};

const OBLIGATIONS: Obligation[] = [
  {
    number: "Regulation (EC) No 1907/2006",
    applicability: "We use solvents and cutting fluids that contain registered substances; we are a downstream user.",
    status: "COMPLIANT",
    evaluatedDaysAgo: 60,
    notes: "Safety data sheets for all 38 products are current; exposure scenarios checked.",
    recurrence: "P1Y",
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
const MONTHS: Partial<Record<Frequency, number>> = { P6M: 6, P1Y: 12 };

export async function seedDemoObligations(db: SeedClient, organizationId: string, evaluatorId: string) {
  const evaluator = await db.membership.findFirstOrThrow({
    where: { organizationId, userId: evaluatorId },
    select: { id: true },
  });
  const acts = await db.legislation.findMany({
    where: { officialNumber: { in: OBLIGATIONS.map((obligation) => obligation.number) } },
    select: { id: true, officialNumber: true, lastModifiedDate: true },
  });
  for (const obligation of OBLIGATIONS) {
    const act = acts.find((candidate) => candidate.officialNumber === obligation.number);
    if (!act) continue; // a catalogue without this act (the data file changed): no obligation for it
    const evaluated = obligation.evaluatedDaysAgo !== undefined;
    const evaluationDate = evaluated ? calendarDay(daysAgo(obligation.evaluatedDaysAgo!)) : null;
    const months = obligation.recurrence ? MONTHS[obligation.recurrence] : undefined;
    const next =
      evaluationDate && months
        ? new Date(
            Date.UTC(
              evaluationDate.getUTCFullYear(),
              evaluationDate.getUTCMonth() + months,
              evaluationDate.getUTCDate(),
            ),
          )
        : null;
    // recorded after the act's last change, except for the two that must look at it again
    const evaluatedAt = !evaluated
      ? null
      : obligation.changedSince
        ? new Date(act.lastModifiedDate.getTime() - 1000)
        : new Date(Math.max(Date.now(), act.lastModifiedDate.getTime() + 1000));
    await db.bindingObligation.create({
      data: {
        organizationId,
        legislationId: act.id,
        applicability: obligation.applicability,
        responsibleId: evaluator.id,
        status: obligation.status,
        evaluationDate,
        evaluatorId: evaluated ? evaluator.id : null,
        evaluationNotes: obligation.notes ?? null,
        evaluationRecurrence: obligation.recurrence ?? null,
        nextEvaluationDate: next,
        evaluatedAt,
      },
    });
  }
}
