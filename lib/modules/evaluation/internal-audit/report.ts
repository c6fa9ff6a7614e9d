// The internal audit report as a PDF in the reader's language: the audit's facts (scope, criteria,
// clauses, people, dates), strong points and summary, the findings with evidence, root cause and
// corrective actions, and each question's answer with its evidence.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { clauseByRef } from "@/lib/platform/iso-clauses";
import { translator } from "@/lib/platform/i18n/translator";
import { organizationReport } from "@/lib/platform/pdf/organization-report";
import { reportPdf } from "@/lib/platform/pdf/report";
import { localized, questionsOf, type Section } from "@/lib/modules/evaluation/questionnaires/content";
import type { AuditDto } from "./dto";

const clauseText = (ref: string, locale: string) => {
  const clause = clauseByRef(ref);
  if (!clause) return ref;
  return `${clause.standard.replace("_", " ")} ${clause.clause} ${locale === "da" ? clause.titleDa : clause.titleEn}`;
};

export async function auditReport(org: OrgContext, audit: AuditDto) {
  const title = translator(org.user.language)("internalAudit.report.title", { name: audit.title });
  const { options, t, locale } = await organizationReport(org, title, [
    `${audit.year} · ${audit.standards.map((standard) => standard.replace("_", " ")).join(", ")}`,
  ]);
  const language = org.user.language;
  const day = (date: string | null) =>
    date
      ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`))
      : "–";
  const span = (from: string | null, to: string | null) =>
    to && to !== from ? `${day(from)} – ${day(to)}` : day(from);
  const none = t("internalAudit.none");
  const names = (rows: { name: string }[]) => rows.map((row) => row.name).join(", ") || none;
  const sections = (audit.questionnaire?.sections ?? []) as Section[];
  const answers = new Map(audit.answers.map((answer) => [answer.questionKey, answer]));
  const answerText = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return t("internalAudit.answers.unanswered");
    const value = answer.choice
      ? t(`questionnaires.choices.${answer.choice}`)
      : (answer.scale?.toString() ?? answer.number ?? answer.text ?? "");
    return [value, answer.files.length ? t("internalAudit.report.photos", { count: answer.files.length }) : ""]
      .filter(Boolean)
      .join(" · ");
  };
  return reportPdf(options, async (report) => {
    report.facts([
      { label: t("internalAudit.fields.status"), value: t(`internalAudit.statuses.${audit.status}`) },
      { label: t("internalAudit.fields.area"), value: audit.area?.name ?? none },
      { label: t("internalAudit.fields.scope"), value: audit.scope ?? none },
      { label: t("internalAudit.fields.criteria"), value: audit.criteria ?? none },
      {
        label: t("internalAudit.fields.clauses"),
        value: audit.clauses.map((ref) => clauseText(ref, language)).join("\n") || none,
      },
      { label: t("internalAudit.fields.leadAuditor"), value: audit.leadAuditor?.name ?? none },
      { label: t("internalAudit.fields.auditors"), value: names(audit.auditors) },
      { label: t("internalAudit.fields.auditees"), value: names(audit.auditees) },
      ...(audit.independenceNote
        ? [{ label: t("internalAudit.fields.independenceNote"), value: audit.independenceNote }]
        : []),
      { label: t("internalAudit.fields.planned"), value: span(audit.plannedStart, audit.plannedEnd) },
      {
        label: t("internalAudit.fields.performed"),
        value: audit.actualStart ? span(audit.actualStart, audit.actualEnd) : none,
      },
      ...(audit.closedAt
        ? [
            {
              label: t("internalAudit.fields.closedBy"),
              value: `${audit.closedByName ?? ""} · ${day(audit.closedAt.toISOString().slice(0, 10))}`,
            },
          ]
        : []),
    ]);
    report.heading(t("internalAudit.sections.conclusions"));
    report.facts([
      { label: t("internalAudit.fields.strongPoints"), value: audit.strongPoints ?? none },
      { label: t("internalAudit.fields.summary"), value: audit.summary ?? none },
    ]);
    report.heading(t("internalAudit.findings.title"));
    await report.table({
      columns: [
        // wide enough for "Major nonconformity" and "Forbedringsmulighed" on one line
        { header: t("internalAudit.findings.kind"), width: 1.8 },
        { header: t("internalAudit.findings.statement"), width: 3 },
        { header: t("internalAudit.findings.rootCause"), width: 2 },
        { header: t("internalAudit.findings.actions"), width: 2.4 },
      ],
      rows: audit.findings.map((finding) => [
        [t(`internalAudit.findingKinds.${finding.kind}`), finding.clause ? clauseText(finding.clause, language) : ""]
          .filter(Boolean)
          .join("\n"),
        [finding.statement, finding.evidence ? `${t("internalAudit.findings.evidence")}: ${finding.evidence}` : ""]
          .filter(Boolean)
          .join("\n"),
        finding.rootCause ?? "",
        finding.actions
          .map((action) =>
            [action.title, t(`actionPlan.statuses.${action.status}`), action.responsible?.name, day(action.dueDate)]
              .filter((part) => part && part !== "–")
              .join(" · "),
          )
          .join("\n"),
      ]),
      empty: t("internalAudit.findings.none"),
    });
    if (!audit.questionnaire) return;
    report.heading(
      `${t("internalAudit.answers.title")}: ${localized(audit.questionnaire.titleEn, audit.questionnaire.titleDa, language)} (${t("internalAudit.answers.version", { version: audit.questionnaire.version })})`,
    );
    await report.table({
      columns: [
        { header: "#", width: 0.5 },
        { header: t("internalAudit.answers.question"), width: 4 },
        { header: t("internalAudit.answers.choice"), width: 1.5 },
        { header: t("internalAudit.answers.note"), width: 2.5 },
      ],
      rows: questionsOf(sections).map(({ section, question }) => {
        const sectionIndex = sections.indexOf(section);
        const number = `${sectionIndex + 1}.${section.questions.indexOf(question) + 1}`;
        return [
          number,
          localized(question.textEn, question.textDa, language),
          answerText(question.key),
          answers.get(question.key)?.note ?? "",
        ];
      }),
    });
  });
}
