import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ProcedureTemplateForm } from "@/components/modules/admin/procedure-templates/procedure-template-form";
import { orNull } from "@/lib/platform/pages/load";
import { getProcedureTemplate } from "@/lib/modules/admin/procedure-templates/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("procedureTemplates"))("title") };
}

async function EditProcedureTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const template = await orNull(getProcedureTemplate((await params).id));
  if (!template) notFound();
  return <ProcedureTemplateForm template={template} />;
}

export default withClientMessages(EditProcedureTemplatePage, "(app)/admin/procedure-templates/[id]/edit");
