import DownloadIcon from "@mui/icons-material/Download";
import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { GhgAccountView } from "@/components/modules/monitoring/carbon/ghg-account-view";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { accountYears, ghgAccount } from "@/lib/modules/monitoring/carbon/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("carbon"))("title") };
}

/** The greenhouse-gas account of the active organization and everything below it, one year at a time. */
async function GhgAccountPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("carbon");
  const { context, active } = await getPageContext();
  const thisYear = calendarToday().getUTCFullYear();
  const asked = Number((await searchParams).year);
  // an account is made for a closed year: it opens on last year, this year's is one click away
  const year = Number.isInteger(asked) && asked >= 1900 && asked <= 2200 ? asked : thisYear - 1;
  const [account, years] = await Promise.all([ghgAccount(context, year), accountYears(context, thisYear)]);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={`${t("title")} ${year}`}
        actions={
          <LinkButton
            href={`/api/v1/organizations/${context.organizationId}/carbon/ghg-account?year=${year}&format=xlsx`}
            variant="outlined"
            startIcon={<DownloadIcon />}
          >
            {t("export")}
          </LinkButton>
        }
      >
        <Typography color="text.secondary">{t("intro", { organization: active.name })}</Typography>
      </PageHeader>
      <nav aria-label={t("year")} style={{ display: "flex", flexWrap: "wrap", gap: 8 }}>
        {years.map((option) => (
          <LinkButton
            key={option}
            href={`/monitoring/meters/ghg-account?year=${option}`}
            variant={option === year ? "contained" : "text"}
            size="small"
          >
            {String(option)}
          </LinkButton>
        ))}
      </nav>
      <GhgAccountView account={account} />
    </Stack>
  );
}

export default withClientMessages(GhgAccountPage, "(app)/monitoring/meters/ghg-account");
