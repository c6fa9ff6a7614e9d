import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EmissionFactorForm } from "@/components/modules/admin/emission-factors/emission-factor-form";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import { recordPage } from "@/lib/platform/pages/record";
import { getOrganizationFactor } from "@/lib/modules/admin/emission-factors/data";
import { getMeter } from "@/lib/modules/monitoring/meters/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("emissionFactors"))("editOwnTitle") };
}

/** One of the organization's own factors, opened from a meter it applies to (e.g. to add next year's value). */
async function EditMeterFactorPage({ params }: { params: Promise<{ id: string; factorId: string }> }) {
  const { context, record: meter } = await recordPage(params, getMeter);
  if (!meter) notFound();
  const factor = await loadOrNotFound((await params).factorId, (id) => getOrganizationFactor(context, id));
  return (
    <EmissionFactorForm
      key={context.organizationId}
      factor={factor}
      utilityType={factor.utilityType}
      own={{ organizationId: context.organizationId, meterId: meter.id }}
    />
  );
}

export default withClientMessages(EditMeterFactorPage, "(app)/monitoring/meters/[id]/emission-factors/[factorId]/edit");
