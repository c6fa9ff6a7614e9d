import { RoleForm } from "@/components/modules/organization/roles/role-form";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { loadOrNotFound } from "@/lib/platform/pages/load";
import { getRole } from "@/lib/modules/organization/roles/data";

export default async function EditRolePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { context } = await getPageContext();
  const role = id === "new" ? null : await loadOrNotFound(id, (roleId) => getRole(context, roleId));
  return <RoleForm organizationId={context.organizationId} role={role} />;
}
