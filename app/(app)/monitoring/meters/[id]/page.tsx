import { Stack } from "@mui/material";
import { redirect } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { GuaranteesSection } from "@/components/modules/monitoring/carbon/guarantees-section";
import { MeterCarbonSection } from "@/components/modules/monitoring/meters/meter-carbon-section";
import { MeterFacts } from "@/components/modules/monitoring/meters/meter-facts";
import { MeterSeriesSection } from "@/components/modules/monitoring/meters/meter-series-section";
import { PrintLabels } from "@/components/modules/qr-labels/print-labels";
import { ReadingsGrid } from "@/components/modules/monitoring/meters/readings-grid";
import { RecordObjectives } from "@/components/modules/planning/objectives/record-objectives";
import { RecordAspects } from "@/components/modules/planning/aspects/record-aspects";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { LinkButton } from "@/components/platform/ui/link-button";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import type { SearchParams } from "@/lib/platform/pages/list";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import type { MeterType } from "@/lib/platform/units/catalogue";
import { carbonAccess } from "@/lib/modules/monitoring/carbon/access";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { getMeter, listReadings } from "@/lib/modules/monitoring/meters/data";
import { unitSymbol } from "@/lib/modules/monitoring/meters/groups";
import { fromNormal } from "@/lib/modules/monitoring/meters/quantities";
import { readingList } from "@/lib/modules/monitoring/meters/schema";
import { meterSeries } from "@/lib/modules/monitoring/meters/series";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/monitoring/meters";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("meters");
  return recordTitle(params, getMeter, { record: (meter) => meter.name, new: t("add") });
}

async function MeterPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const t = await getTranslations("meters");
  const format = await getFormatter();
  const { context, record: meter } = await recordPage(params, getMeter, { create: meterAccess.create });
  // a meter is made from its type (new/{meterType}), chosen on the list
  if (!meter) redirect(BASE);
  const urlParams = await searchParams;
  const yearParam = Number(urlParams.year);
  const year = Number.isInteger(yearParam) && yearParam >= 1900 && yearParam <= 2200 ? yearParam : undefined;
  const { state, query } = listStateFromUrl(urlParams, readingList);
  const [series, readings] = await Promise.all([
    meterSeries(context, meter.id, year),
    listReadings(context, meter.id, query),
  ]);
  const unitOf = { meterType: meter.meterType as MeterType, unit: meter.unit };
  const symbol = unitSymbol(meter.unitGroup, meter.unit);
  const number = (value: string) => format.number(Number(value), { maximumFractionDigits: 6 });
  const canEdit = permits(meterAccess.update, context);
  const actions = [{ href: BASE, label: t("detail.back") }];
  if (canEdit) actions.push({ href: `${BASE}/${meter.id}/edit`, label: t("detail.edit") });
  const path = `/api/v1/organizations/${context.organizationId}/meters/${meter.id}`;
  return (
    <DetailFrame
      archived={archivedOf(meter, permits(meterAccess.archive, context), path)}
      title={meter.name}
      actions={actions}
      more={
        <>
          <PrintLabels organizationId={context.organizationId} kind="meter" recordId={meter.id} />
          {canEdit && !meter.archivedDate ? (
            <RemovalButton kind="archive" path={path} name={meter.name} afterHref={BASE} />
          ) : null}
        </>
      }
    >
      <MeterFacts meter={meter} />
      <MeterSeriesSection name={meter.name} unitSymbol={symbol} series={series} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        <LinkButton href={`${BASE}/${meter.id}?year=${series.year - 1}`} variant="outlined">
          {String(series.year - 1)}
        </LinkButton>
        <LinkButton href={`${BASE}/${meter.id}?year=${series.year + 1}`} variant="outlined">
          {String(series.year + 1)}
        </LinkButton>
      </Stack>
      {meter.readingMode !== "MEASUREMENT" ? (
        <MeterCarbonSection
          context={context}
          meterId={meter.id}
          meterType={meter.meterType}
          name={meter.name}
          year={series.year}
          canLink={permits(carbonAccess.link, context) && !meter.archivedDate}
        />
      ) : null}
      {meter.meterType === "ELECTRICITY" ? (
        <GuaranteesSection
          context={context}
          meterId={meter.id}
          canRecord={permits(carbonAccess.link, context) && !meter.archivedDate}
        />
      ) : null}
      <Section title={t("detail.readings")}>
        {canEdit ? (
          <Stack direction="row" sx={{ justifyContent: "flex-end", mb: 1 }}>
            <LinkButton href={`${BASE}/${meter.id}/readings/new`} variant="contained">
              {t("detail.addReading")}
            </LinkButton>
          </Stack>
        ) : null}
        <ReadingsGrid
          meterId={meter.id}
          measurement={meter.readingMode === "MEASUREMENT"}
          view={{
            state,
            exportPath: `${path}/readings`,
            page: {
              ...readings,
              content: readings.content.map((reading) => ({
                id: reading.id,
                performedAt: format.dateTime(reading.performedAt, "timestamp"),
                value: `${number(reading.value)} ${unitSymbol(meter.unitGroup, reading.unit)}`,
                quantity:
                  reading.quantity === null
                    ? ""
                    : `${number(fromNormal(reading.quantity, unitOf, true).toString())} ${symbol}`,
                reset: reading.reset,
                exceedance: reading.exceedance,
                note: reading.note,
              })),
            },
          }}
        />
      </Section>
      {/* the document list carries its own heading */}
      <Section>
        <ReadOnlyDocuments organizationId={context.organizationId} files={meter.files} />
      </Section>
      <RecordAspects context={context} record={{ meterId: meter.id }} />
      <RecordObjectives context={context} meterId={meter.id} />
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(MeterPage, "(app)/monitoring/meters/[id]");
