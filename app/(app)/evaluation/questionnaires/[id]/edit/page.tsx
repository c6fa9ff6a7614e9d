import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { QuestionnaireForm } from "@/components/modules/evaluation/questionnaires/questionnaire-form";
import { recordPage } from "@/lib/platform/pages/record";
import { getQuestionnaire } from "@/lib/modules/evaluation/questionnaires/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("questionnaires"))("editTitle") };
}

/**
 * The organization's own copy of a questionnaire to adapt. The system's questionnaires are changed
 * by maintainers only: for the organization they have no form (the API refuses their change too).
 */
async function EditQuestionnairePage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getQuestionnaire);
  if (!record || record.owner !== "organization") notFound();
  return (
    <QuestionnaireForm
      // keyed by organization: switching it in the header must start the form afresh
      key={context.organizationId}
      organizationId={context.organizationId}
      questionnaire={record}
    />
  );
}

export default withClientMessages(EditQuestionnairePage, "(app)/evaluation/questionnaires/[id]/edit");
