import { notFound } from "next/navigation";
import { OrganizationEditor } from "@/components/organizations/organization-editor";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { requireOrganization } from "@/lib/auth/page-context";
import { getOrganization } from "@/lib/organizations/data";
import { loadOrganizationEditor } from "@/lib/organizations/editor-data";

export default async function SubsidiaryPage({ params }: { params: Promise<{ id: string; childId: string }> }) {
  const { id, childId } = await params;
  const parent = await requireOrganization(id, "MANAGE");
  if (childId === "new") {
    const { name } = await getOrganization(parent);
    return <OrganizationForm organization={null} parent={{ id, name }} nace={null} canChangeFeatureAccess={false} />;
  }
  const editor = await loadOrganizationEditor(await requireOrganization(childId, "MANAGE"));
  if (editor.organization.parentId !== id || editor.organization.type !== "subsidiary") notFound();
  return <OrganizationEditor {...editor} />;
}
