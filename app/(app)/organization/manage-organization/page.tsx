import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { OrganizationTree } from "@/components/organizations/organization-tree";
import { membershipScopes } from "@/lib/auth/data";
import { getPageContext } from "@/lib/auth/page-context";
import { organizationsWithScope } from "@/lib/auth/reach";

export async function generateMetadata() {
  return { title: (await getTranslations("organization.structure"))("title") };
}

export default async function ManageOrganizationPage() {
  const t = await getTranslations("organization.structure");
  const { user, organizations } = await getPageContext();
  const manageable = organizationsWithScope(organizations, await membershipScopes(user.id), "MANAGE");
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t("title")}
      </Typography>
      <Typography color="text.secondary">{t("intro")}</Typography>
      <OrganizationTree organizations={organizations} manageable={manageable} />
    </Stack>
  );
}
