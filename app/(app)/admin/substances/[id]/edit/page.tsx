import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SubstanceForm } from "@/components/modules/admin/substances/substance-form";
import { statementOptions } from "@/lib/modules/admin/hazard-data/statement-options";
import { pageLanguage } from "@/lib/modules/admin/hazard-data/language";
import { getSubstance } from "@/lib/modules/admin/substances/data";
import { orNull } from "@/lib/platform/pages/load";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("substances"))("form.editPageTitle") };
}

async function EditSubstancePage({ params }: { params: Promise<{ id: string }> }) {
  const language = await pageLanguage();
  const substance = await orNull(getSubstance((await params).id, language));
  if (!substance) notFound();
  const { H: hazardStatements, EUH: euHazardStatements } = await statementOptions(language);
  return (
    <SubstanceForm substance={substance} hazardStatements={hazardStatements} euHazardStatements={euHazardStatements} />
  );
}

export default withClientMessages(EditSubstancePage, "(app)/admin/substances/[id]/edit");
