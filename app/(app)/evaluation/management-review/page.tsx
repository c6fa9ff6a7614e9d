import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { ReviewsGrid } from "@/components/modules/evaluation/management-review/reviews-grid";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { listReviews } from "@/lib/modules/evaluation/management-review/data";
import { reviewList } from "@/lib/modules/evaluation/management-review/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("managementReview"))("title") };
}

const BASE = "/evaluation/management-review";

/** The management reviews, newest meeting first: each one's period, status and decisions. */
async function ManagementReviewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("managementReview");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const { state, query } = listStateFromUrl(await searchParams, reviewList);
  const page = await listReviews(context, query);
  const canCreate = permits(reviewAccess.create, context);
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), "day");
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          canCreate ? (
            <LinkButton href={`${BASE}/new`} variant="contained" startIcon={<AddIcon />} style={{ minHeight: 44 }}>
              {t("add")}
            </LinkButton>
          ) : null
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <RefreshOnChange kind="managementReview" />
      <ReviewsGrid
        key={context.organizationId}
        empty={Object.keys(state.filters).length || !canCreate ? t("empty") : t("emptyEditor")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/management-reviews`,
          page: {
            ...page,
            content: page.content.map((review) => ({
              id: review.id,
              meetingDate: day(review.meetingDate),
              title: review.title,
              period: `${day(review.periodStart)} – ${day(review.periodEnd)}`,
              status: review.status,
              decisions: review.decisionCount,
            })),
          },
        }}
      />
    </Stack>
  );
}

export default withClientMessages(ManagementReviewPage, "(app)/evaluation/management-review");
