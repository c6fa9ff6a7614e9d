import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EmissionFactorForm } from "@/components/modules/admin/emission-factors/emission-factor-form";
import { orNull } from "@/lib/platform/pages/load";
import { getCatalogueFactor } from "@/lib/modules/admin/emission-factors/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("emissionFactors"))("editTitle") };
}

async function EditEmissionFactorPage({ params }: { params: Promise<{ id: string }> }) {
  const factor = await orNull(getCatalogueFactor((await params).id));
  if (!factor) notFound();
  return <EmissionFactorForm factor={factor} utilityType={factor.utilityType} />;
}

export default withClientMessages(EditEmissionFactorPage, "(app)/admin/emission-factors/[id]/edit");
