import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ChemicalForm } from "@/components/modules/admin/chemicals/chemical-form";
import { getChemical } from "@/lib/modules/admin/chemicals/data";
import { pageLanguage } from "@/lib/modules/admin/hazard-data/language";
import { statementOptions } from "@/lib/modules/admin/hazard-data/statement-options";
import { orNull } from "@/lib/platform/pages/load";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("chemicals"))("form.editPageTitle") };
}

async function EditChemicalPage({ params }: { params: Promise<{ id: string }> }) {
  const language = await pageLanguage();
  const chemical = await orNull(getChemical((await params).id, language));
  if (!chemical) notFound();
  return <ChemicalForm chemical={chemical} statements={await statementOptions(language)} />;
}

export default withClientMessages(EditChemicalPage, "(app)/admin/chemicals/[id]/edit");
