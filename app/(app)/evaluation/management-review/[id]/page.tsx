import { Alert, Box, Stack, Typography } from "@mui/material";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { DecisionsList } from "@/components/modules/evaluation/management-review/decisions-list";
import { InputFactsList } from "@/components/modules/evaluation/management-review/input-facts-list";
import {
  LazyCommentForm,
  LazyDecisionForm,
  LazyReviewForm,
} from "@/components/modules/evaluation/management-review/lazy";
import { ReviewStatusTag } from "@/components/modules/evaluation/management-review/status-tag";
import { ReviewStep } from "@/components/modules/evaluation/management-review/review-step";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { FactList } from "@/components/platform/ui/fact-list";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { getReview, inputsOf } from "@/lib/modules/evaluation/management-review/data";
import { inputFacts, type Translate } from "@/lib/modules/evaluation/management-review/input-facts";
import { INPUT_KEYS } from "@/lib/modules/evaluation/management-review/inputs";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/evaluation/management-review";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("managementReview");
  return recordTitle(params, getReview, { record: (review) => review.title, new: t("newTitle") });
}

type Fact = [string, ReactNode];

/** A text as written: its line breaks kept, a long word wrapped. */
const Written = ({ text }: { text: string }) => (
  <Box component="span" sx={{ whiteSpace: "pre-line" }}>
    {text}
  </Box>
);

/**
 * One management review: the meeting, its inputs (read live from the records for the period while
 * a draft, frozen once held), each with the presenter's comment, the conclusions, the decisions with
 * their actions, holding the meeting and approving the minutes, the minutes as a PDF and the
 * history. Read-only once the minutes are approved. "new" is the review's form.
 */
