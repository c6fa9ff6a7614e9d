import AddIcon from "@mui/icons-material/Add";
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { LazyResultsChart } from "@/components/modules/evaluation/compliance-evaluation/lazy";
import { RoundsGrid } from "@/components/modules/evaluation/compliance-evaluation/rounds-grid";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import { listRounds } from "@/lib/modules/evaluation/compliance-evaluation/data";
import { roundList } from "@/lib/modules/evaluation/compliance-evaluation/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("complianceEvaluation"))("title") };
}

const BASE = "/evaluation/compliance-evaluation";

/** The rounds year by year: progress, results and open actions, and the results side by side as a chart. */
async function ComplianceEvaluationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("complianceEvaluation");
  const tStatus = await getTranslations("bindingObligations.statuses");
  const { context } = await getPageContext();
  const { state, query } = listStateFromUrl(await searchParams, roundList);
  const page = await listRounds(context, query);
  const canCreate = permits(complianceRoundAccess.create, context);
  const chronological = [...page.content].filter((round) => !round.archivedDate).sort((a, b) => a.year - b.year);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          canCreate ? (
            <LinkButton href={`${BASE}/new`} variant="contained" startIcon={<AddIcon />}>
              {t("add")}
            </LinkButton>
          ) : null
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <RefreshOnChange kind="complianceRound" />
      <RoundsGrid
        key={context.organizationId}
        empty={canCreate ? t("emptyEditor") : t("empty")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/compliance-rounds`,
          page: {
            ...page,
            content: page.content.map((round) => ({
              id: round.id,
              year: round.year,
              title: round.title,
              status: round.status,
              progress: t("progress.share", {
                evaluated: round.progress.evaluated,
                obligations: round.progress.obligations,
              }),
              results: [
                `${tStatus("COMPLIANT")} ${round.progress.compliant}`,
                `${tStatus("PARTLY_COMPLIANT")} ${round.progress.partlyCompliant}`,
                `${tStatus("NOT_COMPLIANT")} ${round.progress.notCompliant}`,
                `${tStatus("NOT_APPLICABLE")} ${round.progress.notApplicable}`,
              ].join(" · "),
              openActions: round.progress.openActions,
            })),
          },
        }}
      />
      {chronological.length ? (
        <Section title={t("comparison.title")}>
          <LazyResultsChart rounds={chronological} />
          <details>
            <summary>{t("comparison.table")}</summary>
            <Table size="small" aria-label={t("comparison.table")} data-testid="round-results">
              <TableHead>
                <TableRow>
                  <TableCell>{t("comparison.year")}</TableCell>
                  <TableCell align="right">{t("progress.obligations")}</TableCell>
                  <TableCell align="right">{tStatus("COMPLIANT")}</TableCell>
                  <TableCell align="right">{tStatus("PARTLY_COMPLIANT")}</TableCell>
                  <TableCell align="right">{tStatus("NOT_COMPLIANT")}</TableCell>
                  <TableCell align="right">{tStatus("NOT_APPLICABLE")}</TableCell>
                  <TableCell align="right">{tStatus("NOT_EVALUATED")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {chronological.map((round) => (
                  <TableRow key={round.id}>
                    <TableCell>{round.year}</TableCell>
                    <TableCell align="right">{round.progress.obligations}</TableCell>
                    <TableCell align="right">{round.progress.compliant}</TableCell>
                    <TableCell align="right">{round.progress.partlyCompliant}</TableCell>
                    <TableCell align="right">{round.progress.notCompliant}</TableCell>
                    <TableCell align="right">{round.progress.notApplicable}</TableCell>
                    <TableCell align="right">{round.progress.obligations - round.progress.evaluated}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </details>
        </Section>
      ) : null}
    </Stack>
  );
}

export default withClientMessages(ComplianceEvaluationPage, "(app)/evaluation/compliance-evaluation");
