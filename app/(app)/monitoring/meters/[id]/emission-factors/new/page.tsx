import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EmissionFactorForm } from "@/components/modules/admin/emission-factors/emission-factor-form";
import { recordPage } from "@/lib/platform/pages/record";
import type { MeterType } from "@/lib/platform/units/catalogue";
import { meterFactors } from "@/lib/modules/monitoring/carbon/links";
import { getMeter } from "@/lib/modules/monitoring/meters/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("emissionFactors"))("newOwnTitle") };
}

/** The organization's own factor (e.g. a supplier's market-based declaration), made for one meter and linked to it. */
async function NewMeterFactorPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record: meter } = await recordPage(params, getMeter);
  if (!meter || meter.meterType === "CUSTOM") notFound();
  const linked = await meterFactors(context, meter.id);
  return (
    <EmissionFactorForm
      key={context.organizationId}
      factor={null}
      utilityType={meter.meterType as MeterType}
      own={{ organizationId: context.organizationId, meterId: meter.id }}
      linkedNames={linked.map((factor) => factor.name)}
    />
  );
}

export default withClientMessages(NewMeterFactorPage, "(app)/monitoring/meters/[id]/emission-factors/new");
