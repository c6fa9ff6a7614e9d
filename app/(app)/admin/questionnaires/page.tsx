import { getLocale, getTranslations } from "next-intl/server";
import { questionnaireGridRow } from "@/components/modules/evaluation/questionnaires/grid-row";
import { QuestionnairesGrid } from "@/components/modules/evaluation/questionnaires/questionnaires-grid";
import { CatalogueListScreen } from "@/components/platform/data-grid/catalogue-list-screen";
import { listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { ListQuery } from "@/lib/platform/lists/list";
import { listPage } from "@/lib/platform/lists/query";
import type { SearchParams } from "@/lib/platform/pages/list";
import { systemQuestionnaireSource } from "@/lib/modules/evaluation/questionnaires/data";
import { questionnaireList } from "@/lib/modules/evaluation/questionnaires/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export const generateMetadata = listScreenMetadata("questionnaires.admin");

/** The system's questionnaires, as the API's list of them reads them. */
const listSystemQuestionnaires = (query: ListQuery<typeof questionnaireList>) =>
  listPage(questionnaireList, query, systemQuestionnaireSource(query));

/** The system's questionnaires, kept by maintainers: every organization answers and copies them. */
async function QuestionnairesAdminPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("questionnaires")]);
  return (
    <CatalogueListScreen
      searchParams={searchParams}
      list={questionnaireList}
      load={listSystemQuestionnaires}
      messages="questionnaires.admin"
      path="/admin/questionnaires"
      exportPath="/api/v1/questionnaires"
      kind="questionnaire"
      row={(questionnaire) => questionnaireGridRow(questionnaire, locale)}
      grid={(view) => <QuestionnairesGrid view={view} empty={t("empty")} area="admin" />}
    />
  );
}

export default withClientMessages(QuestionnairesAdminPage, "(app)/admin/questionnaires");
