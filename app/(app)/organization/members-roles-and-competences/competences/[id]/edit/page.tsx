import { getTranslations } from "next-intl/server";
import { CompetenceForm } from "@/components/modules/organization/competences/competence-form";
import { getCompetence } from "@/lib/modules/organization/competences/data";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("people");
  return recordTitle(params, getCompetence, {
    record: (competence) => t("competence.editTitle", { name: competence.name }),
    new: t("competence.newTitle"),
  });
}

async function EditCompetencePage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getCompetence);
  return <CompetenceForm organizationId={context.organizationId} competence={record} />;
}

export default withClientMessages(
  EditCompetencePage,
  "(app)/organization/members-roles-and-competences/competences/[id]/edit",
);
