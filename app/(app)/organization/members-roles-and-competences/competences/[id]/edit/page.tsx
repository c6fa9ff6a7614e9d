import { CompetenceForm } from "@/components/people/competence-form";
import { getPageContext } from "@/lib/auth/page-context";
import { getCompetence } from "@/lib/competences/data";
import { loadOrNotFound } from "@/lib/page-data";

export default async function EditCompetencePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { context } = await getPageContext();
  const competence =
    id === "new" ? null : await loadOrNotFound(id, (competenceId) => getCompetence(context, competenceId));
  return <CompetenceForm organizationId={context.organizationId} competence={competence} />;
}
