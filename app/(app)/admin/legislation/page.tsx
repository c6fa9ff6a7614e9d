import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { LegislationGrid } from "@/components/modules/admin/legislation/legislation-grid";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { PageHeader } from "@/components/platform/ui/page-header";
import { LinkButton } from "@/components/platform/ui/link-button";
import { listLegislation, listTopics } from "@/lib/modules/admin/legislation/data";
import { legislationList } from "@/lib/modules/admin/legislation/schema";
import { topicOption } from "@/lib/modules/admin/legislation/topic-options";

export async function generateMetadata() {
  return { title: (await getTranslations("legislation.catalogue"))("title") };
}

export default async function LegislationCataloguePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("legislation");
  const format = await getFormatter();
  const language = await getLocale();
  const { state, query } = listStateFromUrl(await searchParams, legislationList);
  const [page, topics] = await Promise.all([listLegislation(query), listTopics({})]);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("catalogue.title")}
        actions={
          <LinkButton href="/admin/legislation/new" variant="contained" startIcon={<AddIcon />}>
            {t("catalogue.add")}
          </LinkButton>
        }
      >
        <Typography color="text.secondary">{t("catalogue.intro")}</Typography>
      </PageHeader>
      <LegislationGrid
        topics={topics.map(topicOption(language))}
        view={{
          state,
          exportPath: "/api/v1/legislations",
          page: {
            ...page,
            content: page.content.map((act) => ({
              id: act.id,
              title: act.shortName ?? act.titleEn ?? act.titleDa ?? act.officialNumber,
              jurisdiction: act.jurisdiction,
              kind: act.kind,
              officialNumber: act.officialNumber,
              effectiveDate: act.effectiveDate ? format.dateTime(new Date(act.effectiveDate), "day") : null,
              lastModifiedDate: act.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
    </Stack>
  );
}
