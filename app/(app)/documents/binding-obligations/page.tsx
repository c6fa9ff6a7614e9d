import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { BindAct } from "@/components/modules/documents/binding-obligations/bind-act";
import { ObligationsGrid } from "@/components/modules/documents/binding-obligations/obligations-grid";
import { MatrixView } from "@/components/modules/documents/binding-obligations/matrix-view";
import { PageHeader } from "@/components/platform/ui/page-header";
import { LinkButton } from "@/components/platform/ui/link-button";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { permits } from "@/lib/platform/auth/access";
import { listTopics } from "@/lib/modules/admin/legislation/data";
import { topicOption } from "@/lib/modules/admin/legislation/topic-options";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { listObligations } from "@/lib/modules/documents/binding-obligations/data";
import { obligationList } from "@/lib/modules/documents/binding-obligations/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getLanguage } from "@/lib/platform/i18n/get-language";

type SearchParams = Record<string, string | string[] | undefined>;

export async function generateMetadata() {
  return { title: (await getTranslations("bindingObligations"))("title") };
}

/** The organization's binding obligations: a server-paged list, or (`view=matrix`) the matrix for an auditor. */
async function BindingObligationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("bindingObligations");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const params = await searchParams;
  const matrix = params.view === "matrix";
  const canEdit = permits(obligationAccess.create, context);
  const topics = (await listTopics({})).map(topicOption(await getLanguage()));
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : null);
  const header = (
    <PageHeader
      title={t("title")}
      actions={
        <LinkButton
          href={matrix ? "/documents/binding-obligations" : "/documents/binding-obligations?view=matrix"}
          variant="outlined"
        >
          {matrix ? t("views.list") : t("views.matrix")}
        </LinkButton>
      }
    >
      <Typography color="text.secondary">{t("intro")}</Typography>
    </PageHeader>
  );
  if (matrix) {
    return (
      <Stack spacing={2}>
        {header}
        <MatrixView context={context} params={params} topics={topics} />
      </Stack>
    );
  }
  const { state, query } = listStateFromUrl(params, obligationList);
  const page = await listObligations(context, query);
  const filtered = Object.keys(state.filters).length > 0;
  return (
    <Stack spacing={2}>
      {header}
      {canEdit ? <BindAct organizationId={context.organizationId} /> : null}
      <RefreshOnChange kind="binding-obligation" />
      <ObligationsGrid
        key={context.organizationId}
        topics={topics}
        empty={filtered ? t("noMatch") : canEdit ? t("emptyEditor") : t("empty")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/legislations`,
          page: {
            ...page,
            content: page.content.map((row) => ({
              id: row.id,
              title: row.legislation.shortName ?? row.legislation.titleEn ?? row.legislation.titleDa ?? "",
              officialNumber: row.legislation.officialNumber,
              jurisdiction: row.legislation.jurisdiction,
              status: row.status,
              evaluationDate: day(row.evaluationDate),
              nextEvaluationDate: day(row.nextEvaluationDate),
              changedSinceEvaluation: row.changedSinceEvaluation,
              needsEvaluation: row.needsEvaluation,
              lastModifiedDate: row.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
    </Stack>
  );
}

export default withClientMessages(BindingObligationsPage, "(app)/documents/binding-obligations");
