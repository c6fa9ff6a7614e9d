import { Stack } from "@mui/material";
import { notFound } from "next/navigation";
import { AreasPanel } from "@/components/organizations/areas-panel";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { requireOrganization } from "@/lib/auth/page-context";
import { getOrganization, listAreas } from "@/lib/organizations/data";
import { naceOption } from "@/lib/organizations/nace";

export default async function SubsidiaryPage({ params }: { params: Promise<{ id: string; childId: string }> }) {
  const { id, childId } = await params;
  const parent = await requireOrganization(id, "MANAGE");
  const parentOrganization = await getOrganization(parent);
  if (childId === "new") {
    return (
      <OrganizationForm
        organization={null}
        parent={{ id, name: parentOrganization.name }}
        nace={null}
        canChangeFeatureAccess={false}
      />
    );
  }
  const org = await requireOrganization(childId, "MANAGE");
  const [organization, areas] = await Promise.all([getOrganization(org), listAreas(org)]);
  if (organization.parentId !== id || organization.type !== "subsidiary") notFound();
  return (
    <Stack spacing={3}>
      <OrganizationForm
        organization={organization}
        parent={null}
        nace={await naceOption(organization.naceCode)}
        canChangeFeatureAccess={false}
      />
      <AreasPanel organizationId={organization.id} areas={areas} />
    </Stack>
  );
}
