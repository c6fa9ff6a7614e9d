import { Stack } from "@mui/material";
import { getLocale, getTranslations } from "next-intl/server";
import { questionnaireGridRow } from "@/components/modules/evaluation/questionnaires/grid-row";
import { QuestionnairesGrid } from "@/components/modules/evaluation/questionnaires/questionnaires-grid";
import { ListHeader } from "@/components/platform/data-grid/list-header";
import { listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import type { SearchParams } from "@/lib/platform/pages/list";
import { listQuestionnaires } from "@/lib/modules/evaluation/questionnaires/data";
import { questionnaireList } from "@/lib/modules/evaluation/questionnaires/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export const generateMetadata = listScreenMetadata("questionnaires");

/**
 * The questionnaires the organization answers: the system's and its own copies in one list, each
 * tagged with who keeps it. Nothing is made new here: an own questionnaire starts as a copy, from
 * the screen of the one it copies.
 */
async function QuestionnairesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [{ context }, params, locale, t] = await Promise.all([
    getPageContext(),
    searchParams,
    getLocale(),
    getTranslations("questionnaires"),
  ]);
  const { state, query } = listStateFromUrl(params, questionnaireList);
  const page = await listQuestionnaires(context, query);
  return (
    <Stack spacing={2}>
      <ListHeader messages="questionnaires" />
      <RefreshOnChange kind="questionnaire" />
      <QuestionnairesGrid
        // another organization's list starts afresh (search box and grid state)
        key={context.organizationId}
        area="organization"
        empty={t("empty")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/questionnaires`,
          page: { ...page, content: page.content.map((questionnaire) => questionnaireGridRow(questionnaire, locale)) },
        }}
      />
    </Stack>
  );
}

export default withClientMessages(QuestionnairesPage, "(app)/evaluation/questionnaires");
