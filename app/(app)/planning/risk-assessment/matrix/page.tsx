import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { HeatMap } from "@/components/modules/planning/risk-assessment/heat-map";
import { LazyMatrixForm } from "@/components/modules/planning/risk-assessment/lazy";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { Section } from "@/components/platform/ui/section";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { currentMatrix, matrixVersions } from "@/lib/modules/planning/risk-assessment/matrix-data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("riskAssessment"))("matrix.title") };
}

/** The holding's risk matrix in force, its versions, and (at the holding) the change of it. */
async function MatrixPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations("riskAssessment");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const [matrix, versions] = await Promise.all([currentMatrix(context), matrixVersions(context)]);
  const isHolding = context.organizationId === context.holdingId;
  if (isHolding && (await searchParams).change === "true") {
    return <LazyMatrixForm key={context.organizationId} organizationId={context.organizationId} matrix={matrix} />;
  }
  const cells = matrix.levels.flatMap((row, l) =>
    row.map((level, s) => ({ likelihood: l + 1, severity: s + 1, level, inherent: 0, residual: 0 })),
  );
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("matrix.title")}
        actions={
          <>
            <LinkButton href="/planning/risk-assessment">{t("back")}</LinkButton>
            {isHolding ? (
              <LinkButton href="/planning/risk-assessment/matrix?change=true" variant="contained">
                {t("matrix.change")}
              </LinkButton>
            ) : null}
          </>
        }
      >
        <Typography color="text.secondary">{t("matrix.intro")}</Typography>
      </PageHeader>
      <HeatMap matrix={matrix} cells={cells} cellHref={() => "/planning/risk-assessment"} />
      <Section>
        <Typography>{`${t("matrix.acceptableLevel")}: ${t(`levels.${matrix.acceptableLevel}`)}`}</Typography>
      </Section>
      <Section title={t("matrix.versions")}>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {versions.map((version) => (
            <li key={version.id}>
              {t("matrix.versionBy", {
                version: version.version,
                name: version.authorName || t("matrix.default"),
                date: format.dateTime(version.createdDate, "timestamp"),
              })}
            </li>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}

export default withClientMessages(MatrixPage, "(app)/planning/risk-assessment/matrix");
