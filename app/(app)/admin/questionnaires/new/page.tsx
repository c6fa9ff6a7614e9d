import { getTranslations } from "next-intl/server";
import { QuestionnaireForm } from "@/components/modules/evaluation/questionnaires/questionnaire-form";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("questionnaires"))("newTitle") };
}

function NewQuestionnairePage() {
  return <QuestionnaireForm questionnaire={null} />;
}

export default withClientMessages(NewQuestionnairePage, "(app)/admin/questionnaires/new");
