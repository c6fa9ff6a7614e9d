import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { PoliciesGrid } from "@/components/modules/leadership/policies/policies-grid";
import { PageHeader } from "@/components/platform/ui/page-header";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { permits } from "@/lib/platform/auth/access";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { listPolicies } from "@/lib/modules/leadership/policies/data";
import { policyList } from "@/lib/modules/leadership/policies/schema";

export async function generateMetadata() {
  return { title: (await getTranslations("policies"))("title") };
}

export default async function PoliciesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("policies");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const canEdit = permits(policyAccess.create, context);
  const { state, query } = listStateFromUrl(await searchParams, policyList);
  const page = await listPolicies(context, query);
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : null);
  const filtered = Object.keys(state.filters).length > 0;
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          canEdit ? (
            <LinkButton href="/leadership/policies/new" variant="contained" startIcon={<AddIcon />}>
              {t("add")}
            </LinkButton>
          ) : null
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <RefreshOnChange kind="policy" />
      <PoliciesGrid
        key={context.organizationId}
        empty={filtered || !canEdit ? t("empty") : t("emptyEditor")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/policies`,
          page: {
            ...page,
            content: page.content.map((policy) => ({
              id: policy.id,
              title: policy.title,
              isoStandards: policy.isoStandards,
              owner: policy.owner?.name ?? null,
              version: policy.version,
              approvedDate: day(policy.approvedDate),
              published: policy.published,
              nextReviewDate: day(policy.nextReviewDate),
              lastModifiedDate: policy.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
    </Stack>
  );
}
