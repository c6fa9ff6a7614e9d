import { getTranslations } from "next-intl/server";
import { CatalogueForm } from "@/components/modules/admin/stakeholders/catalogue-form";

export async function generateMetadata() {
  return { title: (await getTranslations("stakeholders.catalogue"))("newTitle") };
}

export default function NewCatalogueStakeholderPage() {
  return <CatalogueForm stakeholder={null} />;
}
