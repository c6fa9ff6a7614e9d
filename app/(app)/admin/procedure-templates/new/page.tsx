import { getTranslations } from "next-intl/server";
import { ProcedureTemplateForm } from "@/components/modules/admin/procedure-templates/procedure-template-form";

export async function generateMetadata() {
  return { title: (await getTranslations("procedureTemplates.form"))("newTitle") };
}

export default function NewProcedureTemplatePage() {
  return <ProcedureTemplateForm template={null} />;
}
