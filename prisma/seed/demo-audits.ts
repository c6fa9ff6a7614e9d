// The demo holding's audit programme over the three-year cycle: an ISO 14001 audit of production
// two years ago (closed: an observation and an opportunity for improvement), an ISO 45001 audit of
// the whole site last year (closed: one major and two minor nonconformities, their corrective
// actions done and checked, in progress, and overdue), and an ISO 14001 audit of the warehouse and
// waste area planned for the coming weeks. The answers come from the seeded checklists.
import { addDays } from "../../lib/platform/recurrence/frequency";
import { calendarToday } from "../../lib/platform/recurrence/due-status";
import type { SeedClient } from "./client";

type Question = { key: string; kind: string; clauses: string[] };
type Section = { questions: Question[] };

const yearsAgo = (date: Date, years: number) => {
  const shifted = new Date(date);
  shifted.setUTCFullYear(date.getUTCFullYear() - years);
  return shifted;
};

export async function seedDemoAudits(db: SeedClient, holdingId: string, manager: { id: string; name: string }) {
  const today = calendarToday();
  const own = { organizationId: holdingId };
  const [lead, editor, areas, checklists, members] = await Promise.all([
    db.membership.findFirstOrThrow({ where: { ...own, userId: manager.id }, select: { id: true } }),
    db.membership.findFirstOrThrow({
      where: { ...own, userEmail: "editor@demo.example" },
      select: { id: true, userName: true },
    }),
    db.area.findMany({ where: own, select: { id: true, name: true } }),
    db.questionnaireVersion.findMany({
      where: { questionnaire: { code: { in: ["iso-14001-internal-audit", "iso-45001-internal-audit"] } } },
      select: { id: true, sections: true, questionnaire: { select: { code: true } } },
    }),
    db.membership.findMany({
      where: { ...own, userEmail: { endsWith: "@demo.example" } },
      select: { id: true, userEmail: true },
    }),
  ]);
  const area = (name: string) => areas.find((row) => row.name === name)!.id;
  /** The members of these addresses, to connect (a missing one is left out). */
  const people = (...emails: string[]) =>
    members.filter((row) => emails.includes(row.userEmail)).map((row) => ({ id: row.id }));
  const checklist = (code: string) => checklists.find((row) => row.questionnaire.code === code)!;
  const iso14001 = checklist("iso-14001-internal-audit");
  const iso45001 = checklist("iso-45001-internal-audit");
  const questions = (version: { sections: unknown }) =>
    (version.sections as Section[]).flatMap((section) => section.questions);
  const recorded = { answeredById: manager.id, answeredByName: manager.name };

  // two years ago: production against ISO 14001, closed
  const first = yearsAgo(today, 2);
  const production = await db.internalAudit.create({
    data: {
      ...own,
      title: "ISO 14001: production hall",
      year: first.getUTCFullYear(),
      areaId: area("Production hall"),
      standards: ["ISO_14001"],
      clauses: ["ISO_14001:4.1", "ISO_14001:4.2", "ISO_14001:6.1", "ISO_14001:6.2", "ISO_14001:8.1", "ISO_14001:8.2"],
      scope: "Welding, cutting and assembly lines; their environmental aspects, controls and emergency preparedness.",
      criteria: "ISO 14001:2015, the environmental permit and the company's procedures.",
      leadAuditorId: lead.id,
      plannedStart: first,
      actualStart: first,
      actualEnd: first,
      questionnaireVersionId: iso14001.id,
      strongPoints: "Aspects are known on the floor; spill kits are in place and checked.",
      summary: "The system works in production. One observation and one opportunity for improvement.",
      status: "CLOSED",
      closedAt: addDays(first, 7),
      closedById: manager.id,
      closedByName: manager.name,
      auditees: { connect: people("jonas.kristensen@demo.example", "sofie.nielsen@demo.example") },
    },
  });
  for (const question of questions(iso14001).slice(0, 12)) {
    await db.questionnaireAnswer.create({
      data: { ...own, auditId: production.id, questionKey: question.key, choice: "CONFORM", ...recorded },
    });
  }
  await db.auditFinding.createMany({
    data: [
      {
        ...own,
        auditId: production.id,
        kind: "OBSERVATION",
        clause: "ISO_14001:6.1.2",
        statement: "The aspect register does not name the canteen's food waste.",
        evidence: "Aspect register printed in the hall, dated the year before.",
        position: 0,
      },
      {
        ...own,
        auditId: production.id,
        kind: "IMPROVEMENT",
        clause: "ISO_14001:8.1",
        statement: "Welding fume extraction could run on demand instead of all shift.",
        position: 1,
      },
    ],
  });

  // last year: the whole site against ISO 45001, closed with one major and two minor nonconformities
  const second = yearsAgo(today, 1);
  const site = await db.internalAudit.create({
    data: {
      ...own,
      title: "ISO 45001: whole site",
      year: second.getUTCFullYear(),
      standards: ["ISO_45001"],
      clauses: ["ISO_45001:5.4", "ISO_45001:6.1", "ISO_45001:7.2", "ISO_45001:8.1", "ISO_45001:8.2", "ISO_45001:10.2"],
      scope: "Production hall, warehouse and office: hazards, competence, emergency preparedness, incidents.",
      criteria: "ISO 45001:2018 and the Working Environment Act with its executive orders.",
      leadAuditorId: editor.id,
      plannedStart: second,
      plannedEnd: addDays(second, 1),
      actualStart: second,
      actualEnd: addDays(second, 1),
      questionnaireVersionId: iso45001.id,
      strongPoints: "Workers are consulted through the safety committee; near misses are reported.",
      summary: "One major nonconformity (no emergency drill held in the year) and two minor ones.",
      status: "CLOSED",
      closedAt: addDays(second, 14),
      closedById: manager.id,
      closedByName: manager.name,
      auditees: { connect: [...people("piotr.kowalski@demo.example"), { id: lead.id }] },
    },
  });
  const emergency = questions(iso45001).find((question) => question.clauses.includes("ISO_45001:8.2"));
  const competence = questions(iso45001).find((question) => question.clauses.includes("ISO_45001:7.2"));
  for (const question of questions(iso45001).slice(0, 20)) {
    const shortfall =
      question.key === emergency?.key
        ? "MAJOR_NONCONFORMITY"
        : question.key === competence?.key
          ? "MINOR_NONCONFORMITY"
          : "CONFORM";
    await db.questionnaireAnswer.create({
      data: {
        ...own,
        auditId: site.id,
        questionKey: question.key,
        choice: shortfall,
        note: shortfall === "CONFORM" ? null : "See the finding.",
        ...recorded,
      },
    });
  }
  const findings = [
    {
      kind: "MAJOR_NONCONFORMITY" as const,
      clause: "ISO_45001:8.2",
      questionKey: emergency?.key ?? null,
      statement: "No evacuation drill was held in the past twelve months.",
      evidence: "The drill log's last entry is 14 months old.",
      rootCause: "The drill was nobody's task after the fire warden left.",
      action: {
        title: "Hold an evacuation drill and appoint a deputy fire warden",
        status: "DONE" as const,
        done: 30,
        checked: true,
      },
    },
    {
      kind: "MINOR_NONCONFORMITY" as const,
      clause: "ISO_45001:7.2",
      questionKey: competence?.key ?? null,
      statement: "Two forklift certificates had expired.",
      evidence: "Competence matrix: certificates expired three and five months ago.",
      rootCause: "Expiry dates were not followed up.",
      action: {
        title: "Renew the forklift certificates and follow expiries on the dashboard",
        status: "IN_PROGRESS" as const,
      },
    },
    {
      kind: "MINOR_NONCONFORMITY" as const,
      clause: "ISO_45001:10.2",
      questionKey: null,
      statement: "Two near misses in the warehouse were closed without a root cause.",
      evidence: "Event log: the investigations are empty.",
      rootCause: "The event form allowed closing without an investigation.",
      action: {
        title: "Review the warehouse near misses and record their root causes",
        status: "PLANNED" as const,
        overdue: true,
      },
    },
  ];
  for (const [position, { action, ...finding }] of findings.entries()) {
    const created = await db.auditFinding.create({ data: { ...own, auditId: site.id, position, ...finding } });
    const made = await db.action.create({
      data: {
        ...own,
        source: "FINDING",
        findingId: created.id,
        kind: "CORRECTIVE",
        title: action.title,
        status: action.status,
        responsibleId: position === 1 ? editor.id : lead.id,
        dueDate: "overdue" in action ? addDays(today, -20) : addDays(today, 40),
        doneDate: "done" in action ? addDays(today, -(action.done ?? 0)) : null,
        effectivenessDueDate: "checked" in action ? addDays(today, -5) : null,
        position: 0,
      },
    });
    if ("checked" in action) {
      await db.actionEffectivenessCheck.create({
        data: {
          organizationId: holdingId,
          actionId: made.id,
          result: "EFFECTIVE",
          note: "Drill held; everyone out in four minutes.",
          checkedById: manager.id,
          checkedByName: manager.name,
        },
      });
    }
  }

  // in the coming weeks: the warehouse and the waste area against ISO 14001
  const next = addDays(today, 21);
  await db.internalAudit.create({
    data: {
      ...own,
      title: "ISO 14001: warehouse and waste area",
      year: next.getUTCFullYear(),
      areaId: area("Warehouse"),
      standards: ["ISO_14001"],
      clauses: ["ISO_14001:6.1.3", "ISO_14001:7.5", "ISO_14001:8.1", "ISO_14001:9.1", "ISO_14001:10.2"],
      scope: "Chemical storage, the waste area and their documentation.",
      criteria: "ISO 14001:2015 and the executive order on waste.",
      leadAuditorId: editor.id,
      plannedStart: next,
      questionnaireVersionId: iso14001.id,
      auditees: { connect: people("piotr.kowalski@demo.example") },
    },
  });
  return 3;
}
