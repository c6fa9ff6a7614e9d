import { CompetenceForm } from "@/components/modules/organization/competences/competence-form";
import { getCompetence } from "@/lib/modules/organization/competences/data";
import { recordPage } from "@/lib/platform/pages/record";

export default async function EditCompetencePage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getCompetence);
  return <CompetenceForm organizationId={context.organizationId} competence={record} />;
}
