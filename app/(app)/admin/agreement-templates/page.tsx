import { getLocale } from "next-intl/server";
import { agreementTemplateGridRow } from "@/components/modules/admin/agreement-templates/grid-row";
import { AgreementTemplatesGrid } from "@/components/modules/admin/agreement-templates/agreement-templates-grid";
import { CatalogueListScreen } from "@/components/platform/data-grid/catalogue-list-screen";
import { listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { SearchParams } from "@/lib/platform/pages/list";
import { listAgreementTemplates } from "@/lib/modules/admin/agreement-templates/data";
import { agreementTemplateList } from "@/lib/modules/admin/agreement-templates/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export const generateMetadata = listScreenMetadata("agreementTemplates");

/** The maintainers' agreement templates, which every control book can make an agreement from. */
async function AgreementTemplatesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const locale = await getLocale();
  return (
    <CatalogueListScreen
      searchParams={searchParams}
      list={agreementTemplateList}
      load={listAgreementTemplates}
      messages="agreementTemplates"
      path="/admin/agreement-templates"
      exportPath="/api/v1/agreement-templates"
      kind="agreementTemplate"
      row={(template) => agreementTemplateGridRow(template, locale)}
      grid={(view) => <AgreementTemplatesGrid view={view} />}
    />
  );
}

export default withClientMessages(AgreementTemplatesPage, "(app)/admin/agreement-templates");
