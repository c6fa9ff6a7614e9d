import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EmissionFactorForm } from "@/components/modules/admin/emission-factors/emission-factor-form";
import { isMeterType } from "@/lib/platform/units/catalogue";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("emissionFactors"))("newTitle") };
}

async function NewEmissionFactorPage({ params }: { params: Promise<{ meterType: string }> }) {
  const { meterType } = await params;
  if (!isMeterType(meterType) || meterType === "CUSTOM") notFound();
  return <EmissionFactorForm factor={null} utilityType={meterType} />;
}

export default withClientMessages(NewEmissionFactorPage, "(app)/admin/emission-factors/new/[meterType]");
