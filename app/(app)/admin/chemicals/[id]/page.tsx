import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ChemicalDetailView } from "@/components/modules/admin/chemicals/chemical-detail";
import { LazyChemicalForm } from "@/components/modules/admin/chemicals/lazy";
import { DetailFrame } from "@/components/platform/ui/detail-frame";
import { getChemical, getChemicalRestrictions } from "@/lib/modules/admin/chemicals/data";
import { pageLanguage } from "@/lib/modules/admin/hazard-data/language";
import { statementOptions } from "@/lib/modules/admin/hazard-data/statement-options";
import { orNull } from "@/lib/platform/pages/load";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("chemicals");
  const { id } = await params;
  if (id === "new") return { title: t("form.newTitle") };
  const chemical = await orNull(getChemical(id, await pageLanguage()));
  return { title: chemical?.tradeName ?? t("title") };
}

/** One product, or at "new" the form that adds one. */
async function ChemicalPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const language = await pageLanguage();
  const t = await getTranslations("chemicals");
  if (id === "new") return <LazyChemicalForm chemical={null} statements={await statementOptions(language)} />;
  const chemical = await orNull(getChemical(id, language));
  if (!chemical) notFound();
  const restrictions = await getChemicalRestrictions(id, language);
  return (
    <DetailFrame
      title={chemical.tradeName}
      subtitle={chemical.producer?.name}
      actions={[
        { href: "/admin/chemicals", label: t("back") },
        { href: `/admin/chemicals/${chemical.id}/edit`, label: t("edit"), primary: true },
      ]}
    >
      <ChemicalDetailView chemical={chemical} restrictions={restrictions} />
    </DetailFrame>
  );
}

export default withClientMessages(ChemicalPage, "(app)/admin/chemicals/[id]");
