import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { AuditsGrid } from "@/components/modules/evaluation/internal-audit/audits-grid";
import { CoverageMatrix } from "@/components/modules/evaluation/internal-audit/coverage-matrix";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { db } from "@/lib/platform/db";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { listAudits, programmeCoverage } from "@/lib/modules/evaluation/internal-audit/data";
import { auditList } from "@/lib/modules/evaluation/internal-audit/schema";
import { FINDING_KINDS } from "@/lib/modules/evaluation/internal-audit/choices";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("internalAudit"))("title") };
}

const BASE = "/evaluation/internal-audit";
const STANDARDS = ["ISO_14001", "ISO_45001"] as const;

/** The audit programme: the audits per year with their findings, and the coverage of the clauses. */
async function InternalAuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("internalAudit");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const params = await searchParams;
  const { state, query } = listStateFromUrl(params, auditList);
  const standard = STANDARDS.find((option) => option === params.coverage);
  const [page, coverage, years, areas] = await Promise.all([
    listAudits(context, query),
    programmeCoverage(context, standard),
    db().internalAudit.findMany({
      where: { organizationId: context.organizationId },
      distinct: ["year"],
      select: { year: true },
      orderBy: { year: "desc" },
    }),
    db().area.findMany({
      where: { organizationId: context.organizationId, archivedDate: null },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
    }),
  ]);
  const canCreate = permits(internalAuditAccess.create, context);
  const coverageHref = (option: (typeof STANDARDS)[number] | undefined) => {
    const next = new URLSearchParams(
      Object.entries(params).flatMap(([key, value]) =>
        key === "coverage" || value === undefined ? [] : [[key, Array.isArray(value) ? value[0]! : value]],
      ),
    );
    if (option) next.set("coverage", option);
    const text = next.toString();
    return `${BASE}${text ? `?${text}` : ""}#coverage`;
  };
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
      <RefreshOnChange kind="internalAudit" />
      <AuditsGrid
        key={context.organizationId}
        years={years.map((row) => row.year)}
        areas={areas}
        empty={Object.keys(state.filters).length || !canCreate ? t("empty") : t("emptyEditor")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/internal-audits`,
          page: {
            ...page,
            content: page.content.map((audit) => ({
              id: audit.id,
              title: audit.title,
              year: audit.year,
              status: audit.status,
              area: audit.area?.name ?? "–",
              leadAuditor: audit.leadAuditor?.name ?? "–",
              plannedStart: format.dateTime(new Date(`${audit.plannedStart}T12:00:00Z`), "day"),
              findings:
                FINDING_KINDS.filter((kind) => audit.findingCounts[kind] > 0)
                  .map((kind) => `${audit.findingCounts[kind]} ${t(`findingKinds.${kind}`).toLowerCase()}`)
                  .join(", ") || "–",
            })),
          },
        }}
      />
      <div id="coverage">
        <CoverageMatrix coverage={coverage} standard={standard} hrefFor={coverageHref} />
      </div>
    </Stack>
  );
}

export default withClientMessages(InternalAuditPage, "(app)/evaluation/internal-audit");
