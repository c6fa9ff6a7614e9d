import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { AssessmentsSection } from "@/components/modules/planning/risk-assessment/assessments-section";
import { HazardsGrid } from "@/components/modules/planning/risk-assessment/hazards-grid";
import { HeatMap } from "@/components/modules/planning/risk-assessment/heat-map";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { isPhoneRequest } from "@/lib/platform/http/device";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { heatMap, listAssessments, listHazards } from "@/lib/modules/planning/risk-assessment/data";
import { assessmentList, hazardList } from "@/lib/modules/planning/risk-assessment/schema";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("riskAssessment"))("title") };
}

const BASE = "/planning/risk-assessment";
const score = (likelihood: number | null, severity: number | null) => `${likelihood}×${severity}`;

/** The register: the assessments, the heat map of their hazards, and every hazard, filtered alike. */
async function RiskRegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("riskAssessment");
  const { context } = await getPageContext();
  const params = await searchParams;
  const { state, query } = listStateFromUrl(params, hazardList);
  const assessmentsQuery = listStateFromUrl({}, assessmentList).query;
  const [page, map, assessments, areas, phone] = await Promise.all([
    listHazards(context, query),
    heatMap(context, query),
    listAssessments(context, { ...assessmentsQuery, size: 100 }),
    listAreas(context),
    isPhoneRequest(),
  ]);
  const canCreate = permits(riskAccess.create, context);
  const cellHref = (cell: { likelihood: number; severity: number; stage: "inherent" | "residual" }) => {
    const search = new URLSearchParams({
      ...state.filters,
      likelihood: String(cell.likelihood),
      severity: String(cell.severity),
      stage: cell.stage,
    });
    return `${BASE}?${search}`;
  };
  const cellFilter = state.filters.likelihood && state.filters.severity;
  const withoutCell = new URLSearchParams(
    Object.entries(state.filters).filter(([name]) => !["likelihood", "severity", "stage"].includes(name)),
  ).toString();
  const grid = (
    <Stack spacing={1}>
      {cellFilter ? (
        <Typography>
          {t("filters.cell", {
            likelihood: state.filters.likelihood,
            severity: state.filters.severity,
            stage: t(`heatMap.${state.filters.stage === "residual" ? "residual" : "inherent"}`),
          })}{" "}
          · <a href={withoutCell ? `${BASE}?${withoutCell}` : BASE}>{t("filters.clearCell")}</a>
        </Typography>
      ) : null}
      <HazardsGrid
        key={context.organizationId}
        areas={areas.map((area) => ({ id: area.id, name: area.name }))}
        empty={Object.keys(state.filters).length || !canCreate ? t("empty") : t("emptyEditor")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/risk-hazards`,
          page: {
            ...page,
            content: page.content.map((hazard) => ({
              id: hazard.id,
              href: `${BASE}/${hazard.assessment.id}#hazard-${hazard.id}`,
              title: hazard.title,
              category: hazard.category,
              assessment: hazard.assessment.title,
              inherent: {
                level: hazard.inherentLevel,
                score: score(hazard.inherentLikelihood, hazard.inherentSeverity),
              },
              residual: hazard.residualLevel
                ? { level: hazard.residualLevel, score: score(hazard.residualLikelihood, hazard.residualSeverity) }
                : null,
              acceptance: hazard.needsAcceptance ? (hazard.accepted ? "accepted" : "waiting") : null,
              controls: hazard.controls.length,
            })),
          },
        }}
      />
    </Stack>
  );
  const overview = (
    <>
      <HeatMap matrix={map.matrix} cells={map.cells} cellHref={cellHref} />
      <AssessmentsSection rows={assessments.content} />
    </>
  );
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <LinkButton href={`${BASE}/matrix`} variant="outlined">
              {t("matrix.open")}
            </LinkButton>
            {canCreate ? (
              <>
                <LinkButton href={`${BASE}/new?from=chemical`} variant="outlined">
                  {t("fromChemical")}
                </LinkButton>
                <LinkButton href={`${BASE}/new`} variant="contained" startIcon={<AddIcon />}>
                  {t("add")}
                </LinkButton>
              </>
            ) : null}
          </>
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <RefreshOnChange kind="risk" />
      {/* a phone shows the register's rows first */}
      {phone ? null : overview}
      {grid}
      {phone ? overview : null}
    </Stack>
  );
}

export default withClientMessages(RiskRegisterPage, "(app)/planning/risk-assessment");
