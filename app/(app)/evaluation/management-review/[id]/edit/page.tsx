import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ReviewForm } from "@/components/modules/evaluation/management-review/review-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { getReview } from "@/lib/modules/evaluation/management-review/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/evaluation/management-review";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("managementReview");
  return recordTitle(params, getReview, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getReview, { create: reviewAccess.create });
  // approved minutes stay as they were approved: their screen shows them read-only
  if (record?.status === "APPROVED") redirect(`${BASE}/${record.id}`);
  // keyed by organization: switching it in the header must start the form afresh
  return <ReviewForm key={context.organizationId} organizationId={context.organizationId} review={record} />;
}

export default withClientMessages(EditReviewPage, "(app)/evaluation/management-review/[id]/edit");
