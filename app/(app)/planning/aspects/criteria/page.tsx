import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { LazyCriteriaForm } from "@/components/modules/planning/aspects/lazy";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { Section } from "@/components/platform/ui/section";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { criteriaVersions, currentCriteria } from "@/lib/modules/planning/aspects/criteria-data";
import { maximumScore } from "@/lib/modules/planning/aspects/significance";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("aspects"))("criteria.title") };
}

/** The holding's criteria of significance in force, their versions, and (at the holding) the change of them. */
async function CriteriaPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("aspects.criteria");
  const format = await getFormatter();
  const danish = (await getLocale()) === "da";
  const { context } = await getPageContext();
  const [criteria, versions] = await Promise.all([currentCriteria(context), criteriaVersions(context)]);
  const isHolding = context.organizationId === context.holdingId;
  if (isHolding && (await searchParams).change === "true") {
    return (
      <LazyCriteriaForm key={context.organizationId} organizationId={context.organizationId} criteria={criteria} />
    );
  }
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <LinkButton href="/planning/aspects">{(await getTranslations("aspects"))("back")}</LinkButton>
            {isHolding ? (
              <LinkButton href="/planning/aspects/criteria?change=true" variant="contained">
                {t("change")}
              </LinkButton>
            ) : null}
          </>
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <Section>
        <Table size="small" aria-label={t("title")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("criterion")}</TableCell>
              <TableCell>{t("steps")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {criteria.criteria.map((criterion) => (
              <TableRow key={criterion.key}>
                <TableCell sx={{ fontWeight: 600 }}>{danish ? criterion.nameDa : criterion.nameEn}</TableCell>
                <TableCell>
                  {criterion.steps
                    .map((step, index) => `${index + 1} ${danish ? step.labelDa : step.labelEn}`)
                    .join(" · ")}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography sx={{ mt: 1.5 }}>
          {`${t("rule")}: ${t(`rules.${criteria.rule}`)} · ${t("threshold")}: ${criteria.threshold} / ${maximumScore(criteria)}`}
        </Typography>
      </Section>
      <Section title={t("versions")}>
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
          {versions.map((version) => (
            <li key={version.id}>
              {t("versionBy", {
                version: version.version,
                name: version.authorName || t("default"),
                date: format.dateTime(version.createdDate, "timestamp"),
              })}
            </li>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}

export default withClientMessages(CriteriaPage, "(app)/planning/aspects/criteria");
