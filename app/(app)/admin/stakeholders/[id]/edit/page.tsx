import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CatalogueForm } from "@/components/modules/admin/stakeholders/catalogue-form";
import { orNull } from "@/lib/platform/pages/load";
import { getCatalogueStakeholder } from "@/lib/modules/admin/stakeholders/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("stakeholders.catalogue"))("title") };
}

async function EditCatalogueStakeholderPage({ params }: { params: Promise<{ id: string }> }) {
  const stakeholder = await orNull(getCatalogueStakeholder((await params).id));
  if (!stakeholder) notFound();
  return <CatalogueForm stakeholder={stakeholder} />;
}

export default withClientMessages(EditCatalogueStakeholderPage, "(app)/admin/stakeholders/[id]/edit");
