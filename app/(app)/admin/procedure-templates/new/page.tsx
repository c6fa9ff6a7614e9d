import { getTranslations } from "next-intl/server";
import { ProcedureTemplateForm } from "@/components/modules/admin/procedure-templates/procedure-template-form";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("procedureTemplates.form"))("newTitle") };
}

function NewProcedureTemplatePage() {
  return <ProcedureTemplateForm template={null} />;
}

export default withClientMessages(NewProcedureTemplatePage, "(app)/admin/procedure-templates/new");
