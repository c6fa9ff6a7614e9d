import { OrganizationEditor } from "@/components/organizations/organization-editor";
import { requireOrganization } from "@/lib/auth/page-context";
import { loadOrganizationEditor } from "@/lib/organizations/editor-data";

export default async function EditOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  const org = await requireOrganization((await params).id, "MANAGE");
  return <OrganizationEditor {...await loadOrganizationEditor(org)} />;
}
