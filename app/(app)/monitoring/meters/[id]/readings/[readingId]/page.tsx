import { redirect } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { LazyReadingForm } from "@/components/modules/monitoring/meters/lazy";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { DetailFrame } from "@/components/platform/ui/detail-frame";
import { FactList } from "@/components/platform/ui/fact-list";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import type { MeterType } from "@/lib/platform/units/catalogue";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { getMeter, getReading } from "@/lib/modules/monitoring/meters/data";
import { unitSymbol } from "@/lib/modules/monitoring/meters/groups";
import { withClientMessages } from "@/components/platform/providers/client-messages";

type Params = Promise<{ id: string; readingId: string }>;

export async function generateMetadata() {
  const t = await getTranslations("meters.readings");
  return { title: t("title") };
}

/** One reading: what was entered, what it is in the meter's unit, the period's consumption; "new" is the form. */
async function ReadingPage({ params }: { params: Params }) {
  const [{ id, readingId }, { context }] = await Promise.all([params, getPageContext()]);
  const t = await getTranslations("meters.readings.detail");
  const tReadings = await getTranslations("meters.readings");
  const format = await getFormatter();
  const meter = await loadOrNotFound(id, (meterId) => getMeter(context, meterId));
  const base = `/monitoring/meters/${meter.id}`;
  const meterFacts = { ...meter, meterType: meter.meterType as MeterType };
  if (readingId === "new") {
    if (!permits(meterAccess.update, context)) redirect("/unauthorized");
    return <LazyReadingForm organizationId={context.organizationId} meter={meterFacts} reading={null} />;
  }
  const reading = await loadOrNotFound(readingId, (recordId) => getReading(context, meter.id, recordId));
  const symbol = (unit: string) => unitSymbol(meter.unitGroup, unit);
  const number = (value: string) => format.number(Number(value), { maximumFractionDigits: 6 });
  const when = (instant: Date) => format.dateTime(instant, "timestamp");
  const facts: [string, string][] = [
    [t("value"), `${number(reading.value)} ${symbol(reading.unit)}`],
    [t("inMeterUnit"), `${number(reading.valueInMeterUnit)} ${symbol(meter.unit)}`],
  ];
  if (meter.readingMode !== "MEASUREMENT") {
    facts.push([
      t("quantity"),
      reading.quantityInMeterUnit === null
        ? t("noPeriod")
        : `${number(reading.quantityInMeterUnit)} ${symbol(meter.unit)}`,
    ]);
    if (reading.periodStart) {
      facts.push([t("period"), t("periodValue", { from: when(reading.periodStart), to: when(reading.performedAt) })]);
    }
    if (reading.reset) facts.push([t("reset"), t("resetValue")]);
  } else if (reading.exceedance) {
    facts.push([tReadings("exceedanceFilter"), tReadings(reading.exceedance === "ABOVE" ? "above" : "below")]);
  }
  if (reading.note) facts.push([t("note"), reading.note]);
  const canEdit = permits(meterAccess.update, context);
  const actions = [{ href: base, label: t("back", { name: meter.name }) }];
  if (canEdit) actions.push({ href: `${base}/readings/${reading.id}/edit`, label: t("edit") });
  const path = `/api/v1/organizations/${context.organizationId}/meters/${meter.id}/readings/${reading.id}`;
  return (
    <DetailFrame
      title={t("title", { date: when(reading.performedAt) })}
      actions={actions}
      more={
        canEdit ? <RemovalButton kind="delete" path={path} name={when(reading.performedAt)} afterHref={base} /> : null
      }
    >
      <Section title={meter.name}>
        <FactList facts={facts} />
      </Section>
      <Section>
        <ReadOnlyDocuments organizationId={context.organizationId} files={reading.files} />
      </Section>
      <HistoryPanel path={`/api/v1/organizations/${context.organizationId}/meters/${meter.id}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(ReadingPage, "(app)/monitoring/meters/[id]/readings/[readingId]");
