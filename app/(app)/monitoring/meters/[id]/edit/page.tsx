import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MeterForm } from "@/components/modules/monitoring/meters/meter-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import type { MeterType } from "@/lib/platform/units/catalogue";
import { getMeter } from "@/lib/modules/monitoring/meters/data";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("meters");
  return recordTitle(params, getMeter, {
    record: (meter) => t("form.editTitle", { name: meter.name }),
    new: t("add"),
  });
}

async function EditMeterPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getMeter);
  if (!record) notFound();
  const areas = await listAreas(context);
  return (
    // keyed by organization: switching it in the header must start the form afresh
    <MeterForm
      key={context.organizationId}
      organizationId={context.organizationId}
      meterType={record.meterType as MeterType}
      meter={record}
      areas={areas.map((area) => ({ id: area.id, name: area.name }))}
    />
  );
}

export default withClientMessages(EditMeterPage, "(app)/monitoring/meters/[id]/edit");
