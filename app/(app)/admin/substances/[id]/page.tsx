import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SubstanceDetailView } from "@/components/modules/admin/substances/substance-detail";
import { LazySubstanceForm } from "@/components/modules/admin/substances/lazy";
import { DetailFrame } from "@/components/platform/ui/detail-frame";
import { hazardStatementTexts, listPictograms } from "@/lib/modules/admin/hazard-data/data";
import { statementOptions } from "@/lib/modules/admin/hazard-data/statement-options";
import { pageLanguage } from "@/lib/modules/admin/hazard-data/language";
import { getSubstance } from "@/lib/modules/admin/substances/data";
import { orNull } from "@/lib/platform/pages/load";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("substances");
  const { id } = await params;
  if (id === "new") return { title: t("form.newTitle") };
  const substance = await orNull(getSubstance(id, await pageLanguage()));
  return { title: substance?.name ?? t("title") };
}

/** One substance, or at "new" the form that adds one. */
async function SubstancePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const language = await pageLanguage();
  const t = await getTranslations("substances");
  if (id === "new") {
    const { H: hazardStatements, EUH: euHazardStatements } = await statementOptions(language);
    return (
      <LazySubstanceForm substance={null} hazardStatements={hazardStatements} euHazardStatements={euHazardStatements} />
    );
  }
  const substance = await orNull(getSubstance(id, language));
  if (!substance) notFound();
  const [statements, pictograms] = await Promise.all([hazardStatementTexts(language), listPictograms(language)]);
  return (
    <DetailFrame
      title={substance.name}
      subtitle={[substance.casNumber && `CAS ${substance.casNumber}`, substance.ecNumber && `EC ${substance.ecNumber}`]
        .filter(Boolean)
        .join(" · ")}
      actions={[
        { href: "/admin/substances", label: t("back") },
        { href: `/admin/substances/${substance.id}/edit`, label: t("edit"), primary: true },
      ]}
    >
      <SubstanceDetailView
        substance={substance}
        statements={statements}
        pictogramNames={Object.fromEntries(pictograms.map((pictogram) => [pictogram.code, pictogram.name]))}
      />
    </DetailFrame>
  );
}

export default withClientMessages(SubstancePage, "(app)/admin/substances/[id]");
