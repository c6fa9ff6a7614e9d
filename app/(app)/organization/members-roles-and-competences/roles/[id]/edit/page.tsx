import { RoleForm } from "@/components/modules/organization/roles/role-form";
import { getRole } from "@/lib/modules/organization/roles/data";
import { recordPage } from "@/lib/platform/pages/record";

export default async function EditRolePage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getRole);
  return <RoleForm organizationId={context.organizationId} role={record} />;
}
