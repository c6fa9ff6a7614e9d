import { CompetenceForm } from "@/components/modules/organization/competences/competence-form";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { getCompetence } from "@/lib/modules/organization/competences/data";
import { loadOrNotFound } from "@/lib/platform/pages/load";

export default async function EditCompetencePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { context } = await getPageContext();
  const competence =
    id === "new" ? null : await loadOrNotFound(id, (competenceId) => getCompetence(context, competenceId));
  return <CompetenceForm organizationId={context.organizationId} competence={competence} />;
}
