import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { CoverageSection } from "@/components/modules/leadership/delegation/coverage-section";
import { DelegationsGrid } from "@/components/modules/leadership/delegation/delegations-grid";
import { nameIn } from "@/components/modules/leadership/delegation/names";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { isPhoneRequest } from "@/lib/platform/http/device";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { delegationAccess, responsibilityAccess } from "@/lib/modules/leadership/delegation/access";
import { coverage, listDelegations } from "@/lib/modules/leadership/delegation/data";
import { delegationList } from "@/lib/modules/leadership/delegation/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("delegation"))("title") };
}

/** Who holds which responsibility: the delegations, and the coverage of those someone must hold. */
async function DelegationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("delegation");
  const format = await getFormatter();
  const locale = await getLocale();
  const { context } = await getPageContext();
  const canCreate = permits(delegationAccess.create, context);
  const { state, query } = listStateFromUrl(await searchParams, delegationList);
  const [page, rows, phone] = await Promise.all([listDelegations(context, query), coverage(context), isPhoneRequest()]);
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : null);
  const filtered = Object.keys(state.filters).length > 0;
  const coverageSection = <CoverageSection rows={rows} manages={permits(responsibilityAccess.create, context)} />;
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          canCreate ? (
            <LinkButton href="/leadership/delegation/new" variant="contained" startIcon={<AddIcon />}>
              {t("add")}
            </LinkButton>
          ) : null
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <RefreshOnChange kind="delegation" />
      {/* a phone shows its rows first, the coverage after them */}
      {phone ? null : coverageSection}
      <DelegationsGrid
        key={context.organizationId}
        responsibilities={rows.map((row) => ({ id: row.id, name: nameIn(row, locale) }))}
        empty={filtered || !canCreate ? t("empty") : t("emptyEditor")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/delegations`,
          page: {
            ...page,
            content: page.content.map((delegation) => ({
              id: delegation.id,
              responsibility: nameIn(delegation.responsibility, locale),
              member: delegation.member.name,
              startDate: day(delegation.startDate)!,
              endDate: day(delegation.endDate),
              accepted: delegation.acceptedDate !== null,
              delegatedBy: delegation.delegatedByName,
              lastModifiedDate: delegation.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
      {phone ? coverageSection : null}
    </Stack>
  );
}

export default withClientMessages(DelegationPage, "(app)/leadership/delegation");
