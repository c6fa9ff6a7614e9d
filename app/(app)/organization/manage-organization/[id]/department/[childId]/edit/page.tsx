import { DepartmentForm } from "@/components/modules/organization/structure/department-form";
import { requireOrganization } from "@/lib/platform/auth/page-context";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { getDepartment, getOrganization } from "@/lib/modules/organization/structure/data";
import { loadOrNotFound } from "@/lib/platform/pages/load";

export default async function DepartmentPage({ params }: { params: Promise<{ id: string; childId: string }> }) {
  const { id, childId } = await params;
  const parent = await requireOrganization(id, structureAccess.manage.org);
  const [parentOrganization, department] = await Promise.all([
    getOrganization(parent),
    childId === "new" ? null : loadOrNotFound(childId, (departmentId) => getDepartment(parent, departmentId)),
  ]);
  return <DepartmentForm department={department} parent={{ id, name: parentOrganization.name }} />;
}
