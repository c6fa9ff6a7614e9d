import { MetersGrid } from "@/components/modules/monitoring/meters/meters-grid";
import { NewMeterMenu } from "@/components/modules/monitoring/meters/new-meter-menu";
import { getTranslations } from "next-intl/server";
import { ImportButton } from "@/components/platform/imports/import-button";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { ListScreen, listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { SearchParams } from "@/lib/platform/pages/list";
import { LinkButton } from "@/components/platform/ui/link-button";
import { permits } from "@/lib/platform/auth/access";
import { carbonAccess } from "@/lib/modules/monitoring/carbon/access";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { listMeters } from "@/lib/modules/monitoring/meters/data";
import { unitSymbol } from "@/lib/modules/monitoring/meters/groups";
import { meterList } from "@/lib/modules/monitoring/meters/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { PrintLabels } from "@/components/modules/qr-labels/print-labels";

export const generateMetadata = listScreenMetadata("meters");

const IMPORT_COLUMNS = ["meter", "performedAt", "value", "unit", "reset", "note"] as const;

async function MetersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { context } = await getPageContext();
  const t = await getTranslations("meters");
  return (
    <ListScreen
      searchParams={searchParams}
      list={meterList}
      load={listMeters}
      create={meterAccess.create}
      createAction={
        <>
          <ImportButton
            endpoint={`/api/v1/organizations/${context.organizationId}/meters/readings/imports`}
            title={t("import.title")}
            messages="meters.import"
            columns={IMPORT_COLUMNS.map((name) => ({ name, label: t(`readings.columns.${name}`) }))}
          />
          <NewMeterMenu />
        </>
      }
      links={
        <>
          {permits(carbonAccess.read, context) ? (
            <LinkButton href="/monitoring/meters/ghg-account" variant="outlined">
              {t("ghgAccount")}
            </LinkButton>
          ) : null}
          <PrintLabels organizationId={context.organizationId} kind="meter" />
        </>
      }
      grid={MetersGrid}
      messages="meters"
      path="/monitoring/meters"
      endpoint="meters"
      kind="meter"
      row={(meter, { day }) => ({
        id: meter.id,
        name: meter.name,
        meterType: meter.meterType,
        unit: unitSymbol(meter.unitGroup, meter.unit),
        readingMode: meter.readingMode,
        area: meter.area?.name ?? null,
        identifier: meter.identifier,
        nextReadingDate: day(meter.nextReadingDate),
        status: meter.readingStatus,
        lastModifiedDate: meter.lastModifiedDate.toISOString(),
      })}
    />
  );
}

export default withClientMessages(MetersPage, "(app)/monitoring/meters");
