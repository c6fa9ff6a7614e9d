// The minutes of a management review as a PDF in the reader's language: the meeting, each input
// (frozen when held) with the presenter's comment, the conclusions, decisions with their actions,
// and who approved the minutes and when.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { translator } from "@/lib/platform/i18n/translator";
import { organizationReport } from "@/lib/platform/pdf/organization-report";
import { reportPdf } from "@/lib/platform/pdf/report";
import type { ReviewDto } from "./dto";
import { inputFacts } from "./input-facts";
import { INPUT_KEYS, type ReviewInputs } from "./inputs";

export async function reviewMinutes(org: OrgContext, review: ReviewDto, inputs: ReviewInputs) {
  const title = translator(org.user.language)("managementReview.minutes.title", { name: review.title });
  const { options, t, locale } = await organizationReport(org, title, []);
  const day = (date: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
  const moment = (date: Date) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short" }).format(date);
  const none = t("managementReview.none");
  const comments = new Map(review.comments.map((comment) => [comment.inputKey, comment]));
  return reportPdf(options, async (report) => {
    report.facts([
      { label: t("managementReview.fields.meetingDate"), value: day(review.meetingDate) },
      { label: t("managementReview.fields.period"), value: `${day(review.periodStart)} – ${day(review.periodEnd)}` },
      { label: t("managementReview.fields.status"), value: t(`managementReview.statuses.${review.status}`) },
      {
        label: t("managementReview.fields.participants"),
        value:
          [...review.participants.map((member) => member.name), review.otherParticipants].filter(Boolean).join(", ") ||
          none,
      },
      { label: t("managementReview.fields.agenda"), value: review.agenda ?? none },
      ...(review.heldAt
        ? [
            {
              label: t("managementReview.fields.heldAt"),
              value: `${moment(review.heldAt)} · ${review.heldByName ?? ""}`,
            },
          ]
        : [{ label: t("managementReview.fields.heldAt"), value: t("managementReview.minutes.live") }]),
    ]);
    for (const key of INPUT_KEYS) {
      report.heading(t(`managementReview.inputs.titles.${key}`));
      report.facts(inputFacts(key, inputs, t, locale));
      const comment = comments.get(key);
      if (comment)
        report.paragraph(`${t("managementReview.comments.comment")} (${comment.authorName}): ${comment.comment}`);
    }
    report.heading(t("managementReview.sections.conclusions"));
    report.facts([
      { label: t("managementReview.fields.suitability"), value: review.suitability ?? none },
      { label: t("managementReview.fields.adequacy"), value: review.adequacy ?? none },
      { label: t("managementReview.fields.effectiveness"), value: review.effectiveness ?? none },
      { label: t("managementReview.fields.resourceNeeds"), value: review.resourceNeeds ?? none },
    ]);
    report.heading(t("managementReview.decisions.title"));
    await report.table({
      columns: [
        { header: t("managementReview.decisions.text"), width: 3 },
        { header: t("managementReview.decisions.actions"), width: 3 },
      ],
      rows: review.decisions.map((decision) => [
        decision.text,
        decision.actions
          .map((action) =>
            [
              action.title,
              t(`actionPlan.statuses.${action.status}`),
              action.responsible?.name,
              action.dueDate && day(action.dueDate),
            ]
              .filter(Boolean)
              .join(" · "),
          )
          .join("\n"),
      ]),
      empty: t("managementReview.decisions.none"),
    });
    report.heading(t("managementReview.approval.title"));
    report.paragraph(
      review.approvedAt
        ? t("managementReview.approval.approved", {
            date: moment(review.approvedAt),
            name: review.approvedByName ?? "",
          })
        : t("managementReview.approval.notYet"),
    );
  });
}
