import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MeterForm } from "@/components/modules/monitoring/meters/meter-form";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { isMeterType } from "@/lib/platform/units/catalogue";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ meterType: string }> }) {
  const { meterType } = await params;
  const t = await getTranslations("meters");
  return { title: isMeterType(meterType) ? t("form.newTitle", { type: t(`types.${meterType}`) }) : t("title") };
}

async function NewMeterPage({ params }: { params: Promise<{ meterType: string }> }) {
  const [{ meterType }, { context }] = await Promise.all([params, getPageContext()]);
  if (!isMeterType(meterType)) notFound();
  const areas = await listAreas(context);
  return (
    <MeterForm
      key={`${context.organizationId} ${meterType}`}
      organizationId={context.organizationId}
      meterType={meterType}
      meter={null}
      areas={areas.map((area) => ({ id: area.id, name: area.name }))}
    />
  );
}

export default withClientMessages(NewMeterPage, "(app)/monitoring/meters/new/[meterType]");
