import { getTranslations } from "next-intl/server";
import { ReadingForm } from "@/components/modules/monitoring/meters/reading-form";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import type { MeterType } from "@/lib/platform/units/catalogue";
import { getMeter, getReading } from "@/lib/modules/monitoring/meters/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

type Params = Promise<{ id: string; readingId: string }>;

export async function generateMetadata() {
  const t = await getTranslations("meters.readings");
  return { title: t("title") };
}

async function EditReadingPage({ params }: { params: Params }) {
  const [{ id, readingId }, { context }] = await Promise.all([params, getPageContext()]);
  const meter = await loadOrNotFound(id, (meterId) => getMeter(context, meterId));
  const reading = await loadOrNotFound(readingId, (recordId) => getReading(context, meter.id, recordId));
  return (
    <ReadingForm
      key={context.organizationId}
      organizationId={context.organizationId}
      meter={{ ...meter, meterType: meter.meterType as MeterType }}
      reading={reading}
    />
  );
}

export default withClientMessages(EditReadingPage, "(app)/monitoring/meters/[id]/readings/[readingId]/edit");
