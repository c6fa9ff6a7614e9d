import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { GuaranteeForm } from "@/components/modules/monitoring/carbon/guarantee-form";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { recordPage } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { getMeter } from "@/lib/modules/monitoring/meters/data";

export async function generateMetadata() {
  return { title: (await getTranslations("carbon.guarantees"))("add") };
}

/** Guarantees of origin for an electricity meter, recorded from its screen. */
async function NewGuaranteePage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record: meter } = await recordPage(params, getMeter);
  if (!meter || meter.meterType !== "ELECTRICITY" || meter.archivedDate) notFound();
  const thisMonth = calendarToday().toISOString().slice(0, 7);
  return (
    <GuaranteeForm
      key={context.organizationId}
      organizationId={context.organizationId}
      meterId={meter.id}
      meterName={meter.name}
      thisMonth={thisMonth}
    />
  );
}

export default withClientMessages(NewGuaranteePage, "(app)/monitoring/meters/[id]/guarantees-of-origin/new");
