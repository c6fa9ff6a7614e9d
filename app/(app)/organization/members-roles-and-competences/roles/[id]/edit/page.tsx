import { RoleForm } from "@/components/people/role-form";
import { getPageContext } from "@/lib/auth/page-context";
import { loadOrNotFound } from "@/lib/page-data";
import { getRole } from "@/lib/roles/data";

export default async function EditRolePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { context } = await getPageContext();
  const role = id === "new" ? null : await loadOrNotFound(id, (roleId) => getRole(context, roleId));
  return <RoleForm organizationId={context.organizationId} role={role} />;
}
