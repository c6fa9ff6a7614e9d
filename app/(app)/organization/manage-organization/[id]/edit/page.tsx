import { Stack } from "@mui/material";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { AreasPanel } from "@/components/organizations/areas-panel";
import { requireOrganization } from "@/lib/auth/page-context";
import { getOrganization, listAreas } from "@/lib/organizations/data";
import { naceOption } from "@/lib/organizations/nace";

export default async function EditOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  const org = await requireOrganization((await params).id, "MANAGE");
  const [organization, areas] = await Promise.all([getOrganization(org), listAreas(org)]);
  return (
    <Stack spacing={3}>
      <OrganizationForm
        organization={organization}
        parent={null}
        nace={await naceOption(organization.naceCode)}
        canChangeFeatureAccess={org.user.systemScopes.includes("MANAGE")}
      />
      <AreasPanel organizationId={organization.id} areas={areas} />
    </Stack>
  );
}
