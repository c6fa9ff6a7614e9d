import { getTranslations } from "next-intl/server";
import { AgreementTemplateForm } from "@/components/modules/admin/agreement-templates/agreement-template-form";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("agreementTemplates.form"))("newTitle") };
}

function NewAgreementTemplatePage() {
  return <AgreementTemplateForm template={null} />;
}

export default withClientMessages(NewAgreementTemplatePage, "(app)/admin/agreement-templates/new");
