import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { ArchivedOrganizations } from "@/components/modules/organization/structure/archived-organizations";
import { OrganizationTree } from "@/components/modules/organization/structure/organization-tree";
import { PageHeader } from "@/components/platform/ui/page-header";
import { membershipScopes } from "@/lib/platform/auth/data";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { organizationsWithScope } from "@/lib/platform/auth/reach";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("organization.structure"))("title") };
}

async function ManageOrganizationPage() {
  const t = await getTranslations("organization.structure");
  const { user, organizations } = await getPageContext();
  const manageable = organizationsWithScope(organizations, await membershipScopes(user.id), structureAccess.update.org);
  return (
    <Stack spacing={2}>
      <PageHeader title={t("title")}>
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <OrganizationTree organizations={organizations} manageable={manageable} />
      <ArchivedOrganizations parentIds={[...manageable]} />
    </Stack>
  );
}

export default withClientMessages(ManageOrganizationPage, "(app)/organization/manage-organization");
