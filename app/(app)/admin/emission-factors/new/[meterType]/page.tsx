import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EmissionFactorForm } from "@/components/modules/admin/emission-factors/emission-factor-form";
import { isMeterType } from "@/lib/platform/units/catalogue";

export async function generateMetadata() {
  return { title: (await getTranslations("emissionFactors"))("newTitle") };
}

export default async function NewEmissionFactorPage({ params }: { params: Promise<{ meterType: string }> }) {
  const { meterType } = await params;
  if (!isMeterType(meterType) || meterType === "CUSTOM") notFound();
  return <EmissionFactorForm factor={null} utilityType={meterType} />;
}
