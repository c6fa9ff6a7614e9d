// A compliance evaluation round as a PDF for the auditor, in the reader's language: the round, its
// progress and results, its sign-off, and every obligation with its result, date, evaluator,
// evidence and corrective actions, read batch by batch.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { listBatches } from "@/lib/platform/lists/export/batches";
import { organizationReport } from "@/lib/platform/pdf/organization-report";
import { reportPdf } from "@/lib/platform/pdf/report";
import { translator } from "@/lib/platform/i18n/translator";
import { roundObligationSource } from "./data";
import type { RoundDto } from "./dto";
import { roundObligationList } from "./schema";

export async function roundReport(org: OrgContext, round: RoundDto) {
  const title = translator(org.user.language)("complianceEvaluation.report.title", { year: round.year });
  const { options, t, locale } = await organizationReport(org, title, [round.title]);
  const day = (date: string | null | undefined) =>
    date
      ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`))
      : "";
  const { progress } = round;
  const source = await roundObligationSource(org, round.id, {} as Parameters<typeof roundObligationSource>[2]);
  return reportPdf(options, async (report) => {
    report.facts([
      { label: t("complianceEvaluation.fields.period"), value: `${day(round.periodStart)} – ${day(round.periodEnd)}` },
      { label: t("complianceEvaluation.fields.status"), value: t(`complianceEvaluation.statuses.${round.status}`) },
      ...(round.signedOffAt
        ? [
            {
              label: t("complianceEvaluation.fields.signedOffBy"),
              value: `${round.signedOffByName ?? ""} · ${day(round.signedOffAt.toISOString().slice(0, 10))}`,
            },
          ]
        : []),
      ...(round.signOffNote ? [{ label: t("complianceEvaluation.fields.signOffNote"), value: round.signOffNote }] : []),
      { label: t("complianceEvaluation.progress.evaluated"), value: `${progress.evaluated} / ${progress.obligations}` },
      { label: t("bindingObligations.statuses.COMPLIANT"), value: String(progress.compliant) },
      { label: t("bindingObligations.statuses.PARTLY_COMPLIANT"), value: String(progress.partlyCompliant) },
      { label: t("bindingObligations.statuses.NOT_COMPLIANT"), value: String(progress.notCompliant) },
      { label: t("bindingObligations.statuses.NOT_APPLICABLE"), value: String(progress.notApplicable) },
      { label: t("complianceEvaluation.progress.openActions"), value: String(progress.openActions) },
    ]);
    report.heading(t("complianceEvaluation.obligations.heading"));
    const batches = listBatches(roundObligationList, { field: "title", direction: "asc" }, source);
    await report.table({
      columns: [
        { header: t("complianceEvaluation.obligations.title"), width: 3 },
        { header: t("complianceEvaluation.obligations.result"), width: 1.5 },
        { header: t("complianceEvaluation.obligations.evidence"), width: 2.5 },
        { header: t("complianceEvaluation.obligations.actions"), width: 2 },
      ],
      rows: (async function* () {
        for await (const batch of batches) {
          yield batch.map((row) => [
            `${row.title}\n${row.officialNumber}`,
            [
              t(`bindingObligations.statuses.${row.inRound?.status ?? "NOT_EVALUATED"}`),
              day(row.inRound?.evaluationDate),
              row.inRound?.evaluatorName ?? "",
            ]
              .filter(Boolean)
              .join("\n"),
            row.inRound?.notes ?? "",
            (row.inRound?.actions ?? [])
              .map((action) => `${action.title} (${t(`actionPlan.statuses.${action.status}`)})`)
              .join("\n"),
          ]);
        }
      })(),
      empty: t("complianceEvaluation.obligations.none"),
    });
  });
}
