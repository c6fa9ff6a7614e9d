import AddIcon from "@mui/icons-material/Add";
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { AspectsGrid } from "@/components/modules/planning/aspects/aspects-grid";
import { LazyCategoryChart } from "@/components/modules/planning/aspects/lazy";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { isPhoneRequest } from "@/lib/platform/http/device";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { categoryCounts, listAspects } from "@/lib/modules/planning/aspects/data";
import { aspectList } from "@/lib/modules/planning/aspects/schema";
import { aspectChoices } from "@/components/modules/planning/aspects/aspect-choices";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("aspects"))("title") };
}

const BASE = "/planning/aspects";

/** The aspect register: every aspect with its score and significance, and the significant ones by category. */
async function AspectRegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("aspects");
  const { context } = await getPageContext();
  const { state, query } = listStateFromUrl(await searchParams, aspectList);
  const [page, counts, choices, phone] = await Promise.all([
    listAspects(context, query),
    categoryCounts(context, query),
    aspectChoices(context),
    isPhoneRequest(),
  ]);
  const canCreate = permits(aspectAccess.create, context);
  const counted = counts.filter((count) => count.significant + count.other > 0);
  const chart = counted.length ? (
    <Section title={t("chart.title")}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={3}>
        <div style={{ flex: 2, minWidth: 0 }}>
          <LazyCategoryChart counts={counts} />
        </div>
        <Table size="small" aria-label={t("chart.table")} sx={{ flex: 1 }} data-testid="aspect-categories">
          <TableHead>
            <TableRow>
              <TableCell>{t("chart.category")}</TableCell>
              <TableCell align="right">{t("chart.significant")}</TableCell>
              <TableCell align="right">{t("chart.other")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {counted.map((count) => (
              <TableRow key={count.category}>
                <TableCell>
                  <a href={`${BASE}?category=${count.category}`}>{t(`categories.${count.category}`)}</a>
                </TableCell>
                <TableCell align="right">{count.significant}</TableCell>
                <TableCell align="right">{count.other}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Section>
  ) : null;
  const grid = (
    <AspectsGrid
      key={context.organizationId}
      areas={choices.areas}
      obligations={choices.obligations}
      empty={Object.keys(state.filters).length || !canCreate ? t("empty") : t("emptyEditor")}
      view={{
        state,
        exportPath: `/api/v1/organizations/${context.organizationId}/aspects`,
        page: {
          ...page,
          content: page.content.map((aspect) => ({
            id: aspect.id,
            title: aspect.title,
            activity: aspect.activity,
            category: aspect.category,
            condition: aspect.condition,
            score: aspect.score,
            significant: aspect.significant,
            area: aspect.area?.name ?? null,
            openActions: aspect.openActions,
          })),
        },
      }}
    />
  );
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <LinkButton href={`${BASE}/criteria`} variant="outlined">
              {t("criteria.open")}
            </LinkButton>
            {canCreate ? (
              <LinkButton href={`${BASE}/new`} variant="contained" startIcon={<AddIcon />}>
                {t("add")}
              </LinkButton>
            ) : null}
          </>
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <RefreshOnChange kind="aspect" />
      {/* a phone shows the register's rows first */}
      {phone ? null : chart}
      {grid}
      {phone ? chart : null}
    </Stack>
  );
}

export default withClientMessages(AspectRegisterPage, "(app)/planning/aspects");
