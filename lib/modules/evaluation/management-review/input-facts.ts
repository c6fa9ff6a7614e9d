// Each input of a review as label-and-value lines in the reader's language: what the review's
// screen shows and the minutes print, from the same words. Client-safe and pure.
import type { InputKey, ReviewInputs } from "./inputs";

export type Translate = (key: string, values?: Record<string, string | number>) => string;
export type Fact = { label: string; value: string };

const M = "managementReview.inputs";

export function inputFacts(key: InputKey, inputs: ReviewInputs, t: Translate, locale: string): Fact[] {
  const number = (value: number | null, digits = 1) =>
    value === null ? t(`${M}.none`) : new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  const percent = (value: number | null) =>
    value === null
      ? t(`${M}.none`)
      : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(value);
  const day = (date: string | null) =>
    date
      ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`))
      : "";
  const counts = (values: Record<string, number>, messages: string) =>
    Object.entries(values)
      .filter(([, count]) => count > 0)
      .map(([name, count]) => `${t(`${messages}.${name}`)} ${count}`)
      .join(" · ") || t(`${M}.none`);
  const actions = (value: { total: number; open: number; done: number; overdue: number; cancelled: number }) =>
    t(`${M}.actionCounts`, value);
  switch (key) {
    case "previousActions": {
      const { items, ...summary } = inputs.previousActions;
      return [
        { label: t(`${M}.labels.actions`), value: actions(summary) },
        ...items.map((item) => ({
          label: item.title,
          value: [t(`actionPlan.statuses.${item.status}`), day(item.dueDate), item.review].filter(Boolean).join(" · "),
        })),
      ];
    }
    case "changes": {
      const changes = inputs.changes;
      return [
        { label: t(`${M}.labels.scopeRevisions`), value: String(changes.scopeRevisions) },
        { label: t(`${M}.labels.stakeholdersAdded`), value: String(changes.stakeholdersAdded) },
        { label: t(`${M}.labels.stakeholdersChanged`), value: String(changes.stakeholdersChanged) },
        { label: t(`${M}.labels.obligationsAdded`), value: String(changes.obligationsAdded) },
        { label: t(`${M}.labels.actsChanged`), value: String(changes.actsChanged) },
      ];
    }
    case "compliance": {
      const round = inputs.compliance;
      if (!round) return [{ label: t(`${M}.labels.round`), value: t(`${M}.none`) }];
      return [
        {
          label: t(`${M}.labels.round`),
          value: `${round.title} · ${t(`complianceEvaluation.statuses.${round.status}`)}`,
        },
        { label: t(`${M}.labels.evaluated`), value: `${round.evaluated} / ${round.obligations}` },
        {
          label: t(`${M}.labels.results`),
          value: counts(
            {
              COMPLIANT: round.compliant,
              PARTLY_COMPLIANT: round.partlyCompliant,
              NOT_COMPLIANT: round.notCompliant,
              NOT_APPLICABLE: round.notApplicable,
            },
            "bindingObligations.statuses",
          ),
        },
        { label: t(`${M}.labels.openActions`), value: String(round.openActions) },
      ];
    }
    case "objectives":
      return [
        { label: t(`${M}.labels.objectiveStatus`), value: counts(inputs.objectives.byStatus, "objectives.statuses") },
        ...inputs.objectives.items.map((item) => ({
          label: item.title,
          value: [t(`objectives.statuses.${item.status}`), item.progress === null ? "" : percent(item.progress)]
            .filter(Boolean)
            .join(" · "),
        })),
      ];
    case "nonconformities": {
      const shortfalls = inputs.nonconformities;
      return [
        { label: t(`${M}.labels.findings`), value: counts(shortfalls.findings, "internalAudit.findingKinds") },
        { label: t(`${M}.labels.events`), value: counts(shortfalls.events, "events.kinds") },
        { label: t(`${M}.labels.injuries`), value: String(shortfalls.injuries) },
        { label: t(`${M}.labels.correctiveActions`), value: actions(shortfalls.correctiveActions) },
      ];
    }
    case "monitoring": {
      const figures = inputs.monitoring;
      return [
        {
          label: t(`${M}.labels.energy`),
          value: figures.energyKwh === null ? t(`${M}.none`) : `${number(figures.energyKwh, 0)} kWh`,
        },
        {
          label: t(`${M}.labels.water`),
          value: figures.waterM3 === null ? t(`${M}.none`) : `${number(figures.waterM3)} m³`,
        },
        {
          label: t(`${M}.labels.co2`),
          value: `${t(`${M}.scope`, { scope: 1 })} ${number(figures.co2Tonnes.scope1)} t · ${t(`${M}.scope`, { scope: 2 })} ${number(figures.co2Tonnes.scope2)} t${figures.co2Tonnes.incomplete ? ` · ${t(`${M}.incomplete`)}` : ""}`,
        },
        {
          label: t(`${M}.labels.waste`),
          value: figures.wasteTonnes === null ? t(`${M}.none`) : `${number(figures.wasteTonnes)} t`,
        },
        { label: t(`${M}.labels.recycling`), value: percent(figures.recyclingRate) },
        { label: t(`${M}.labels.overdueInspections`), value: String(figures.overdueInspections) },
      ];
    }
    case "audits":
      return [
        { label: t(`${M}.labels.auditsPerformed`), value: String(inputs.audits.performed) },
        ...inputs.audits.items.map((audit) => ({
          label: `${audit.title} (${day(audit.date)})`,
          value: t(`${M}.auditFindings`, { major: audit.major, minor: audit.minor, observations: audit.observations }),
        })),
      ];
    case "risks":
      return [
        {
          label: t(`${M}.labels.highRisks`),
          value: `${inputs.risks.high} · ${t(`${M}.veryHigh`)} ${inputs.risks.veryHigh}`,
        },
        { label: t(`${M}.labels.significantAspects`), value: String(inputs.risks.significantAspects) },
        ...(inputs.risks.aspects.length
          ? [{ label: t(`${M}.labels.aspects`), value: inputs.risks.aspects.join("; ") }]
          : []),
      ];
    case "communications": {
      const communicated = inputs.communications;
      // reviews held before communications were recorded froze none
      if (!communicated) return [{ label: t(`${M}.labels.communications`), value: t(`${M}.notRecorded`) }];
      return [
        {
          label: t(`${M}.labels.communications`),
          value: t(`${M}.communicationCounts`, {
            total: communicated.total,
            incoming: communicated.incoming,
            outgoing: communicated.outgoing,
          }),
        },
        { label: t(`${M}.labels.communicationKinds`), value: counts(communicated.byKind, "communication.kinds") },
        { label: t(`${M}.labels.complaints`), value: t(`${M}.complaintCounts`, communicated.complaints) },
        { label: t(`${M}.labels.planOverdue`), value: String(communicated.planOverdue) },
        ...communicated.items.map((item) => ({
          label: `${item.subject} (${day(item.date)})`,
          value: [item.from, t(`${M}.complaintStatuses.${item.status}`)].filter(Boolean).join(" · "),
        })),
      ];
    }
  }
}
