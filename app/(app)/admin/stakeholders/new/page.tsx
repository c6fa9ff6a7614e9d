import { getTranslations } from "next-intl/server";
import { CatalogueForm } from "@/components/modules/admin/stakeholders/catalogue-form";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("stakeholders.catalogue"))("newTitle") };
}

function NewCatalogueStakeholderPage() {
  return <CatalogueForm stakeholder={null} />;
}

export default withClientMessages(NewCatalogueStakeholderPage, "(app)/admin/stakeholders/new");
