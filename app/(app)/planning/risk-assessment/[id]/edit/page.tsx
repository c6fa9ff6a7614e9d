import { getTranslations } from "next-intl/server";
import { AssessmentForm } from "@/components/modules/planning/risk-assessment/assessment-form";
import { assessmentChoices } from "@/components/modules/planning/risk-assessment/assessment-choices";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { getAssessment } from "@/lib/modules/planning/risk-assessment/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("riskAssessment");
  return recordTitle(params, getAssessment, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditAssessmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getAssessment, { create: riskAccess.create });
  // keyed by organization: switching it in the header must start the form afresh
  return (
    <AssessmentForm
      key={context.organizationId}
      organizationId={context.organizationId}
      assessment={record}
      choices={await assessmentChoices(context)}
    />
  );
}

export default withClientMessages(EditAssessmentPage, "(app)/planning/risk-assessment/[id]/edit");
