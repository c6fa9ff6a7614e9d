import { OrganizationEditor } from "@/components/modules/organization/structure/organization-editor";
import { requireOrganization } from "@/lib/platform/auth/page-context";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { loadOrganizationEditor } from "@/lib/modules/organization/structure/editor-data";

export default async function EditOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  const org = await requireOrganization((await params).id, structureAccess.update.org);
  return <OrganizationEditor {...await loadOrganizationEditor(org)} />;
}
