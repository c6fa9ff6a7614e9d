import { OrganizationEditor } from "@/components/modules/organization/structure/organization-editor";
import { requireOrganization } from "@/lib/platform/auth/page-context";
import { loadOrganizationEditor } from "@/lib/modules/organization/structure/editor-data";

export default async function EditOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  const org = await requireOrganization((await params).id, "MANAGE");
  return <OrganizationEditor {...await loadOrganizationEditor(org)} />;
}
