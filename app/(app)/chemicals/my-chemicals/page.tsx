import AddIcon from "@mui/icons-material/Add";
import { getTranslations } from "next-intl/server";
import {
  ChemicalRegisterGrid,
  type ChemicalRegisterGridRow,
} from "@/components/modules/chemicals/register/chemical-register-grid";
import { ListScreen, listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import { ImportButton } from "@/components/platform/imports/import-button";
import { LinkButton } from "@/components/platform/ui/link-button";
import type { ListView } from "@/lib/platform/lists/url-state";
import type { SearchParams } from "@/lib/platform/pages/list";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { currentSheetHref } from "@/lib/modules/chemicals/register/sheet-links";
import { listPictograms } from "@/lib/modules/admin/hazard-data/data";
import { pageLanguage } from "@/lib/modules/admin/hazard-data/language";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { amountUnitSymbol } from "@/lib/modules/chemicals/register/amount-units";
import { listChemicalRegister } from "@/lib/modules/chemicals/register/data";
import { REGISTER_IMPORT_COLUMNS, registerImportHeading } from "@/lib/modules/chemicals/register/import-columns";
import { chemicalRegisterList } from "@/lib/modules/chemicals/register/schema";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { PrintLabels } from "@/components/modules/qr-labels/print-labels";

export const generateMetadata = listScreenMetadata("chemicalRegister");

const PATH = "/chemicals/my-chemicals";

async function MyChemicalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [t, { context }, params, pictograms] = await Promise.all([
    getTranslations("chemicalRegister"),
    getPageContext(),
    searchParams,
    pageLanguage().then(listPictograms),
  ]);
  const areas = (await listAreas(context)).map((area) => ({ id: area.id, name: area.name }));
  const pictogramNames = new Map(pictograms.map((pictogram) => [pictogram.code, pictogram.name]));
  const attention = params.needsAttention === "true";
  function Grid(props: { view: ListView<ChemicalRegisterGridRow>; empty: string }) {
    return <ChemicalRegisterGrid {...props} areas={areas} />;
  }
  return (
    <ListScreen
      searchParams={searchParams}
      list={chemicalRegisterList}
      load={listChemicalRegister}
      create={chemicalRegisterAccess.create}
      grid={Grid}
      messages="chemicalRegister"
      path={PATH}
      endpoint="chemical-associations"
      kind="chemical-association"
      createAction={
        <>
          <ImportButton
            endpoint={`/api/v1/organizations/${context.organizationId}/chemical-associations/imports`}
            title={t("import.title")}
            messages="chemicalRegister.import"
            columns={REGISTER_IMPORT_COLUMNS.map((name) => ({ name, label: t(registerImportHeading(name)) }))}
          />
          <LinkButton href={`${PATH}/new`} variant="contained" startIcon={<AddIcon />}>
            {t("add")}
          </LinkButton>
        </>
      }
      links={
        <>
          <LinkButton href={attention ? PATH : `${PATH}?needsAttention=true`} variant="outlined">
            {attention ? t("allView") : t("needsAttentionView")}
          </LinkButton>
          <PrintLabels organizationId={context.organizationId} kind="chemical" />
        </>
      }
      row={(chemical, { day }) => ({
        id: chemical.id,
        name: chemical.name,
        pictograms: chemical.chemical.pictograms.map((code) => ({ code, name: pictogramNames.get(code) ?? code })),
        signalWord: chemical.chemical.signalWord,
        dangerCode: chemical.dangerCode,
        storageClass: chemical.storageClass,
        sdsDate: day(chemical.safetyDataSheet.lastRevisionDate),
        sdsStatus: chemical.safetyDataSheet.status,
        sdsHref: chemical.safetyDataSheet.fileId ? currentSheetHref(context.organizationId, chemical.id) : null,
        substitution: chemical.substitution.reasons,
        gaps: chemical.gaps.map((gap) => t(`gaps.${gap}`)).join(", "),
        amount: chemical.amount === null ? null : `${chemical.amount} ${amountUnitSymbol(chemical.amountUnit ?? "")}`,
        areas: [...new Set([...chemical.useAreas, ...chemical.storageAreas].map((area) => area.name))].join(", "),
        lastModifiedDate: chemical.lastModifiedDate.toISOString(),
      })}
    />
  );
}

export default withClientMessages(MyChemicalsPage, "(app)/chemicals/my-chemicals");