async function ReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("managementReview");
  // the inputs' facts are worded by full keys (other modules' statuses too), as in the minutes
  const tAll = await getTranslations();
  const translate: Translate = (key, values) => tAll(key as never, values as never);
  const format = await getFormatter();
  const locale = await getLocale();
  const { context, record: review } = await recordPage(params, getReview, { create: reviewAccess.create });
  if (!review) return <LazyReviewForm organizationId={context.organizationId} review={null} />;

  const inputs = review.inputs ?? (await inputsOf(context, review));
  const open = review.status !== "APPROVED" && !review.archivedDate;
  const edits = open && permits(reviewAccess.update, context);
  const canPlanActions = permits(actionAccess.create, context);
  const path = `/api/v1/organizations/${context.organizationId}/management-reviews/${review.id}`;
  const lastModifiedDate = new Date(review.lastModifiedDate).toISOString();
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), "day");
  const moment = (date: string | Date) => format.dateTime(new Date(date), "timestamp");
  const comments = new Map(review.comments.map((comment) => [comment.inputKey, comment]));
  const participants = review.participants.map((member) => member.name).join(", ") || t("none");

  const links = [
    { href: BASE, label: t("back") },
    { href: `${path}/minutes`, label: t("minutes.download") },
  ];
  if (edits)
    links.push({ href: `${BASE}/${review.id}/edit`, label: t("edit"), primary: true } as (typeof links)[number]);
  return (
    <DetailFrame
      archived={archivedOf(review, permits(reviewAccess.archive, context), path)}
      title={review.title}
      subtitle={`${day(review.meetingDate)} · ${day(review.periodStart)} – ${day(review.periodEnd)}`}
      actions={links}
      more={
        permits(reviewAccess.archive, context) && !review.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={review.title} afterHref={BASE} />
        ) : null
      }
    >
      {review.status === "APPROVED" ? (
        <Alert severity="success" data-testid="review-read-only">
          {t("approval.readOnly")}
        </Alert>
      ) : null}
      <Section title={t("sections.meeting")}>
        <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1, mb: 1.5 }}>
          <ReviewStatusTag status={review.status} label={t(`statuses.${review.status}`)} />
          {review.heldAt ? (
            <Typography variant="body2" color="text.secondary">
              {t("heldOn", { date: moment(review.heldAt), name: review.heldByName ?? "" })}
            </Typography>
          ) : null}
          {review.approvedAt ? (
            <Typography variant="body2" color="text.secondary">
              {t("approval.approved", { date: moment(review.approvedAt), name: review.approvedByName ?? "" })}
            </Typography>
          ) : null}
        </Stack>
        <FactList
          facts={[
            [t("fields.meetingDate"), day(review.meetingDate)],
            [t("fields.period"), `${day(review.periodStart)} – ${day(review.periodEnd)}`],
            [t("fields.participants"), participants],
            ...(review.otherParticipants
              ? [[t("fields.otherParticipants"), <Written key="others" text={review.otherParticipants} />] as Fact]
              : []),
            [t("fields.agenda"), review.agenda ? <Written key="agenda" text={review.agenda} /> : t("none")],
          ]}
        />
      </Section>

      <Section title={t("sections.inputs")}>
        <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
          <Alert
            severity={review.inputs ? "success" : "info"}
            sx={{ alignSelf: "stretch" }}
            data-testid="inputs-notice"
          >
            {review.inputs && review.heldAt
              ? t("inputs.frozen", { date: moment(review.heldAt), name: review.heldByName ?? "" })
              : t("inputs.live")}
          </Alert>
          {review.status === "DRAFT" && !review.archivedDate && permits(reviewAccess.hold, context) ? (
            <ReviewStep
              organizationId={context.organizationId}
              reviewId={review.id}
              step="hold"
              lastModifiedDate={lastModifiedDate}
            />
          ) : null}
        </Stack>
      </Section>
      {INPUT_KEYS.map((key) => {
        const title = t(`inputs.titles.${key}`);
        const comment = comments.get(key);
        return (
          <Section key={key} title={title}>
            <InputFactsList facts={inputFacts(key, inputs, translate, locale)} />
            {comment ? (
              <Box sx={{ mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: "divider" }} data-testid={`comment-${key}`}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {`${t("comments.comment")} · ${comment.authorName}`}
                </Typography>
                <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{comment.comment}</Typography>
              </Box>
            ) : null}
            {edits ? (
              <LazyCommentForm
                organizationId={context.organizationId}
                reviewId={review.id}
                inputKey={key}
                input={title}
                comment={comment?.comment ?? null}
              />
            ) : null}
          </Section>
        );
      })}

      <Section title={t("sections.conclusions")}>
        <FactList
          facts={[
            [t("fields.suitability"), review.suitability ? <Written key="s" text={review.suitability} /> : t("none")],
            [t("fields.adequacy"), review.adequacy ? <Written key="a" text={review.adequacy} /> : t("none")],
            [
              t("fields.effectiveness"),
              review.effectiveness ? <Written key="e" text={review.effectiveness} /> : t("none"),
            ],
            [
              t("fields.resourceNeeds"),
              review.resourceNeeds ? <Written key="r" text={review.resourceNeeds} /> : t("none"),
            ],
          ]}
        />
      </Section>

      <Section title={t("decisions.title")}>
        <Stack spacing={2}>
          <DecisionsList
            organizationId={context.organizationId}
            review={review}
            editable={edits}
            canPlanActions={canPlanActions}
          />
          {edits ? <LazyDecisionForm organizationId={context.organizationId} reviewId={review.id} /> : null}
        </Stack>
      </Section>

      <Section title={t("approval.title")}>
        <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
          <Typography>
            {review.approvedAt
              ? t("approval.approved", { date: moment(review.approvedAt), name: review.approvedByName ?? "" })
              : t("approval.notYet")}
          </Typography>
          {review.status === "DRAFT" && !review.archivedDate ? (
            <Typography variant="body2" color="text.secondary">
              {t("approval.notHeld")}
            </Typography>
          ) : null}
          {review.status === "HELD" && !review.archivedDate && permits(reviewAccess.approve, context) ? (
            <ReviewStep
              organizationId={context.organizationId}
              reviewId={review.id}
              step="approve"
              lastModifiedDate={lastModifiedDate}
            />
          ) : null}
        </Stack>
      </Section>
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(ReviewPage, "(app)/evaluation/management-review/[id]");
