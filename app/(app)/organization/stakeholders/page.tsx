import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { AssociationGrid } from "@/components/modules/organization/stakeholders/association-grid";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { PageHeader } from "@/components/platform/ui/page-header";
import { LinkButton } from "@/components/platform/ui/link-button";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { permits } from "@/lib/platform/auth/access";
import { stakeholderAccess } from "@/lib/modules/organization/stakeholders/access";
import { listAssociations } from "@/lib/modules/organization/stakeholders/data";
import { associationList } from "@/lib/modules/organization/stakeholders/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("stakeholders"))("title") };
}

async function StakeholdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("stakeholders");
  const { context } = await getPageContext();
  const canEdit = permits(stakeholderAccess.create, context);
  const { state, query } = listStateFromUrl(await searchParams, associationList);
  const page = await listAssociations(context, query);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          canEdit ? (
            <LinkButton href="/organization/stakeholders/new/edit" variant="contained" startIcon={<AddIcon />}>
              {t("add")}
            </LinkButton>
          ) : null
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <AssociationGrid
        key={context.organizationId}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/stakeholder-associations`,
          page: {
            ...page,
            content: page.content.map((association) => ({
              id: association.id,
              name: association.stakeholder.name,
              type: association.stakeholder.type,
              relevance: association.relevance,
              lastModifiedDate: association.lastModifiedDate.toISOString(),
            })),
          },
        }}
        canEdit={canEdit}
      />
    </Stack>
  );
}

export default withClientMessages(StakeholdersPage, "(app)/organization/stakeholders");
